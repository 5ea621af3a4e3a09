import { serverMessage } from '@ai-council/contracts';
import type { Agent, Communication } from '@ai-council/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@ai-council/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSendToAgent } from '../../../lib/api/send-to-agent';
import { ceoQuestion, chatEndMs, chatOpening, chatTimeline } from '../lib/agent-chat';
import { CEO_ID } from '../../../lib/executives';
import { useElapsed } from '../../../lib/use-elapsed';
import { AgentAvatar } from '@ai-council/ui';
import { useAgents, useCommunications } from '@ai-council/queries';

const TICK_MS = 250;

/** SPEC §2 Agent Chat: the board's latest messages play in, then the CEO answers for real. */
export function AgentChatTab() {
  const feed = useCommunications();
  const agents = useAgents();
  const [run, setRun] = useState(0);
  // The feed gains the CEO's exchange afterwards; the chat keeps the opening it started with.
  const [opening, setOpening] = useState<Communication[] | null>(null);
  useEffect(() => {
    if (opening === null && feed.data) setOpening(chatOpening(feed.data));
  }, [opening, feed.data]);

  if (feed.error || agents.error) {
    return (
      <p role="alert" className="ui-alert ui-alert--danger">
        <strong>The board channel is unavailable.</strong> {serverMessage(feed.error ?? agents.error)}
      </p>
    );
  }
  const ceo = agents.data?.find((a) => a.id === CEO_ID);
  if (!opening || !agents.data || !ceo) return <ChatPlaceholder />;
  return (
    <Conversation
      key={run}
      opening={opening}
      agents={agents.data}
      ceo={ceo}
      onReplay={() => {
        setOpening(null);
        setRun((n) => n + 1);
        void feed.refetch();
      }}
    />
  );
}

function Conversation({
  opening,
  agents,
  ceo,
  onReplay,
}: {
  opening: Communication[];
  agents: Agent[];
  ceo: Agent;
  onReplay: () => void;
}) {
  const ask = useSendToAgent();
  const endMs = chatEndMs(opening.length);
  const { elapsed } = useElapsed(true, TICK_MS, endMs);
  const timeline = chatTimeline(elapsed, opening.length);
  const byName = useMemo(() => new Map(agents.map((a) => [a.name, a])), [agents]);

  // Ask as soon as the opening has played, so the answer is ready when the CEO is due.
  const { mutate } = ask;
  const { openingDone } = timeline;
  const asked = useRef(false);
  useEffect(() => {
    if (!openingDone || asked.current) return;
    asked.current = true;
    mutate({ agentName: ceo.name, message: ceoQuestion(opening), priority: 'normal' });
  }, [openingDone, mutate, ceo.name, opening]);

  const answer = timeline.ceoDue ? ask.data?.reply : undefined;
  const typing = timeline.typing || (timeline.ceoDue && ask.isPending);

  return (
    <Card aria-labelledby="chat-title" className="council-chat">
      <CardHeader>
        <div className="ui-row ui-row--between">
          <CardTitle id="chat-title">Board channel</CardTitle>
          <Badge variant="outline">{opening.length} recent updates</Badge>
        </div>
        <CardDescription>The latest from your board, then {ceo.name} weighs in.</CardDescription>
      </CardHeader>
      <CardContent className="ui-stack">
        <ol className="council-feed council-chat__feed" aria-live="polite" aria-label="Chat messages">
          {opening.slice(0, timeline.visible).map((m) => (
            <ChatBubble key={m.id} message={m} agent={byName.get(m.from)} />
          ))}
          {typing ? (
            <li className="council-message council-message--pending" data-testid="ceo-typing">
              <AgentAvatar agent={{ id: ceo.id, avatar: ceo.avatar }} speaking />
              <div className="council-message__body">
                <span className="ui-subtle">{ceo.name} is typing…</span>
                <span className="council-typing" aria-hidden="true">
                  <i />
                  <i />
                  <i />
                </span>
              </div>
            </li>
          ) : null}
          {answer ? <ChatBubble message={answer} agent={ceo} highlight testId="ceo-message" /> : null}
        </ol>
        {timeline.ceoDue && ask.isError ? (
          <p role="alert" className="ui-alert ui-alert--danger">
            <strong>{ceo.name} could not answer.</strong> Try replaying the conversation.
          </p>
        ) : null}
        <div className="ui-row">
          <Button variant="outline" size="sm" onClick={onReplay} disabled={!answer && !ask.isError}>
            Replay conversation
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ChatBubble({
  message,
  agent,
  highlight = false,
  testId,
}: {
  message: Communication;
  agent: Agent | undefined;
  highlight?: boolean;
  testId?: string;
}) {
  return (
    <li
      className={highlight ? 'council-message council-message--highlight' : 'council-message'}
      data-testid={testId}
    >
      <AgentAvatar agent={{ id: agent?.id ?? 'system', avatar: agent?.avatar ?? '··' }} />
      <div className="council-message__body">
        <div className="council-message__head">
          <strong>{message.from}</strong>
          {agent ? <span className="ui-subtle">{agent.role}</span> : null}
          <span className="council-message__meta">
            {new Date(message.sentAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </span>
        </div>
        <p>{message.message}</p>
      </div>
    </li>
  );
}

function ChatPlaceholder() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>Board channel</CardTitle>
        <CardDescription>Opening the channel…</CardDescription>
      </CardHeader>
      <CardContent className="ui-stack">
        <Skeleton />
        <Skeleton />
      </CardContent>
    </Card>
  );
}
