import type { Agent, Scenario } from '@ai-council/contracts';
import { Badge, Card } from '@ai-council/ui';
import { whenLabel } from '../../../lib/when-label';
import { ScenarioAnalysis, type AnalysisEntry } from './scenario-analysis';
import { ScenarioDecisionForm } from './scenario-decision-form';
import { SeverityBadge } from './severity-badge';

/** The selected scenario: what happened, the decision form and the council's analyses. */
export function ScenarioDetail({
  scenario,
  agents,
  draft,
  onDraftChange,
  analyses,
  onAnalysis,
  onResolved,
}: {
  scenario: Scenario;
  agents: Agent[];
  draft: string;
  onDraftChange: (text: string) => void;
  analyses: AnalysisEntry[];
  onAnalysis: (entry: AnalysisEntry) => void;
  onResolved: (resolved: Scenario) => void;
}) {
  return (
    <Card
      className="scn-detail"
      role="region"
      aria-labelledby="selected-scenario-title"
      data-testid="scenario-detail"
    >
      <Card.Header className="scn-card-header">
        <div className="scn-detail__badges">
          <SeverityBadge severity={scenario.severity} />
          <Badge variant="outline" className="scn-detail__category">
            {scenario.category}
          </Badge>
          <span className="ui-subtle">Raised {whenLabel(scenario.createdAt)}</span>
        </div>
        <h2 id="selected-scenario-title" className="scn-detail__title">
          {scenario.title}
        </h2>
        <p className="scn-detail__description">{scenario.description}</p>
        {scenario.triggeringDepartments.length > 0 ? (
          <p className="scn-detail__departments">
            <span className="ui-subtle">Triggered by</span>
            {scenario.triggeringDepartments.map((department) => (
              <Badge key={department} variant="secondary">
                {department}
              </Badge>
            ))}
          </p>
        ) : null}
      </Card.Header>
      <Card.Content className="scn-detail__content">
        <ScenarioDecisionForm
          scenario={scenario}
          draft={draft}
          onDraftChange={onDraftChange}
          onResolved={onResolved}
        />
        <ScenarioAnalysis scenario={scenario} agents={agents} analyses={analyses} onAnalysis={onAnalysis} />
      </Card.Content>
    </Card>
  );
}
