import type { Agent, Communication } from '@ai-council/contracts';
import {
  AgentAvatar,
  Badge,
  Button,
  Card,
  cn,
  Input,
  Label,
  LineIcon,
  Select,
  Skeleton,
  Spinner,
  toast,
} from '@ai-council/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  sendToAgentInputSchema,
  useAgentConversation,
  useSendToAgent,
  useSimulateAgentAction,
} from '@ai-council/queries';
import { isFallbackVoice, statusVariant } from '../lib/communication-labels';
import { whenLabel } from '../../../lib/when-label';
import { FallbackVoiceMarker, VoiceNote } from '../../../components/voice-marker';
import { TypingDots } from '../../../components/typing-dots';

type Priority = Communication['priority'];
const priorityOptions: Array<{ value: Priority; label: string }> = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

/** Player messages carry the sender 'Player' (SPEC §6). */
const PLAYER = 'Player';

function Bubble({ message, agent }: { message: Communication; agent: Agent }) {
  const mine = message.from === PLAYER;
  return (
    <li
      className={cn('comms-bubble', mine ? 'comms-bubble--player' : 'comms-bubble--agent')}
      data-testid="chat-message"
    >
      {mine ? null : <AgentAvatar agent={agent} size="sm" />}
      <div className="comms-bubble__body">
        <div className="comms-bubble__meta">
          <span className="comms-bubble__from">{message.from}</span>
          <time dateTime={message.sentAt}>{whenLabel(message.sentAt)}</time>
          {message.priority !== 'normal' ? (
            <span className="comms-bubble__priority">{message.priority}</span>
          ) : null}
          {isFallbackVoice(message) ? <FallbackVoiceMarker note={message.voiceNote} /> : null}
        </div>
        <p className="comms-bubble__text">{message.message}</p>
        {message.voiceNote ? <VoiceNote note={message.voiceNote} /> : null}
      </div>
    </li>
  );
}

function ChatLog({
  agent,
  pendingText,
  streamedText,
}: {
  agent: Agent;
  pendingText: string | null;
  /** The reply's words so far, while the model writes them. */
  streamedText: string;
}) {
  const conversation = useAgentConversation(agent.name);
  const logRef = useRef<HTMLDivElement>(null);
  const messages = conversation.data ?? [];

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pendingText, streamedText]);

  return (
    <div
      ref={logRef}
      className="comms-chat__log"
      role="log"
      aria-live="polite"
      aria-label={`Conversation with ${agent.name}`}
      tabIndex={0}
    >
      {conversation.isPending ? (
        <ul className="comms-chat__messages" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li
              key={i}
              className={cn('comms-bubble', i % 2 ? 'comms-bubble--player' : 'comms-bubble--agent')}
            >
              <Skeleton className="comms-bubble__skeleton" label="Loading the conversation" />
            </li>
          ))}
        </ul>
      ) : conversation.isError && messages.length === 0 ? (
        <p className="ui-empty comms-empty" role="alert">
          The conversation could not be loaded; it is retried every few seconds.
        </p>
      ) : messages.length === 0 && !pendingText ? (
        <div className="comms-chat__empty">
          <AgentAvatar agent={agent} size="lg" />
          <p className="comms-chat__empty-title">No messages with {agent.name} yet</p>
          <p className="ui-muted">
            Ask about {agent.department.toLowerCase()}, the numbers, or what they would do next.
          </p>
        </div>
      ) : (
        <ul className="comms-chat__messages">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} agent={agent} />
          ))}
          {pendingText ? (
            <PendingExchange agent={agent} text={pendingText} streamedText={streamedText} />
          ) : null}
        </ul>
      )}
    </div>
  );
}

/** The player's message on its way, then the agent typing or its words as they arrive. */
function PendingExchange({
  agent,
  text,
  streamedText,
}: {
  agent: Agent;
  text: string;
  streamedText: string;
}) {
  return (
    <>
      <li className="comms-bubble comms-bubble--player comms-bubble--pending">
        <div className="comms-bubble__body">
          <div className="comms-bubble__meta">
            <span className="comms-bubble__from">{PLAYER}</span>
            <span>sending…</span>
          </div>
          <p className="comms-bubble__text">{text}</p>
        </div>
      </li>
      {streamedText ? (
        // The typing indicator gives way to the words as they arrive.
        <li className="comms-bubble comms-bubble--agent" aria-busy="true" data-testid="chat-streaming">
          <AgentAvatar agent={agent} size="sm" />
          <div className="comms-bubble__body">
            <div className="comms-bubble__meta">
              <span className="comms-bubble__from">{agent.name}</span>
              <span>writing…</span>
            </div>
            <p className="comms-bubble__text">{streamedText}</p>
          </div>
        </li>
      ) : (
        <li className="comms-bubble comms-bubble--agent" aria-label={`${agent.name} is typing`}>
          <AgentAvatar agent={agent} size="sm" />
          <div className="comms-bubble__body comms-typing">
            <TypingDots />
          </div>
        </li>
      )}
    </>
  );
}

function NoAgentSelected() {
  return (
    <div className="comms-chat__log comms-chat__log--idle">
      <div className="comms-chat__empty">
        <span className="comms-chat__empty-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth={1.7}>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="comms-chat__empty-title">Choose a board member</p>
        <p className="ui-muted">
          Pick someone from the board to start a conversation. They answer in character.
        </p>
      </div>
    </div>
  );
}

/** Sending to the selected agent: the draft, the words streamed back, and the toasts SPEC §7 names. */
function useChatSending(agent: Agent | undefined) {
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<Priority>('normal');
  const send = useSendToAgent();
  const [streamedText, setStreamedText] = useState('');
  // The message on its way to this agent, shown until the answer replaces it.
  const pendingText =
    agent && send.isPending && send.variables?.agentName === agent.name
      ? send.variables.message.trim()
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = sendToAgentInputSchema.safeParse({ agentName: agent?.name ?? '', message, priority });
    if (!input.success) {
      toast({
        title: 'Missing Information',
        description: 'Please select an agent and enter a message.',
        variant: 'destructive',
      });
      return;
    }
    const typed = message;
    setMessage('');
    setStreamedText('');
    send.mutate(
      { ...input.data, onWords: (delta) => setStreamedText((soFar) => soFar + delta) },
      {
        onSuccess: ({ reply }) =>
          toast({ title: 'Message Sent', description: `${reply.from} has replied.`, variant: 'success' }),
        onError: (error) => {
          console.error('Failed to send a message to an agent', error);
          // Give the player their words back to try again.
          setMessage((current) => current || typed);
          toast({
            title: 'Failed to Send',
            description: 'Unable to send your message. Please try again.',
            variant: 'destructive',
          });
        },
        onSettled: () => setStreamedText(''),
      },
    );
  };
  return {
    message,
    setMessage,
    priority,
    setPriority,
    sending: send.isPending,
    pendingText,
    streamedText,
    submit,
  };
}

/** SPEC §2: the chat with the selected agent, with its 'Trigger Action' button. */
export function AgentChat({ agent }: { agent: Agent | undefined }) {
  const chat = useChatSending(agent);
  return (
    <Card className="comms-chat" role="region" aria-label="Chat">
      <ChatHeader agent={agent} />
      {agent ? (
        <ChatLog
          key={agent.name}
          agent={agent}
          pendingText={chat.pendingText}
          streamedText={chat.pendingText ? chat.streamedText : ''}
        />
      ) : (
        <NoAgentSelected />
      )}
      <Composer agent={agent} chat={chat} />
    </Card>
  );
}

function ChatHeader({ agent }: { agent: Agent | undefined }) {
  const simulate = useSimulateAgentAction();
  const triggerAction = () => {
    if (!agent) return;
    simulate.mutate(
      { agentId: agent.id },
      {
        onSuccess: ({ action }) => toast({ title: 'Agent Action Triggered', description: action.title }),
        // SPEC §8: no error handling is shown for simulating an action.
        onError: (error) => console.error('Failed to trigger an agent action', error),
      },
    );
  };
  return (
    <header className="comms-chat__header">
      {agent ? (
        <>
          <AgentAvatar agent={agent} size="lg" />
          <div className="comms-chat__who">
            <h2 className="ui-card__title" data-testid="chat-agent-name">
              {agent.name}
            </h2>
            <p className="ui-card__description comms-chat__role">
              {agent.role} · {agent.department}
            </p>
          </div>
          <Badge variant={statusVariant[agent.status]}>{agent.status}</Badge>
        </>
      ) : (
        <div className="comms-chat__who">
          <h2 className="ui-card__title">Chat</h2>
          <p className="ui-card__description comms-chat__role">No board member selected</p>
        </div>
      )}
      <Button
        variant="outline"
        className="comms-chat__action"
        onClick={triggerAction}
        disabled={!agent || simulate.isPending}
        aria-describedby={agent ? undefined : 'trigger-action-hint'}
      >
        {simulate.isPending ? <Spinner size="sm" label="Triggering" /> : <BoltIcon />}
        Trigger Action
      </Button>
      {agent ? null : (
        <span id="trigger-action-hint" className="ui-sr-only">
          Select a board member first.
        </span>
      )}
    </header>
  );
}

function Composer({ agent, chat }: { agent: Agent | undefined; chat: ReturnType<typeof useChatSending> }) {
  return (
    <form className="comms-composer" onSubmit={chat.submit} aria-label="Send a message">
      <Label htmlFor="chat-message" className="ui-sr-only">
        Message
      </Label>
      <Input
        id="chat-message"
        value={chat.message}
        onChange={(event) => chat.setMessage(event.target.value)}
        placeholder={agent ? `Message ${agent.name}…` : 'Select a board member, then write your message…'}
        maxLength={2000}
        autoComplete="off"
      />
      <Label htmlFor="chat-priority" className="ui-sr-only">
        Priority
      </Label>
      <Select
        id="chat-priority"
        value={chat.priority}
        onValueChange={(value) => chat.setPriority(value as Priority)}
        options={priorityOptions}
        className="comms-composer__priority"
      />
      <Button
        type="submit"
        className="comms-composer__send"
        disabled={chat.message.trim() === '' || chat.sending}
      >
        {chat.sending ? <Spinner size="sm" label="Sending" /> : <SendIcon />}
        Send
      </Button>
    </form>
  );
}

function BoltIcon() {
  return (
    <LineIcon width="16" height="16" strokeWidth={1.8}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" strokeLinejoin="round" />
    </LineIcon>
  );
}

function SendIcon() {
  return (
    <LineIcon width="16" height="16" strokeWidth={1.8}>
      <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" strokeLinejoin="round" strokeLinecap="round" />
    </LineIcon>
  );
}
