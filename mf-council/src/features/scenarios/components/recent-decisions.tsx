import type { Scenario } from '@ai-council/contracts';
import { Card, Skeleton } from '@ai-council/ui';
import { RECENT_DECISIONS_SHOWN } from '../lib/scenario-labels';
import { whenLabel } from '../../../lib/when-label';
import { GradeSummary } from './grade-summary';

/** SPEC §2 side panel: the 5 latest resolved scenarios with the player's decision and its grade. */
export function RecentDecisions({ decisions, loading }: { decisions: Scenario[]; loading: boolean }) {
  return (
    <Card role="region" aria-labelledby="recent-decisions-title">
      <Card.Header>
        <Card.Title id="recent-decisions-title">Recent Decisions</Card.Title>
        <Card.Description>
          Your last {RECENT_DECISIONS_SHOWN} decisions and how the board graded them
        </Card.Description>
      </Card.Header>
      <Card.Content>
        {loading ? (
          <Skeleton className="scn-side__skeleton" label="Loading decisions" />
        ) : decisions.length === 0 ? (
          <div className="ui-empty scn-empty scn-empty--compact" data-testid="no-recent-decisions">
            <p className="scn-empty__title">No decisions yet</p>
            <p>Resolve a scenario and its grade appears here.</p>
          </div>
        ) : (
          <ul className="scn-side-list" aria-label="Recent decisions">
            {decisions.map((scenario) => (
              <li key={scenario.id} className="scn-decision" data-testid="recent-decision">
                <div className="scn-decision__head">
                  <p className="scn-decision__title">{scenario.title}</p>
                  {scenario.resolvedAt ? (
                    <time className="ui-subtle" dateTime={scenario.resolvedAt}>
                      {whenLabel(scenario.resolvedAt)}
                    </time>
                  ) : null}
                </div>
                {scenario.playerDecision ? (
                  <p className="ui-clamp ui-clamp--3 scn-decision__text" data-testid="recent-decision-text">
                    {scenario.playerDecision}
                  </p>
                ) : null}
                {scenario.grade ? <GradeSummary grade={scenario.grade} compact /> : null}
              </li>
            ))}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
