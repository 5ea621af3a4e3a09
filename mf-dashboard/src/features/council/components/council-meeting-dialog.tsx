import type { CouncilMeeting } from '@ai-council/contracts';
import {
  AgentAvatar,
  Badge,
  type BadgeVariant,
  Button,
  Dialog,
  Label,
  ScrollRegion,
  Spinner,
  toast,
  trackFeatureUsage,
  toastFailure,
} from '@ai-council/ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import {
  postCouncilMessageInputSchema,
  useEndCouncilMeeting,
  useExportCouncilTranscript,
  useGenerateCouncilScenario,
  usePostCouncilMessage,
} from '@ai-council/queries';
import { useReturnFocus } from '../hooks/use-return-focus';
import { meetingTitle, scenarioFromMeeting } from '../lib/emergency-types';
import { initialsOf } from '../lib/initials';
import { isHttpError } from '@ai-council/contracts';
import { CouncilTranscript } from './council-transcript';
import './council.css';
import './council-meeting-dialog.css';
import { capitalise } from '@ai-council/rules';

const MESSAGE_MAX = 2000;

const statusLook: Record<CouncilMeeting['status'], { label: string; badge: BadgeVariant }> = {
  scheduled: { label: 'Scheduled', badge: 'secondary' },
  in_progress: { label: 'In Progress', badge: 'success' },
  ended: { label: 'Ended', badge: 'outline' },
};

const scheduledFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function failure(title: string, error: unknown, fallback: string) {
  toastFailure(title, error, { title, description: (isHttpError(error) && error.bodyMessage) || fallback });
}

function Attendees({ attendees }: { attendees: CouncilMeeting['attendees'] }) {
  return (
    <section className="ui-tile council-panel">
      <h3 className="council-panel__title" id="attendees-title">
        Attendees ({attendees.length})
      </h3>
      {/* The list scrolls within the dialog: the scroll box is the region the heading names. */}
      <ScrollRegion className="member-list member-list--compact" aria-labelledby="attendees-title">
        <ul className="member-list__items" data-testid="meeting-attendees">
          {attendees.map((attendee) => (
            <li key={attendee.id} className="member-list__item">
              <AgentAvatar agent={{ id: attendee.id, avatar: initialsOf(attendee.name) }} size="sm" />
              <span className="member-list__who">
                <span className="member-list__name">{attendee.name}</span>
                <span className="member-list__department">{attendee.department}</span>
              </span>
            </li>
          ))}
        </ul>
      </ScrollRegion>
    </section>
  );
}

/** The meeting's three actions; each stays focusable while busy (aria-disabled). */
function ActionButtons(props: {
  generating: boolean;
  exporting: boolean;
  ending: boolean;
  onGenerate: () => void;
  onExport: () => void;
  onEnd: () => void;
}) {
  const { generating, exporting, ending, onGenerate, onExport, onEnd } = props;
  return (
    <div className="meeting-actions">
      <Button variant="secondary" onClick={onGenerate} aria-disabled={generating}>
        {generating ? <Spinner size="sm" label="Generating" /> : null}
        Generate Scenario
      </Button>
      <Button variant="secondary" onClick={onExport} aria-disabled={exporting}>
        {exporting ? <Spinner size="sm" label="Exporting" /> : null}
        Export Transcript
      </Button>
      <Button variant="danger" onClick={onEnd} aria-disabled={ending} data-testid="end-meeting">
        {ending ? <Spinner size="sm" label="Ending" /> : null}
        End Meeting
      </Button>
    </div>
  );
}

/** The meeting's kind and status, its title and reason, and when it is. */
function MeetingHeader({ meeting }: { meeting: CouncilMeeting }) {
  const status = statusLook[meeting.status];
  return (
    <Dialog.Header>
      <div className="ui-row meeting-dialog__badges">
        <Badge variant={meeting.type === 'emergency' ? 'danger' : 'default'}>
          {capitalise(meeting.type)} meeting
        </Badge>
        <Badge variant={status.badge} data-testid="meeting-status">
          <span className="ui-dot" aria-hidden="true" />
          {status.label}
        </Badge>
      </div>
      <Dialog.Title>{meetingTitle(meeting)}</Dialog.Title>
      <Dialog.Description className="meeting-dialog__subject">{meeting.reason}</Dialog.Description>
      <dl className="meeting-meta">
        <div>
          <dt>Type</dt>
          <dd>{capitalise(meeting.type)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{status.label}</dd>
        </div>
        <div>
          <dt>Priority</dt>
          <dd>{meeting.priority}</dd>
        </div>
        <div>
          <dt>Scheduled</dt>
          <dd>
            <time dateTime={meeting.scheduledAt} data-testid="meeting-scheduled">
              {scheduledFormat.format(new Date(meeting.scheduledAt))}
            </time>
          </dd>
        </div>
      </dl>
    </Dialog.Header>
  );
}

function MeetingActions({ meeting }: { meeting: CouncilMeeting }) {
  const generate = useGenerateCouncilScenario();
  const exportTranscript = useExportCouncilTranscript();
  const end = useEndCouncilMeeting();

  // Buttons stay focusable while busy (aria-disabled), so focus never falls out of the dialog.
  // mutateAsync, not mutate's callbacks: ending the meeting unmounts this dialog
  // before the callbacks would run, and the toast must still show.
  const generateScenario = async () => {
    if (generate.isPending) return;
    try {
      const scenario = await generate.mutateAsync(scenarioFromMeeting(meeting));
      toast({
        title: 'Scenario Generated',
        description: `"${scenario.title}" is waiting in Business Scenarios.`,
        variant: 'success',
      });
    } catch (error) {
      failure('Failed to Generate Scenario', error, 'Unable to generate a scenario. Please try again.');
    }
  };

  const exportFile = async () => {
    if (exportTranscript.isPending) return;
    try {
      const { filename } = await exportTranscript.mutateAsync(meeting.id);
      void trackFeatureUsage('transcript_exported');
      toast({ title: 'Transcript Exported', description: `Saved as ${filename}.`, variant: 'success' });
    } catch (error) {
      failure('Failed to Export Transcript', error, 'Unable to export the transcript. Please try again.');
    }
  };

  const endMeeting = async () => {
    if (end.isPending) return;
    try {
      const ended = await end.mutateAsync(meeting.id);
      // SPEC §4: End Meeting closes the dialog (the active meeting is now none).
      toast({
        title: 'Meeting Ended',
        description: ended.summary ?? 'The council meeting has been closed.',
        variant: 'success',
      });
    } catch (error) {
      failure('Failed to End Meeting', error, 'Unable to end the meeting. Please try again.');
    }
  };

  return (
    <section className="ui-tile council-panel" aria-labelledby="meeting-actions-title">
      <h3 className="council-panel__title" id="meeting-actions-title">
        Actions
      </h3>
      <ActionButtons
        generating={generate.isPending}
        exporting={exportTranscript.isPending}
        ending={end.isPending}
        onGenerate={() => void generateScenario()}
        onExport={() => void exportFile()}
        onEnd={() => void endMeeting()}
      />
    </section>
  );
}

function MessageForm({
  meetingId,
  onSent,
  onPending,
  onWords,
  inputRef,
}: {
  meetingId: string;
  onSent: (replyIds: string[]) => void;
  onPending: (message: string | null) => void;
  onWords: (agentId: string, delta: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const post = usePostCouncilMessage();
  const [message, setMessage] = useState('');
  const id = useId();
  const blank = !message.trim();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const input = postCouncilMessageInputSchema.safeParse({ message });
    if (post.isPending || !input.success) return;
    onPending(input.data.message);
    try {
      const { replies } = await post.mutateAsync({ meetingId, message: input.data.message, onWords });
      setMessage('');
      onSent(replies.map((reply) => reply.id));
    } catch (error) {
      failure('Failed to Send', error, 'Unable to send your message. Please try again.');
    } finally {
      onPending(null);
      inputRef.current?.focus();
    }
  };

  // Enter sends; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <form className="message-form" onSubmit={(event) => void send(event)}>
      <Label htmlFor={id} className="ui-sr-only">
        Message to the council
      </Label>
      <textarea
        ref={inputRef}
        id={id}
        className="ui-input council-textarea message-form__input"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask the council a question or give a direction…"
        maxLength={MESSAGE_MAX}
        rows={2}
        readOnly={post.isPending}
        data-testid="council-message"
      />
      <Button type="submit" disabled={blank || post.isPending} data-testid="send-council-message">
        {post.isPending ? <Spinner size="sm" label="Sending" /> : null}
        Send
      </Button>
    </form>
  );
}

/** SPEC §2 council meeting session dialog, on the real meeting from svc-council. */
export function CouncilMeetingDialog({
  meeting,
  open,
  onOpenChange,
}: {
  meeting: CouncilMeeting;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  // Each answering agent's words so far, while their models write them (llm mode).
  const [streamed, setStreamed] = useState<Readonly<Record<string, string>>>({});
  const pending = (message: string | null) => {
    setStreamed({});
    setPendingMessage(message);
  };
  const addWords = (agentId: string, delta: string) =>
    setStreamed((soFar) => ({ ...soFar, [agentId]: (soFar[agentId] ?? '') + delta }));
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focus = useReturnFocus();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="xl"
        className="meeting-dialog"
        data-testid="council-meeting-dialog"
        onOpenAutoFocus={(event) => {
          focus.onOpenAutoFocus();
          // The player is here to speak: start in the message box.
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        <MeetingHeader meeting={meeting} />

        <div className="meeting-layout">
          <section className="meeting-discussion" aria-labelledby="discussion-title">
            <h3 className="council-panel__title" id="discussion-title">
              Discussion
            </h3>
            <CouncilTranscript
              transcript={meeting.transcript}
              pendingMessage={pendingMessage}
              freshIds={freshIds}
              streamed={streamed}
              attendees={meeting.attendees}
            />
            <MessageForm
              meetingId={meeting.id}
              inputRef={inputRef}
              onPending={pending}
              onWords={addWords}
              onSent={(ids) => setFreshIds(new Set(ids))}
            />
          </section>
          <div className="meeting-side">
            <MeetingActions meeting={meeting} />
            <Attendees attendees={meeting.attendees} />
          </div>
        </div>
      </Dialog.Content>
    </Dialog>
  );
}
