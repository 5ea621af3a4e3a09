import type { CouncilMeeting } from '@ai-council/contracts';
import { Badge, Spinner, AgentAvatar } from '@ai-council/ui';
import { useEffect, useRef, type ComponentProps } from 'react';
import { initialsOf } from '../lib/initials';

type Line = CouncilMeeting['transcript'][number];

/** The player's lines read 'Player', as svc-council writes them and /communications shows them (SPEC §6). */
const PLAYER = 'Player';
const PLAYER_AVATAR = initialsOf(PLAYER);

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

function TranscriptLine({ line, fresh }: { line: Line; fresh: boolean }) {
  const fromPlayer = !line.agentId;
  return (
    <li
      className={`transcript__line${fromPlayer ? ' transcript__line--player' : ''}${fresh ? ' transcript__line--fresh' : ''}`}
      data-testid="transcript-line"
    >
      <AgentAvatar
        agent={{
          id: line.agentId ?? 'player',
          avatar: fromPlayer ? PLAYER_AVATAR : initialsOf(line.speaker),
        }}
        size="sm"
      />
      <div className="transcript__bubble">
        <p className="transcript__meta">
          <span className="transcript__speaker" data-testid="transcript-speaker">
            {fromPlayer ? PLAYER : line.speaker}
          </span>
          {fromPlayer ? null : <span className="transcript__role">{line.role}</span>}
          <time className="transcript__time" dateTime={line.at}>
            {formatTime(line.at)}
          </time>
          {line.voice === 'llm' ? <Badge variant="outline">LLM</Badge> : null}
        </p>
        <p className="transcript__content">{line.content}</p>
        {line.voice === 'internal-fallback' ? (
          <p className="transcript__note" data-testid="transcript-voice-note">
            {line.voiceNote
              ? `Internal voice: ${line.voiceNote}`
              : 'Internal voice: the AI provider was unavailable.'}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A line still being written: the player's message on its way, or an agent's words as its model writes them. */
function UnfinishedLine({
  speakerId,
  speaker,
  status,
  text,
  className = 'transcript__line',
  ...rest
}: { speakerId: string; speaker: string; status: string; text: string } & ComponentProps<'li'>) {
  return (
    <li className={className} {...rest}>
      <AgentAvatar agent={{ id: speakerId, avatar: initialsOf(speaker) }} size="sm" />
      <div className="transcript__bubble">
        <p className="transcript__meta">
          <span className="transcript__speaker">{speaker}</span>
          <span className="transcript__time">{status}</span>
        </p>
        <p className="transcript__content">{text}</p>
      </div>
    </li>
  );
}

/**
 * The meeting's real discussion from svc-council. While the player's message is
 * on its way it shows as sending, with the council answering below it.
 */
export function CouncilTranscript({
  transcript,
  pendingMessage,
  freshIds,
  streamed = {},
  attendees = [],
}: {
  transcript: Line[];
  pendingMessage: string | null;
  freshIds: ReadonlySet<string>;
  /** Each answering agent's words so far, while their models write them (llm mode). */
  streamed?: Readonly<Record<string, string>>;
  attendees?: CouncilMeeting['attendees'];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = transcript.length;
  const streamedLength = Object.values(streamed).reduce((n, words) => n + words.length, 0);

  // Follow the discussion: a new line scrolls into view.
  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, pendingMessage, streamedLength]);

  return (
    // A log (read politely as lines arrive) that scrolls; focusable so it scrolls from the keyboard.
    <div
      ref={scroller}
      className="transcript"
      role="log"
      aria-label="Discussion"
      aria-busy={pendingMessage ? true : undefined}
      tabIndex={0}
      data-testid="council-transcript"
    >
      <ol className="ui-list transcript__lines">
        {transcript.map((line) => (
          <TranscriptLine key={line.id} line={line} fresh={freshIds.has(line.id)} />
        ))}
        {pendingMessage ? (
          <>
            <UnfinishedLine
              speakerId="player"
              speaker={PLAYER}
              status="sending…"
              text={pendingMessage}
              className="transcript__line transcript__line--player transcript__line--pending"
            />
            {Object.entries(streamed).map(([agentId, words]) => (
              <UnfinishedLine
                key={agentId}
                speakerId={agentId}
                speaker={attendees.find((a) => a.id === agentId)?.name ?? 'Board member'}
                status="speaking…"
                text={words}
                data-testid="council-streaming"
                aria-busy="true"
              />
            ))}
            <li className="transcript__typing" data-testid="council-answering">
              <Spinner size="sm" label="The council is answering" showLabel />
            </li>
          </>
        ) : null}
      </ol>
    </div>
  );
}
