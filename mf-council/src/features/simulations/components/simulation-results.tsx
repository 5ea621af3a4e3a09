import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
} from '@ai-council/ui';
import { impactCategory, type SimulationResult } from '../../../lib/simulation';
import type {
  ResolutionOption,
  SimulationOutcome,
  SimulationScenario,
} from '../../../lib/simulation-scenarios';
import { capitalise } from '../../../components/phase-steps';

export const outcomeLabel: Record<SimulationOutcome, string> = {
  success: 'Success',
  partial: 'Partial Success',
  failure: 'Failure',
};
const outcomeVariant = { success: 'success', partial: 'warning', failure: 'danger' } as const;
const outcomeTone = { success: 'success', partial: 'warning', failure: 'danger' } as const;

/** SPEC §4 results: the drawn outcome, its impact and category, and the learnings. */
export function SimulationResults({
  scenario,
  option,
  result,
  rehearsal = false,
  onAgain,
}: {
  scenario: SimulationScenario;
  option: ResolutionOption;
  result: SimulationResult;
  /** No cost was applied, so nothing was settled: the outcome is only what might have happened. */
  rehearsal?: boolean;
  onAgain: () => void;
}) {
  const category = impactCategory(result.impact);
  return (
    <Card aria-labelledby="results-title" className="council-results" data-testid="simulation-results">
      <CardHeader>
        <div className="ui-row ui-row--between">
          <CardTitle id="results-title">Simulation results</CardTitle>
          <Badge variant={outcomeVariant[result.outcome]} data-testid="simulation-outcome">
            {outcomeLabel[result.outcome]}
          </Badge>
        </div>
        <CardDescription>
          {scenario.title} · {option.title}
        </CardDescription>
      </CardHeader>
      <CardContent className="ui-stack">
        {rehearsal ? (
          <p className="ui-alert" data-testid="simulation-rehearsal">
            The cost could not be applied, so this run was a rehearsal: no money moved and nothing was
            settled.
          </p>
        ) : null}
        <div className="council-results__impact">
          <div>
            <span className="ui-stat__label">Impact</span>
            <p className="ui-stat__value" data-testid="simulation-impact">
              {result.impact}%
            </p>
          </div>
          <div>
            <span className="ui-stat__label">Category</span>
            <p className="ui-stat__value">{capitalise(category)}</p>
          </div>
          <div>
            <span className="ui-stat__label">Invested</span>
            <p className="ui-stat__value">${option.cost.toLocaleString('en-US')}</p>
          </div>
        </div>
        <Progress
          value={result.impact}
          label={`Impact ${result.impact}%`}
          tone={outcomeTone[result.outcome]}
        />
        <section aria-labelledby="learnings-title" className="ui-stack ui-stack--sm">
          <h4 id="learnings-title" className="council-subheading">
            Learnings
          </h4>
          <ul className="council-learnings">
            {result.learnings.map((learning) => (
              <li key={learning}>{learning}</li>
            ))}
          </ul>
        </section>
        <p className="ui-subtle">The council debriefs this result in Deep Communication.</p>
        <div className="ui-row">
          <Button onClick={onAgain}>Run another scenario</Button>
        </div>
      </CardContent>
    </Card>
  );
}
