import type { Scenario } from '@ai-council/contracts';
import { Badge, Card, cn, SkeletonList } from '@ai-council/ui';
import { whenLabel } from '../../../lib/when-label';
import { SeverityBadge } from './severity-badge';

/** One pending scenario: its title, severity, what it is about, who raised it and when. */
function PendingItem({
  scenario,
  selected,
  onSelect,
}: {
  scenario: Scenario;
  selected: boolean;
  onSelect: (scenario: Scenario) => void;
}) {
  return (
    <button
      type="button"
      className={cn('ui-item-button ui-tile scn-pending__item', selected && 'scn-pending__item--selected')}
      aria-pressed={selected}
      onClick={() => onSelect(scenario)}
      data-testid="pending-scenario"
    >
      <span className="ui-title-row">
        <span className="scn-pending__title">{scenario.title}</span>
        <SeverityBadge severity={scenario.severity} />
      </span>
      <span className="ui-clamp scn-pending__description">{scenario.description}</span>
      <span className="ui-meta">
        {scenario.triggeringDepartments.map((department) => (
          <Badge key={department} variant="outline" data-testid="triggering-department">
            {department}
          </Badge>
        ))}
        <span className="scn-pending__category">{scenario.category}</span>
        <time dateTime={scenario.createdAt}>{whenLabel(scenario.createdAt)}</time>
      </span>
    </button>
  );
}

/** SPEC §2: the pending list, only active scenarios, with severity and the departments that raised them. */
export function PendingScenarios({
  scenarios,
  loading,
  failed,
  selectedId,
  onSelect,
}: {
  scenarios: Scenario[];
  loading: boolean;
  failed: boolean;
  selectedId: string | undefined;
  onSelect: (scenario: Scenario) => void;
}) {
  return (
    <Card role="region" aria-labelledby="pending-scenarios-title">
      <Card.Header className="scn-card-header">
        <div className="ui-row ui-row--between">
          <Card.Title id="pending-scenarios-title">Pending Scenarios</Card.Title>
          {loading ? null : (
            <Badge variant={scenarios.length > 0 ? 'warning' : 'success'} data-testid="pending-count">
              {scenarios.length} pending
            </Badge>
          )}
        </div>
        <Card.Description>Situations waiting for your decision</Card.Description>
      </Card.Header>
      <Card.Content>
        {loading ? (
          <SkeletonList
            rows={2}
            label="Loading scenarios"
            className="ui-list scn-pending"
            skeletonClassName="scn-pending__skeleton"
            aria-label="Pending scenarios"
          />
        ) : failed && scenarios.length === 0 ? (
          <p className="ui-empty scn-empty" role="alert">
            Scenarios could not be loaded; they are retried every 30 seconds.
          </p>
        ) : scenarios.length === 0 ? (
          <div className="ui-empty scn-empty" data-testid="no-pending-scenarios">
            <span className="scn-empty__icon" aria-hidden="true">
              ✓
            </span>
            <p className="scn-empty__title">No pending scenarios</p>
            <p>Nothing is waiting for your decision. Request a new scenario or ask the agents for theirs.</p>
          </div>
        ) : (
          <ul className="ui-list scn-pending" aria-label="Pending scenarios">
            {scenarios.map((scenario) => {
              const selected = scenario.id === selectedId;
              return (
                <li key={scenario.id}>
                  <PendingItem scenario={scenario} selected={selected} onSelect={onSelect} />
                </li>
              );
            })}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
