import { capitalise } from '@ai-council/rules';
import { serverMessage } from '@ai-council/contracts';
import { Badge, Button, Card, Progress } from '@ai-council/ui';
import { useMemo, useState } from 'react';
import type { Agent } from '@ai-council/contracts';
import { type CouncilRecommendation, useAgents, useCouncilSession } from '@ai-council/queries';
import { isCrisis, type CouncilSession } from '../lib/council-session';
import {
  CLIMATE_METERS,
  DEEP_PHASES,
  climateAfter,
  deepPhase,
  initialClimate,
  SPEAKING_INTERVAL_MS,
  type Climate,
} from '../lib/conversation-climate';
import { CouncilMessageItem, TypingMessage } from './council-message-item';
import { useElapsed } from '../../../lib/use-elapsed';
import { PhaseSteps } from '../../../components/phase-steps';
import { TabPlaceholder } from './tab-placeholder';

const TICK_MS = 250;
const CONSENSUS_AT_MS = 15_000;

const meterTone = {
  tension: 'danger',
  confidence: 'success',
  urgency: 'warning',
  collaboration: 'primary',
} as const;

const sourceLabel: Record<CouncilSession['source'], string> = {
  opening: 'Quarterly priorities',
  question: 'Your question',
  simulation: 'Simulation debrief',
};

/** SPEC §2/§4 Deep Communication: the council's real answers, played back with the room's climate. */
export function DeepCommunicationTab({ session }: { session: CouncilSession }) {
  const agents = useAgents();
  const council = useCouncilSession(session.request);
  // A new session (or a replay) restarts the discussion from the first speaker.
  const [run, setRun] = useState(0);
  const key = `${JSON.stringify(session.request)}#${run}`;

  if (council.error || agents.error) {
    return (
      <Card>
        <Card.Content className="ui-stack">
          <p role="alert" className="ui-alert ui-alert--danger">
            <strong>The council could not convene.</strong> {serverMessage(council.error ?? agents.error)}
          </p>
          <Button variant="outline" onClick={() => void council.refetch()}>
            Try again
          </Button>
        </Card.Content>
      </Card>
    );
  }
  if (!council.data || !agents.data)
    return <TabPlaceholder title="Boardroom discussion" status="Convening the council…" lines={3} />;
  return (
    <Discussion
      key={key}
      session={session}
      recommendation={council.data}
      agents={agents.data}
      onReplay={() => setRun((n) => n + 1)}
    />
  );
}

/** Beside the discussion: the room's climate, and where it lands. */
function DiscussionSide({
  crisis,
  climate,
  phase,
  recommendedOption,
  stopped,
  onReplay,
}: {
  crisis: boolean;
  climate: Climate;
  phase: ReturnType<typeof deepPhase>;
  recommendedOption: string;
  stopped: boolean;
  onReplay: () => void;
}) {
  return (
    <aside className="ui-stack council-deep__side">
      <Card aria-labelledby="climate-title">
        <Card.Header>
          <Card.Title id="climate-title">Conversation climate</Card.Title>
          <Card.Description>
            {crisis ? 'Crisis footing: tension starts high.' : 'How the room feels, message by message.'}
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <ClimateMeters climate={climate} />
        </Card.Content>
      </Card>
      <Card aria-labelledby="deep-outcome-title">
        <Card.Header>
          <Card.Title id="deep-outcome-title">Where it lands</Card.Title>
        </Card.Header>
        <Card.Content className="ui-stack ui-stack--sm council-landing">
          {phase === 'consensus' ? (
            <>
              <Badge variant="success">Consensus</Badge>
              <strong>{recommendedOption}</strong>
            </>
          ) : (
            <p className="ui-muted">The council has not settled yet.</p>
          )}
          <Button variant="outline" size="sm" onClick={onReplay} disabled={!stopped}>
            Replay discussion
          </Button>
        </Card.Content>
      </Card>
    </aside>
  );
}

/** The discussion's title, where it came from, its impact and the question on the table. */
function DiscussionHeader({ session }: { session: CouncilSession }) {
  return (
    <Card.Header>
      <div className="ui-row ui-row--between">
        <Card.Title id="deep-title">Boardroom discussion</Card.Title>
        <div className="ui-row">
          <Badge variant="outline">{sourceLabel[session.source]}</Badge>
          {session.impact ? (
            <Badge
              variant={
                session.impact === 'crisis'
                  ? 'danger'
                  : session.impact === 'expansion'
                    ? 'success'
                    : 'default'
              }
            >
              {capitalise(session.impact)}
            </Badge>
          ) : null}
        </div>
      </div>
      <Card.Description data-testid="deep-topic">{session.request.question}</Card.Description>
    </Card.Header>
  );
}

function Discussion({
  session,
  recommendation,
  agents,
  onReplay,
}: {
  session: CouncilSession;
  recommendation: CouncilRecommendation;
  agents: Agent[];
  onReplay: () => void;
}) {
  const urgency = session.request.context.urgency;
  // svc-council wrote the deliberation; the room only paces it.
  const messages = recommendation.deliberation;
  const initials = useMemo(() => new Map(agents.map((a) => [a.id, a.avatar])), [agents]);
  const speakerOf = useMemo(() => new Map(messages.map((m) => [m.id, m.agentName])), [messages]);
  const total = messages.length;
  // The last speaker, or the consensus phase at 15 s, whichever comes later.
  const endMs = Math.max((total - 1) * SPEAKING_INTERVAL_MS, CONSENSUS_AT_MS);
  const { elapsed } = useElapsed(true, TICK_MS, endMs);
  const stopped = elapsed >= endMs;
  const visible = Math.min(total, Math.floor(elapsed / SPEAKING_INTERVAL_MS) + 1);
  const shown = messages.slice(0, visible);
  const phase = deepPhase(elapsed);
  const crisis = isCrisis(session);
  const climate = climateAfter(initialClimate({ urgency, crisis }), shown);
  const next = visible < total ? messages[visible] : null;

  return (
    <div className="council-deep">
      <Card aria-labelledby="deep-title" className="council-deep__main">
        <DiscussionHeader session={session} />
        <Card.Content className="ui-stack">
          <PhaseSteps phases={DEEP_PHASES} current={phase} label="Discussion phase" />
          <ol className="ui-list council-feed" aria-live="polite" aria-label="Council messages">
            {shown.map((m) => (
              <CouncilMessageItem
                key={m.id}
                message={m}
                avatar={initials.get(m.agentId) ?? ''}
                replyToName={m.replyTo ? speakerOf.get(m.replyTo) : undefined}
              />
            ))}
            {next ? (
              <TypingMessage
                agent={{ id: next.agentId, avatar: initials.get(next.agentId) ?? '' }}
                status={`${next.agentName} is preparing a response…`}
                aria-label={`${next.agentName} is preparing`}
              />
            ) : null}
          </ol>
        </Card.Content>
      </Card>

      <DiscussionSide
        crisis={crisis}
        climate={climate}
        phase={phase}
        recommendedOption={recommendation.recommendedOption}
        stopped={stopped}
        onReplay={onReplay}
      />
    </div>
  );
}

export function ClimateMeters({ climate }: { climate: Climate }) {
  return (
    <ul className="ui-list council-climate" data-testid="climate">
      {CLIMATE_METERS.map((meter) => (
        <li key={meter} className="council-meter">
          <div className="ui-row ui-row--between">
            <span className="council-meter__label">{capitalise(meter)}</span>
            <span className="council-meter__value" data-testid={`climate-${meter}`}>
              {climate[meter]}
            </span>
          </div>
          <Progress
            value={climate[meter]}
            label={`${capitalise(meter)} ${climate[meter]}`}
            tone={meterTone[meter]}
          />
        </li>
      ))}
    </ul>
  );
}
