import type { SimulationOutcome, SimulationScenario } from '@ai-council/contracts';
import type { CompleteSimulationResponse } from '@ai-council/contracts';
import { formatCents, capitalise } from '@ai-council/rules';
import { Badge, Button, Card, Progress, Spinner } from '@ai-council/ui';
import type { ReactNode } from 'react';
import { impactCategory, type SimulationResult } from '../../../lib/simulation';
import type { ResolutionOption } from '../../../lib/simulation-scenarios';
import { formatMultiple, runsBeforeText, shareOfFirstRun } from '../lib/option-returns';

export const outcomeLabel: Record<SimulationOutcome, string> = {
  success: 'Success',
  partial: 'Partial Success',
  failure: 'Failure',
};
const outcomeVariant = { success: 'success', partial: 'warning', failure: 'danger' } as const;
const outcomeTone = { success: 'success', partial: 'warning', failure: 'danger' } as const;

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/** A run's results card before its outcome is known: the scenario and the option it ran. */
function RunCard({
  scenario,
  option,
  testId,
  contentClassName,
  children,
}: {
  scenario: SimulationScenario;
  option: ResolutionOption;
  testId: string;
  contentClassName: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby="results-title" className="council-results" data-testid={testId}>
      <Card.Header>
        <Card.Title id="results-title">Simulation results</Card.Title>
        <Card.Description>
          {scenario.title} · {option.title}
        </Card.Description>
      </Card.Header>
      <Card.Content className={contentClassName}>{children}</Card.Content>
    </Card>
  );
}

/** The run has finished; svc-game is revealing its outcome. */
export function SettlingResults({
  scenario,
  option,
}: {
  scenario: SimulationScenario;
  option: ResolutionOption;
}) {
  return (
    <RunCard scenario={scenario} option={option} testId="simulation-settling" contentClassName="ui-row">
      <Spinner size="sm" label="Measuring the results" />
      <span className="ui-muted">Measuring the results…</span>
    </RunCard>
  );
}

/** What completing booked: the return, where it went, and the net worth it added. */
function ReturnBooked({
  settled,
  option,
}: {
  settled: CompleteSimulationResponse;
  option: ResolutionOption;
}) {
  return (
    <section aria-labelledby="return-title" className="ui-stack ui-stack--sm" data-testid="simulation-return">
      <h4 id="return-title" className="council-subheading">
        Return
      </h4>
      <dl className="council-facts council-facts--three">
        <div>
          <dt>Returned</dt>
          <dd data-testid="simulation-return-value">{formatCents(settled.returnValue)}</dd>
        </div>
        <div>
          <dt>Of the cost</dt>
          <dd>{formatMultiple(settled.returnMultiple)}</dd>
        </div>
        <div>
          <dt>Net worth</dt>
          <dd data-testid="simulation-net-worth-change">{signed(settled.netWorthChange)}</dd>
        </div>
      </dl>
      <p className="ui-muted" data-testid="simulation-booked">
        Booked now: {formatCents(settled.booked.assets)} in assets and {formatCents(settled.booked.cash)} in
        cash, against the {formatCents(option.cost * 100)} invested.
      </p>
      {settled.runsBefore > 0 ? (
        <p className="ui-muted" data-testid="simulation-diminished">
          This scenario had run {runsBeforeText(settled.runsBefore)} before, so this run paid{' '}
          {shareOfFirstRun(settled.returnFactor)} of a first run&rsquo;s return.
        </p>
      ) : null}
    </section>
  );
}

/** A paid run whose outcome svc-game could not reveal yet: ask again, or run another. */
function UnsettledResults({
  scenario,
  option,
  retrying,
  onRetry,
  onAgain,
}: {
  scenario: SimulationScenario;
  option: ResolutionOption;
  retrying: boolean;
  onRetry: (() => void) | undefined;
  onAgain: () => void;
}) {
  return (
    <RunCard scenario={scenario} option={option} testId="simulation-results" contentClassName="ui-stack">
      <p role="alert" className="ui-alert ui-alert--danger" data-testid="simulation-unsettled">
        The game could not reveal this run&rsquo;s outcome just now. It is kept, paid for, until it is
        revealed.
      </p>
      <div className="ui-row">
        {onRetry ? (
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner size="sm" label="Asking again" /> : null}
            Reveal the outcome
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onAgain}>
          Run another scenario
        </Button>
      </div>
    </RunCard>
  );
}

/** The run's impact, its category and what was invested, side by side. */
function ImpactFigures({
  impact,
  category,
  invested,
}: {
  impact: number;
  category: string;
  invested: number;
}) {
  return (
    <div className="council-results__impact">
      <div>
        <span className="ui-stat__label">Impact</span>
        <p className="ui-stat__value" data-testid="simulation-impact">
          {impact}%
        </p>
      </div>
      <div>
        <span className="ui-stat__label">Category</span>
        <p className="ui-stat__value">{capitalise(category)}</p>
      </div>
      <div>
        <span className="ui-stat__label">Invested</span>
        <p className="ui-stat__value">${invested.toLocaleString('en-US')}</p>
      </div>
    </div>
  );
}

/** SPEC §4 results: the outcome svc-game revealed, its impact and category, the return booked, and the learnings. */
export function SimulationResults({
  scenario,
  option,
  result,
  settled = null,
  rehearsal = false,
  retrying = false,
  onRetry,
  onAgain,
}: {
  scenario: SimulationScenario;
  option: ResolutionOption;
  /** Null when the run was paid for but its outcome could not be fetched yet. */
  result: SimulationResult | null;
  /** simulations/complete's answer: what was revealed and booked. */
  settled?: CompleteSimulationResponse | null;
  /** No cost was applied, so nothing was settled: the outcome is only what might have happened. */
  rehearsal?: boolean;
  retrying?: boolean;
  /** Asks svc-game again for an outcome it could not give. */
  onRetry?: () => void;
  onAgain: () => void;
}) {
  if (!result) {
    return (
      <UnsettledResults
        scenario={scenario}
        option={option}
        retrying={retrying}
        onRetry={onRetry}
        onAgain={onAgain}
      />
    );
  }
  const category = impactCategory(result.impact);
  return (
    <Card aria-labelledby="results-title" className="council-results" data-testid="simulation-results">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="results-title">Simulation results</Card.Title>
          <Badge variant={outcomeVariant[result.outcome]} data-testid="simulation-outcome">
            {outcomeLabel[result.outcome]}
          </Badge>
        </div>
        <Card.Description>
          {scenario.title} · {option.title}
        </Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        {rehearsal ? (
          <p className="ui-alert" data-testid="simulation-rehearsal">
            The cost could not be applied, so this run was a rehearsal: no money moved and nothing was
            settled.
          </p>
        ) : null}
        <ImpactFigures impact={result.impact} category={category} invested={option.cost} />
        <Progress
          value={result.impact}
          label={`Impact ${result.impact}%`}
          tone={outcomeTone[result.outcome]}
        />
        {settled ? <ReturnBooked settled={settled} option={option} /> : null}
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
      </Card.Content>
    </Card>
  );
}
