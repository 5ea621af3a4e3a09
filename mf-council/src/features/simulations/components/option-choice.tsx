import type { SimulationScenario } from '@ai-council/contracts';
import { Badge, Button, Card, cn, Spinner } from '@ai-council/ui';
import { useMemo } from 'react';
import { analysisPhase, speakingAgentIndex } from '../../../lib/council-analysis';
import { executivesOf } from '../../../lib/executives';
import { analysisRequest, simulationConsensus, simulationVotes } from '../lib/simulation-analysis';
import type { ResolutionOption } from '../../../lib/simulation-scenarios';
import { useElapsed } from '../../../lib/use-elapsed';
import { CouncilAnalysisPanel } from './council-analysis-panel';
import { difficultyVariant } from './simulation-list';
import { useAgents, useCouncilSession, useSimulationOptions } from '@ai-council/queries';
import { formatMoney, outcomeOdds, capitalise } from '@ai-council/rules';
import type { SimulationOptionReturn } from '@ai-council/contracts';
import { formatMultiple, returnsByOption, runsBeforeText, shareOfFirstRun } from '../lib/option-returns';

/** How long the council's analysis plays out once the votes are in. */
export const ANALYSIS_MS = 10_000;
/** Without votes yet, the analysis waits just before the debate (SPEC §4: analyzing is 0-30 %). */
const WAIT_FOR_VOTES_MS = ANALYSIS_MS * 0.29;
const TICK_MS = 100;

const fullDollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * What the option returns in this game, stated before the player pays (in whole dollars, as its cost); for a
 * scenario run before, the diminished return the engine will apply this time.
 */
function ExpectedReturn({
  option,
  figures,
  status,
}: {
  option: ResolutionOption;
  figures: SimulationOptionReturn | undefined;
  status: 'pending' | 'error' | 'success';
}) {
  const optionId = option.id;
  if (!figures) {
    return (
      <p className="council-option__return ui-subtle" data-testid={`option-return-${optionId}`}>
        {status === 'pending' ? 'Expected return: working it out…' : 'Expected return unavailable just now.'}
      </p>
    );
  }
  // The worst outcome this option can have (the pilot cannot fail outright), and the best.
  const odds = outcomeOdds(option.successProbability);
  const worst = odds.failure > 0 ? 'failure' : 'partial';
  const lowest = figures.returnMultiples[worst].min;
  const highest = figures.returnMultiples.success.max;
  return (
    <div className="council-option__return">
      <p data-testid={`option-return-${optionId}`}>
        Expected return <strong>{formatMoney(figures.expectedReturn)}</strong> (
        {formatMultiple(figures.expectedMultiple)} the cost) · {formatMultiple(lowest)} to{' '}
        {formatMultiple(highest)} by outcome
      </p>
      {figures.runsBefore > 0 ? (
        <p className="council-option__diminished" data-testid={`option-diminished-${optionId}`}>
          Diminishing return: this scenario has run {runsBeforeText(figures.runsBefore)} in this game, so this
          run pays {shareOfFirstRun(figures.returnFactor)} of a first run (expected{' '}
          {formatMoney(figures.firstRunExpectedReturn)} the first time).
        </p>
      ) : null}
    </div>
  );
}

/** One option: what it costs, its odds, the council's votes for it, what it is expected to return. */
function OptionCard({
  option,
  figures,
  returnsStatus,
  recommended,
  choosingOptionId,
  votesLine,
  onChoose,
}: {
  option: ResolutionOption;
  figures: SimulationOptionReturn | undefined;
  returnsStatus: 'pending' | 'error' | 'success';
  recommended: boolean;
  choosingOptionId: string | null;
  votesLine: string;
  onChoose: (option: ResolutionOption) => void;
}) {
  const busy = choosingOptionId === option.id;
  return (
    <li>
      <Card
        className={cn('council-option', recommended && 'ui-card--selected')}
        data-testid={`option-${option.id}`}
      >
        <Card.Content className="council-option__body">
          <div className="council-option__text">
            <div className="ui-row">
              <strong>{option.title}</strong>
              <Badge variant="outline">{capitalise(option.approach)}</Badge>
              {(figures?.runsBefore ?? 0) > 0 ? <Badge variant="warning">Run before</Badge> : null}
              {recommended ? <Badge variant="success">Council pick</Badge> : null}
            </div>
            <p className="ui-muted">{option.description}</p>
            <div className="council-option__facts">
              <span>
                Cost <strong>{fullDollars(option.cost)}</strong>
              </span>
              <span>
                Success <strong>{Math.round(option.successProbability * 100)}%</strong>
              </span>
              <span className="council-option__votes">{votesLine}</span>
            </div>
            <ExpectedReturn option={option} figures={figures} status={returnsStatus} />
          </div>
          <Button
            variant={recommended ? 'primary' : 'secondary'}
            onClick={() => onChoose(option)}
            disabled={choosingOptionId !== null}
            aria-label={`Choose ${option.title} (${fullDollars(option.cost)})`}
          >
            {busy ? <Spinner size="sm" label="Applying the cost" /> : null}
            {busy ? 'Applying…' : 'Choose'}
          </Button>
        </Card.Content>
      </Card>
    </li>
  );
}

/** SPEC §4 option-choice view: the options, with the council's analysis running beside them. */
export function OptionChoice({
  scenario,
  choosingOptionId,
  onChoose,
}: {
  scenario: SimulationScenario;
  /** The option whose cost is being applied, while it is. */
  choosingOptionId: string | null;
  onChoose: (option: ResolutionOption) => void;
}) {
  const agents = useAgents();
  const returns = useSimulationOptions();
  const figures = useMemo(() => returnsByOption(returns.data?.options), [returns.data]);
  const council = useCouncilSession(analysisRequest(scenario));
  const ready = !!council.data && !!agents.data;
  const { elapsed } = useElapsed(true, TICK_MS, ready ? ANALYSIS_MS : WAIT_FOR_VOTES_MS);
  const progress = Math.min(100, (elapsed / ANALYSIS_MS) * 100);
  const phase = analysisPhase(progress);

  const executives = useMemo(() => (agents.data ? executivesOf(agents.data) : []), [agents.data]);
  const votes = useMemo(
    () => (council.data ? simulationVotes(council.data, scenario) : []),
    [council.data, scenario],
  );
  const consensus = useMemo(() => simulationConsensus(votes, scenario), [votes, scenario]);
  const speaking = speakingAgentIndex(progress, executives.length);
  const showVotes = phase === 'consensus' || phase === 'completed';
  const optionTitle = (id: string | null) =>
    scenario.resolutionOptions.find((o) => o.id === id)?.title ?? '—';

  return (
    <div className="council-choice">
      <section aria-labelledby="options-title" className="ui-stack">
        <div className="ui-row ui-row--between">
          <h3 id="options-title" className="ui-section-title">
            Choose your approach
          </h3>
          <Badge variant={difficultyVariant[scenario.difficulty]}>{capitalise(scenario.difficulty)}</Badge>
        </div>
        <p className="ui-muted">{scenario.description}</p>
        <ul className="ui-list">
          {scenario.resolutionOptions.map((option) => (
            <OptionCard
              key={option.id}
              option={option}
              figures={figures.get(option.id)}
              returnsStatus={returns.status}
              recommended={phase === 'completed' && consensus.recommendedOption === option.id}
              choosingOptionId={choosingOptionId}
              votesLine={showVotes ? `${consensus.votes[option.id] ?? 0} of ${votes.length} votes` : '\u00a0'}
              onChoose={onChoose}
            />
          ))}
        </ul>
      </section>

      <CouncilAnalysisPanel
        progress={progress}
        phase={phase}
        failed={!!council.error}
        executives={executives}
        votes={votes}
        consensus={consensus}
        speaking={speaking}
        optionTitle={optionTitle}
      />
    </div>
  );
}
