import { capitalise } from '@ai-council/rules';
import { serverMessage } from '@ai-council/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
  Skeleton,
} from '@ai-council/ui';
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
import { CouncilMessageItem } from './council-message-item';
import { useElapsed } from '../../../lib/use-elapsed';
import { AgentAvatar } from '@ai-council/ui';
import { PhaseSteps } from '../../../components/phase-steps';

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
        <CardContent className="ui-stack">
          <p role="alert" className="ui-alert ui-alert--danger">
            <strong>The council could not convene.</strong> {serverMessage(council.error ?? agents.error)}
          </p>
          <Button variant="outline" onClick={() => void council.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!council.data || !agents.data) return <DiscussionPlaceholder />;
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

/** The next speaker, typing. */
function PreparingMessage({
  next,
  avatar,
}: {
  next: { agentId: string; agentName: string };
  avatar: string;
}) {
  return (
    <li className="council-message council-message--pending" aria-label={`${next.agentName} is preparing`}>
      <AgentAvatar agent={{ id: next.agentId, avatar }} speaking />
      <div className="council-message__body">
        <span className="ui-subtle">{next.agentName} is preparing a response…</span>
        <span className="council-typing" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
      </div>
    </li>
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
        <CardHeader>
          <CardTitle id="climate-title">Conversation climate</CardTitle>
          <CardDescription>
            {crisis ? 'Crisis footing: tension starts high.' : 'How the room feels, message by message.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ClimateMeters climate={climate} />
        </CardContent>
      </Card>
      <Card aria-labelledby="deep-outcome-title">
        <CardHeader>
          <CardTitle id="deep-outcome-title">Where it lands</CardTitle>
        </CardHeader>
        <CardContent className="ui-stack ui-stack--sm council-landing">
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
        </CardContent>
      </Card>
    </aside>
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
        <CardHeader>
          <div className="ui-row ui-row--between">
            <CardTitle id="deep-title">Boardroom discussion</CardTitle>
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
          <CardDescription data-testid="deep-topic">{session.request.question}</CardDescription>
        </CardHeader>
        <CardContent className="ui-stack">
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
            {next ? <PreparingMessage next={next} avatar={initials.get(next.agentId) ?? ''} /> : null}
          </ol>
        </CardContent>
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

function DiscussionPlaceholder() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>Boardroom discussion</CardTitle>
        <CardDescription>Convening the council…</CardDescription>
      </CardHeader>
      <CardContent className="ui-stack">
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </CardContent>
    </Card>
  );
}
