import {
  SIMULATION_SCENARIOS,
  type SimulationDifficulty,
  type SimulationScenario,
} from '@ai-council/contracts';
import { Badge, Button, Card } from '@ai-council/ui';
import { formatMoney, capitalise } from '@ai-council/rules';

export const difficultyVariant: Record<SimulationDifficulty, 'success' | 'default' | 'warning' | 'danger'> = {
  easy: 'success',
  medium: 'default',
  hard: 'warning',
  expert: 'danger',
};

/** SPEC §4: the list of the three simulation scenarios. */
export function SimulationList({ onSelect }: { onSelect: (scenario: SimulationScenario) => void }) {
  return (
    <div className="council-scenarios">
      {SIMULATION_SCENARIOS.map((scenario) => (
        <Card key={scenario.id} className="council-scenario" aria-labelledby={`scenario-${scenario.id}`}>
          <Card.Header>
            <div className="ui-row ui-row--between">
              <Badge variant={difficultyVariant[scenario.difficulty]}>
                {capitalise(scenario.difficulty)}
              </Badge>
              <span className="ui-subtle">{scenario.duration} s simulation</span>
            </div>
            <Card.Title id={`scenario-${scenario.id}`}>{scenario.title}</Card.Title>
            <Card.Description>{scenario.description}</Card.Description>
          </Card.Header>
          <Card.Content>
            <dl className="council-facts council-facts--three">
              <div>
                <dt>Budget</dt>
                <dd>{formatMoney(scenario.parameters.budget)}</dd>
              </div>
              <div>
                <dt>Timeframe</dt>
                <dd>{scenario.parameters.timeframe}</dd>
              </div>
              <div>
                <dt>Risk</dt>
                <dd>{scenario.parameters.riskLevel}/100</dd>
              </div>
            </dl>
          </Card.Content>
          <Card.Footer className="council-scenario__footer">
            {/* The visible word starts the accessible name (WCAG 2.5.3); the title says which scenario. */}
            <Button onClick={() => onSelect(scenario)}>
              Select<span className="ui-sr-only"> {scenario.title}</span>
            </Button>
          </Card.Footer>
        </Card>
      ))}
    </div>
  );
}
