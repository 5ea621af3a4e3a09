import { capitalise } from '@ai-council/rules';
import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, Badge, Card, cn, ErrorBoundary, Progress } from '@ai-council/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { type CouncilRecommendation, useAgents, useCouncilSession, paths } from '@ai-council/queries';
import type { CouncilSession } from '../lib/council-session';
import { executivesOf } from '../../../lib/executives';
import {
  DECISION_DELAY_MS,
  LIVE_PHASE_MS,
  LIVE_PHASES,
  liveCycle,
  livePhase,
  liveSpeaker,
  type LivePhase,
} from '../lib/live-council';
import { useElapsed } from '../../../lib/use-elapsed';
import { PhaseSteps } from '../../../components/phase-steps';
import { TabPlaceholder } from './tab-placeholder';

export interface CouncilDecision {
  recommendedOption: string;
  consensusLevel: number;
  question: string;
  decisionId?: string;
}

const TICK_MS = 250;

/** SPEC §3 council agent status while the council sits. */
type SeatStatus = 'active' | 'thinking' | 'speaking' | 'waiting';

function seatStatus(phase: LivePhase, speaking: boolean): SeatStatus {
  if (speaking && phase !== 'consensus') return 'speaking';
  if (phase === 'analysis') return 'thinking';
  if (phase === 'discussion') return 'waiting';
  return 'active';
}

/** SPEC §2 Live Council, guarded by its own error boundary (SPEC §8). */
export function LiveCouncilTab(props: {
  session: CouncilSession;
  onDecision: (decision: CouncilDecision) => void;
  lastDecision: CouncilDecision | null;
}) {
  return (
    <ErrorBoundary
      fallback={() => (
        <Card>
          <Card.Content>
            <p role="alert" className="ui-alert ui-alert--danger">
              Unable to load live agents. Please refresh the page.
            </p>
          </Card.Content>
        </Card>
      )}
    >
      <LiveCouncil {...props} />
    </ErrorBoundary>
  );
}

function LiveCouncil({
  session,
  onDecision,
  lastDecision,
}: {
  session: CouncilSession;
  onDecision: (decision: CouncilDecision) => void;
  lastDecision: CouncilDecision | null;
}) {
  // A failure here is the boundary's: 'Unable to load live agents.'
  const agents = useAgents();
  const council = useCouncilSession(session.request, { throwOnError: true });
  if (agents.error) throw agents.error;
  if (!agents.data || !council.data)
    return <TabPlaceholder title="Live council session" status="Calling the council to order…" lines={2} />;
  return (
    <Chamber
      key={JSON.stringify(session.request)}
      executives={executivesOf(agents.data)}
      recommendation={council.data}
      question={session.request.question}
      onDecision={onDecision}
      lastDecision={lastDecision}
    />
  );
}

/** SPEC §2: the decision callback fires 3 s after the council reaches consensus, once per cycle. */
function useDecisionAtConsensus(
  atConsensus: boolean,
  cycle: number,
  recommendation: CouncilRecommendation,
  question: string,
  onDecision: (decision: CouncilDecision) => void,
) {
  const decide = useRef(onDecision);
  useEffect(() => {
    decide.current = onDecision;
  });
  useEffect(() => {
    if (!atConsensus) return;
    const timer = setTimeout(
      () =>
        decide.current({
          recommendedOption: recommendation.recommendedOption,
          consensusLevel: recommendation.consensusLevel,
          question,
          decisionId: recommendation.decisionId,
        }),
      DECISION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [atConsensus, cycle, recommendation, question]);
}

function Chamber({
  executives,
  recommendation,
  question,
  onDecision,
  lastDecision,
}: {
  executives: Agent[];
  recommendation: CouncilRecommendation;
  question: string;
  onDecision: (decision: CouncilDecision) => void;
  lastDecision: CouncilDecision | null;
}) {
  const { elapsed } = useElapsed(true, TICK_MS);
  const phase = livePhase(elapsed);
  const speakerIndex = liveSpeaker(elapsed, executives.length);
  const votes = useMemo(
    () => new Map(recommendation.agentRecommendations.map((v) => [v.agentId, v])),
    [recommendation],
  );
  const atConsensus = phase === 'consensus';
  useDecisionAtConsensus(atConsensus, liveCycle(elapsed), recommendation, question, onDecision);
  const speaker = executives[speakerIndex];

  return (
    <div className="council-live">
      <Card aria-labelledby="live-title">
        <Card.Header>
          <div className="ui-row ui-row--between">
            <Card.Title id="live-title">Live council session</Card.Title>
            <span className="council-live__status" aria-live="polite">
              {atConsensus ? (
                <Badge variant="success">Consensus Reached</Badge>
              ) : (
                <Badge variant="default">
                  <span className="ui-dot council-pulse" aria-hidden="true" /> In session
                </Badge>
              )}
            </span>
          </div>
          <Card.Description data-testid="live-topic">{question}</Card.Description>
        </Card.Header>
        <Card.Content className="ui-stack">
          <PhaseSteps phases={LIVE_PHASES} current={phase} label="Council phase" />
          <Progress
            value={((elapsed % LIVE_PHASE_MS) / LIVE_PHASE_MS) * 100}
            label={`${capitalise(phase)} phase`}
          />
          <CouncilSeats
            executives={executives}
            phase={phase}
            speakerIndex={speakerIndex}
            votes={votes}
            recommendedOption={recommendation.recommendedOption}
          />
          <div className="council-stage" aria-live="polite">
            {atConsensus ? (
              <div className="council-decision" data-testid="live-decision">
                <h4 className="council-decision__title">Council Decision Reached</h4>
                <p>
                  <strong>{recommendation.recommendedOption}</strong> with {recommendation.consensusLevel}% of
                  the council in favour.
                </p>
              </div>
            ) : (
              <Speech
                speaker={speaker}
                vote={speaker ? votes.get(speaker.id) : undefined}
                phase={phase}
                question={question}
              />
            )}
          </div>
        </Card.Content>
      </Card>
      <DecisionRecord lastDecision={lastDecision} />
    </div>
  );
}

type Vote = CouncilRecommendation['agentRecommendations'][number];

function CouncilSeats({
  executives,
  phase,
  speakerIndex,
  votes,
  recommendedOption,
}: {
  executives: Agent[];
  phase: ReturnType<typeof livePhase>;
  speakerIndex: number;
  votes: Map<string, Vote>;
  recommendedOption: string;
}) {
  return (
    <ul className="council-seats" aria-label="Council members">
      {executives.map((agent, index) => {
        const status = seatStatus(phase, index === speakerIndex);
        const vote = votes.get(agent.id);
        const agrees = vote?.preferredOption === recommendedOption;
        return (
          <li
            key={agent.id}
            className={cn('ui-tile council-seat', status === 'speaking' && 'council-seat--speaking')}
            data-status={status}
          >
            <AgentAvatar agent={{ id: agent.id, avatar: agent.avatar }} speaking={status === 'speaking'} />
            <strong className="council-seat__name">{agent.name}</strong>
            <span className="ui-subtle council-seat__role">{agent.department}</span>
            <Badge variant={status === 'speaking' ? 'default' : 'outline'}>{capitalise(status)}</Badge>
            <span className="council-seat__vote">
              {phase === 'analysis' || !vote
                ? '—'
                : `${vote.confidence}% · ${agrees ? 'backs it' : 'dissents'}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Speech({
  speaker,
  vote,
  phase,
  question,
}: {
  speaker: Agent | undefined;
  vote: Vote | undefined;
  phase: ReturnType<typeof livePhase>;
  question: string;
}) {
  if (!speaker || !vote) return null;
  return (
    <div className="council-speech">
      <span className="council-eyebrow">
        {phase === 'analysis' ? `${speaker.name} is analysing` : `${speaker.name} has the floor`}
      </span>
      <p>
        {phase === 'analysis'
          ? `Reviewing ${speaker.department} before taking a position on “${question}”.`
          : vote.reasoning}
      </p>
      {phase === 'discussion' ? <Badge variant="secondary">Prefers: {vote.preferredOption}</Badge> : null}
    </div>
  );
}

function DecisionRecord({ lastDecision }: { lastDecision: CouncilDecision | null }) {
  return (
    <Card aria-labelledby="live-record-title" className="council-live__record">
      <Card.Header>
        <Card.Title id="live-record-title">Decision record</Card.Title>
        <Card.Description>Recorded 3 s after the council reaches consensus.</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack ui-stack--sm" data-testid="decision-record">
        {lastDecision ? (
          <>
            <strong>{lastDecision.recommendedOption}</strong>
            <span className="ui-muted">
              {lastDecision.consensusLevel}% consensus on “{lastDecision.question}”
            </span>
            {lastDecision.decisionId ? (
              <span className="ui-subtle">
                Waiting in your pending decisions on the{' '}
                <Link to={paths.financial.getHref()}>Financial Dashboard</Link>.
              </span>
            ) : null}
          </>
        ) : (
          <p className="ui-muted">No decision recorded yet.</p>
        )}
      </Card.Content>
    </Card>
  );
}
