import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, Badge, Card, cn, Progress } from '@ai-council/ui';
import { capitalise } from '@ai-council/rules';
import { PhaseSteps } from '../../../components/phase-steps';
import { agentAnalysisStatus, type AnalysisPhase, type Consensus } from '../../../lib/council-analysis';
import type { SimulationVote } from '../lib/simulation-analysis';

const PHASES: readonly AnalysisPhase[] = ['analyzing', 'debating', 'consensus', 'completed'];

interface AnalysisView {
  progress: number;
  executives: Agent[];
  votes: SimulationVote[];
  /** The executive speaking now, by index, if any. */
  speaking: number | null;
  optionTitle: (id: string | null) => string;
}

/** Each executive: analysing, then the option they back and how sure they are. */
function AnalysisAgents({ progress, executives, votes, speaking, optionTitle }: AnalysisView) {
  return (
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
              variant={status === 'completed' ? 'success' : status === 'agreeing' ? 'default' : 'outline'}
            >
              {capitalise(status)}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

/** What is said now: the speaking executive's reasoning, then the council's pick. */
function AnalysisSpeech({
  phase,
  speakingVote,
  consensus,
  optionTitle,
}: {
  phase: AnalysisPhase;
  speakingVote: SimulationVote | undefined;
  consensus: Consensus<string>;
  optionTitle: (id: string | null) => string;
}) {
  return (
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
  );
}

/** The council's analysis of a simulation's options, played out beside them (SPEC §4). */
export function CouncilAnalysisPanel(
  props: AnalysisView & { phase: AnalysisPhase; failed: boolean; consensus: Consensus<string> },
) {
  const { progress, phase, failed, votes, consensus, speaking, executives, optionTitle } = props;
  const speakingVote =
    speaking === null ? undefined : votes.find((v) => v.agentId === executives[speaking]?.id);
  return (
    <Card aria-labelledby="analysis-title" className="council-analysis">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="analysis-title">Council analysis</Card.Title>
          <span className="council-meter__value" data-testid="analysis-progress">
            {Math.round(progress)}%
          </span>
        </div>
        <Card.Description>The executives weigh the options and vote.</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        <PhaseSteps phases={PHASES} current={phase} label="Analysis phase" />
        <Progress value={progress} label="Council analysis progress" />
        {failed ? (
          <p role="alert" className="ui-alert ui-alert--danger">
            <strong>The council could not analyse this scenario.</strong> You can still choose an option.
          </p>
        ) : null}
        <AnalysisAgents
          progress={progress}
          executives={executives}
          votes={votes}
          speaking={speaking}
          optionTitle={optionTitle}
        />
        <AnalysisSpeech
          phase={phase}
          speakingVote={speakingVote}
          consensus={consensus}
          optionTitle={optionTitle}
        />
      </Card.Content>
    </Card>
  );
}
