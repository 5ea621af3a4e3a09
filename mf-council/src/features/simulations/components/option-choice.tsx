import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
  Spinner,
  cn,
} from '@ai-council/ui';
import { useMemo } from 'react';
import { useAgents, useCouncilSession, useSimulationOptions } from '@ai-council/queries';
import {
  agentAnalysisStatus,
  analysisPhase,
  speakingAgentIndex,
  type AnalysisPhase,
} from '../../../lib/council-analysis';
import { executivesOf } from '../../../lib/executives';
import { analysisRequest, scenarioConsensus, scenarioVotes } from '../lib/scenario-analysis';
import type { ResolutionOption, SimulationScenario } from '../../../lib/simulation-scenarios';
import { useElapsed } from '../../../lib/use-elapsed';
import { AgentAvatar } from '@ai-council/ui';
import { PhaseSteps } from '../../../components/phase-steps';
import { difficultyVariant } from './scenario-list';
import { formatCents, outcomeOdds, capitalise } from '@ai-council/rules';
import type { SimulationOptionReturn } from '@ai-council/contracts';
import { formatMultiple, returnsByOption, runsBeforeText, shareOfFirstRun } from '../lib/option-returns';

/** How long the council's analysis plays out once the votes are in. */
export const ANALYSIS_MS = 10_000;
/** Without votes yet, the analysis waits just before the debate (SPEC §4: analyzing is 0-30 %). */
const WAIT_FOR_VOTES_MS = ANALYSIS_MS * 0.29;
const TICK_MS = 100;
const PHASES: readonly AnalysisPhase[] = ['analyzing', 'debating', 'consensus', 'completed'];

const fullDollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * What the option returns in this game, stated before the player pays; for a
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
        Expected return <strong>{formatCents(figures.expectedReturn)}</strong> (
        {formatMultiple(figures.expectedMultiple)} the cost) · {formatMultiple(lowest)} to{' '}
        {formatMultiple(highest)} by outcome
      </p>
      {figures.runsBefore > 0 ? (
        <p className="council-option__diminished" data-testid={`option-diminished-${optionId}`}>
          Diminishing return: this scenario has run {runsBeforeText(figures.runsBefore)} in this game, so this
          run pays {shareOfFirstRun(figures.returnFactor)} of a first run (expected{' '}
          {formatCents(figures.firstRunExpectedReturn)} the first time).
        </p>
      ) : null}
    </div>
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
    () => (council.data ? scenarioVotes(council.data, scenario) : []),
    [council.data, scenario],
  );
  const consensus = useMemo(() => scenarioConsensus(votes, scenario), [votes, scenario]);
  const speaking = speakingAgentIndex(progress, executives.length);
  const speakingVote =
    speaking === null ? undefined : votes.find((v) => v.agentId === executives[speaking]?.id);
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
        <ul className="council-options">
          {scenario.resolutionOptions.map((option) => {
            const recommended = phase === 'completed' && consensus.recommendedOption === option.id;
            const busy = choosingOptionId === option.id;
            return (
              <li key={option.id}>
                <Card
                  className={cn('council-option', recommended && 'ui-card--selected')}
                  data-testid={`option-${option.id}`}
                >
                  <CardContent className="council-option__body">
                    <div className="council-option__text">
                      <div className="ui-row">
                        <strong>{option.title}</strong>
                        <Badge variant="outline">{capitalise(option.approach)}</Badge>
                        {(figures.get(option.id)?.runsBefore ?? 0) > 0 ? (
                          <Badge variant="warning">Run before</Badge>
                        ) : null}
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
                        <span className="council-option__votes">
                          {showVotes
                            ? `${consensus.votes[option.id] ?? 0} of ${votes.length} votes`
                            : '\u00a0'}
                        </span>
                      </div>
                      <ExpectedReturn
                        option={option}
                        figures={figures.get(option.id)}
                        status={returns.status}
                      />
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
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <Card aria-labelledby="analysis-title" className="council-analysis">
        <CardHeader>
          <div className="ui-row ui-row--between">
            <CardTitle id="analysis-title">Council analysis</CardTitle>
            <span className="council-meter__value" data-testid="analysis-progress">
              {Math.round(progress)}%
            </span>
          </div>
          <CardDescription>The executives weigh the options and vote.</CardDescription>
        </CardHeader>
        <CardContent className="ui-stack">
          <PhaseSteps phases={PHASES} current={phase} label="Analysis phase" />
          <Progress value={progress} label="Council analysis progress" />
          {council.error ? (
            <p role="alert" className="ui-alert ui-alert--danger">
              <strong>The council could not analyse this scenario.</strong> You can still choose an option.
            </p>
          ) : null}
          <ul className="council-analysis__agents">
            {executives.map((agent, index) => {
              const status = agentAnalysisStatus(progress, index, executives.length);
              const vote = votes.find((v) => v.agentId === agent.id);
              return (
                <li
                  key={agent.id}
                  className={cn(
                    'council-analysis__agent',
                    speaking === index && 'council-analysis__agent--speaking',
                  )}
                >
                  <AgentAvatar
                    agent={{ id: agent.id, avatar: agent.avatar }}
                    size="sm"
                    speaking={speaking === index}
                  />
                  <div className="council-analysis__who">
                    <strong>{agent.name}</strong>
                    <span className="ui-subtle">
                      {status === 'analyzing' || !vote
                        ? agent.role
                        : `${vote.confidence}% · backs ${optionTitle(vote.optionId)}`}
                    </span>
                  </div>
                  <Badge
                    variant={
                      status === 'completed' ? 'success' : status === 'agreeing' ? 'default' : 'outline'
                    }
                  >
                    {capitalise(status)}
                  </Badge>
                </li>
              );
            })}
          </ul>
          <div className="council-analysis__speech" aria-live="polite">
            {speakingVote ? (
              <p>
                <strong>{speakingVote.agentName}:</strong> {speakingVote.reasoning}
              </p>
            ) : phase === 'completed' && consensus.recommendedOption ? (
              <div className="ui-stack ui-stack--sm">
                <p data-testid="analysis-recommendation">
                  Recommended: <strong>{optionTitle(consensus.recommendedOption)}</strong> ·{' '}
                  {consensus.consensusLevel}% consensus
                </p>
                <Progress
                  value={consensus.consensusLevel}
                  label={`Consensus level ${consensus.consensusLevel}%`}
                  tone="success"
                />
              </div>
            ) : phase === 'consensus' ? (
              <p className="ui-muted">Converging on a recommendation…</p>
            ) : (
              <p className="ui-muted">Reviewing the numbers…</p>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
