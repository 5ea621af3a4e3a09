import { serverMessage } from '@ai-council/contracts';
import type { Agent, Communication } from '@ai-council/contracts';
import { AgentAvatar, Badge, Button, Card, Input, Label } from '@ai-council/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  useAgentConversation,
  useAgents,
  useCommunications,
  useFinancialLatest,
  useSendToAgent,
} from '@ai-council/queries';
import {
  CHAT_CEO_TYPING_MS,
  ceoQuestion,
  ceoTake,
  chatOpening,
  chatScriptEndMs,
  chatTimeline,
} from '../lib/agent-chat';
import { CEO_ID } from '../../../lib/executives';
import { useElapsed } from '../../../lib/use-elapsed';
import { TypingMessage } from './council-message-item';
import { TabPlaceholder } from './tab-placeholder';

const TICK_MS = 250;
/** How much of the conversation with the CEO the tab shows. */
const THREAD_MESSAGES = 8;

/**
 * SPEC §2 Agent Chat: the board's latest messages play in every 2.5 s, then
 * the CEO types for 3 s and gives a take on them 2 s later, then the
 * conversation with the CEO so far. Opening the tab only reads (issue 10,
 * "reads never write"): the take is generated from what the board raised and
 * the books, and the CEO is asked (and answers are stored) only when the
 * player sends a question.
 */
export function AgentChatTab() {
  const feed = useCommunications();
  const agents = useAgents();
  const [run, setRun] = useState(0);
  // The feed gains the player's exchanges afterwards; the chat keeps the opening it started with.
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
  if (!opening || !agents.data || !ceo)
    return <TabPlaceholder title="Board channel" status="Opening the channel…" lines={2} />;
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

/** The player's side of the chat with the CEO: the draft, the question under way, and the CEO "typing". */
function useCeoQuestions(ceo: Agent, scriptTyping: boolean) {
  const ask = useSendToAgent();
  const [draft, setDraft] = useState('');
  // After a question the CEO types for 3 s too (SPEC §2), however fast the answer came.
  const asked = !ask.isIdle;
  const replyClock = useElapsed(asked, TICK_MS, CHAT_CEO_TYPING_MS);
  const typing = scriptTyping || ask.isPending || (ask.isSuccess && replyClock.elapsed < CHAT_CEO_TYPING_MS);

  const send = (message: string, { typed }: { typed: boolean }) => {
    const text = message.trim();
    if (!text || ask.isPending) return;
    replyClock.reset();
    ask.mutate(
      { agentName: ceo.name, message: text, priority: 'normal' },
      {
        // The typed question leaves the box once it is sent; a failed one stays to try again.
        onSuccess: () => {
          if (typed) setDraft('');
        },
        onError: (error) => console.error('Asking the CEO failed', error),
      },
    );
  };
  return { ask, asked, typing, draft, setDraft, send };
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
  const { elapsed } = useElapsed(true, TICK_MS, chatScriptEndMs(opening.length));
  const timeline = chatTimeline(elapsed, opening.length);
  const history = useAgentConversation(ceo.name);
  const questions = useCeoQuestions(ceo, timeline.ceoTyping);
  const { ask, typing } = questions;
  const thread = threadOf(history.data ?? [], ask.data, typing);

  return (
    <Card aria-labelledby="chat-title" className="council-chat">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="chat-title">Board channel</Card.Title>
          <Badge variant="outline">{opening.length} recent updates</Badge>
        </div>
        <Card.Description>The latest from your board; ask {ceo.name} for a call on it.</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        <ChatFeed
          opening={opening}
          agents={agents}
          ceo={ceo}
          timeline={timeline}
          thread={thread}
          pendingQuestion={ask.isPending ? ask.variables?.message : undefined}
          typing={typing}
        />
        {timeline.ceoTakeShown && history.isSuccess && thread.length === 0 && !questions.asked ? (
          <p className="ui-muted" data-testid="ceo-chat-empty">
            You have not asked {ceo.name} anything yet. Ask for a call on what the board raised, or write your
            own question.
          </p>
        ) : null}
        {ask.isError ? (
          <p role="alert" className="ui-alert ui-alert--danger">
            <strong>{ceo.name} could not answer.</strong> {serverMessage(ask.error)}
          </p>
        ) : null}
        <AskCeoForm
          ceo={ceo}
          questions={questions}
          openingDone={timeline.openingDone}
          onAskForCall={() => questions.send(ceoQuestion(opening), { typed: false })}
          onReplay={onReplay}
        />
      </Card.Content>
    </Card>
  );
}

/** The board's opening updates as they arrive, the CEO's take, then the conversation with the CEO. */
function ChatFeed({
  opening,
  agents,
  ceo,
  timeline,
  thread,
  pendingQuestion,
  typing,
}: {
  opening: Communication[];
  agents: Agent[];
  ceo: Agent;
  timeline: ReturnType<typeof chatTimeline>;
  thread: Communication[];
  pendingQuestion: string | undefined;
  typing: boolean;
}) {
  const books = useFinancialLatest();
  const [startedAt] = useState(() => Date.now());
  const byName = useMemo(() => new Map(agents.map((a) => [a.name, a])), [agents]);
  return (
    <ol className="ui-list council-feed council-chat__feed" aria-live="polite" aria-label="Chat messages">
      {opening.slice(0, timeline.visible).map((m) => (
        <ChatBubble key={m.id} message={m} agent={byName.get(m.from)} />
      ))}
      {timeline.ceoTakeShown ? (
        <ChatBubble
          message={{
            id: 'ceo-take',
            from: ceo.name,
            to: null,
            message: ceoTake(opening, books.data),
            sentAt: new Date(startedAt + chatScriptEndMs(opening.length)).toISOString(),
            type: 'response',
            priority: 'normal',
          }}
          agent={ceo}
          highlight
          testId="ceo-take"
        />
      ) : null}
      {timeline.ceoTakeShown
        ? thread.map((m) => (
            <ChatBubble
              key={m.id}
              message={m}
              agent={m.from === ceo.name ? ceo : byName.get(m.from)}
              highlight={m.from === ceo.name}
              testId={m.from === ceo.name ? 'ceo-message' : undefined}
            />
          ))
        : null}
      {pendingQuestion ? <PendingQuestion text={pendingQuestion} /> : null}
      {typing ? (
        <TypingMessage
          agent={{ id: ceo.id, avatar: ceo.avatar }}
          status={`${ceo.name} is typing…`}
          data-testid="ceo-typing"
        />
      ) : null}
    </ol>
  );
}

function PendingQuestion({ text }: { text: string }) {
  return (
    <li className="council-message council-message--pending">
      <AgentAvatar agent={PLAYER_AVATAR} />
      <div className="council-message__body">
        <div className="council-message__head">
          <strong>{PLAYER}</strong>
        </div>
        <p>{text}</p>
      </div>
    </li>
  );
}

function AskCeoForm({
  ceo,
  questions,
  openingDone,
  onAskForCall,
  onReplay,
}: {
  ceo: Agent;
  questions: ReturnType<typeof useCeoQuestions>;
  openingDone: boolean;
  onAskForCall: () => void;
  onReplay: () => void;
}) {
  const { ask, draft, setDraft, send } = questions;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft, { typed: true });
  };
  return (
    <form className="ui-stack ui-stack--sm" onSubmit={submit} aria-label={`Ask ${ceo.name}`}>
      <Label htmlFor="ceo-question" className="ui-sr-only">
        Your question for {ceo.name}
      </Label>
      <Input
        id="ceo-question"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={`Ask ${ceo.name}…`}
        maxLength={2000}
        autoComplete="off"
      />
      <div className="ui-row">
        <Button type="submit" size="sm" disabled={draft.trim() === '' || ask.isPending}>
          Send
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onAskForCall}
          disabled={!openingDone || ask.isPending}
        >
          Ask for a call on these updates
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onReplay} disabled={!openingDone}>
          Replay updates
        </Button>
      </div>
    </form>
  );
}

/**
 * The conversation with the CEO as stored, plus the last exchange until the
 * stored one includes it; the CEO's newest answer waits while they "type".
 */
function threadOf(
  history: readonly Communication[],
  last: { sent: Communication; reply: Communication } | undefined,
  typing: boolean,
): Communication[] {
  const hidden = typing && last ? last.reply.id : null;
  const messages = history.filter((m) => m.id !== hidden);
  const known = new Set(messages.map((m) => m.id));
  if (last) {
    if (!known.has(last.sent.id)) messages.push(last.sent);
    if (!typing && !known.has(last.reply.id)) messages.push(last.reply);
  }
  return messages.slice(-THREAD_MESSAGES);
}

/** The player's side reads 'Player', as /communications and svc-council name it (SPEC §6), its avatar 'P'. */
const PLAYER = 'Player';
const PLAYER_AVATAR = { id: 'player', avatar: 'P' };

function avatarOf(message: Communication, agent: Agent | undefined) {
  if (agent) return { id: agent.id, avatar: agent.avatar };
  return message.from === PLAYER ? PLAYER_AVATAR : { id: 'system', avatar: '··' };
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
      <AgentAvatar agent={avatarOf(message, agent)} />
      <div className="council-message__body">
        <div className="council-message__head">
          <strong>{message.from}</strong>
          {agent ? <span className="ui-subtle">{agent.role}</span> : null}
          <span className="ui-stamp">
            {new Date(message.sentAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </span>
        </div>
        <p>{message.message}</p>
      </div>
    </li>
  );
}
