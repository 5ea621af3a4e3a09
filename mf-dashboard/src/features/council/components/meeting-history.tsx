import { serverMessage, type CouncilMeeting } from '@ai-council/contracts';
import { useCouncilMeetings, useExportCouncilTranscript } from '@ai-council/queries';
import { Badge, Button, Card, Skeleton } from '@ai-council/ui';
import { useState } from 'react';
import { meetingTitle } from '../lib/emergency-types';
import { CouncilTranscript } from './council-transcript';
import './meeting-history.css';

const dayAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const noFreshLines: ReadonlySet<string> = new Set();
/** How many past meetings the card lists; the rest stay in their transcripts' files. */
const SHOWN = 5;

function PastMeeting({ meeting }: { meeting: CouncilMeeting }) {
  const [open, setOpen] = useState(false);
  const download = useExportCouncilTranscript();
  const transcriptId = `meeting-transcript-${meeting.id}`;
  return (
    <li className="meeting-history__item" data-testid="past-meeting">
      <div className="ui-row ui-row--between">
        <strong>{meetingTitle(meeting)}</strong>
        <Badge variant={meeting.type === 'emergency' ? 'danger' : 'secondary'}>
          {meeting.attendees.length} attended
        </Badge>
      </div>
      <p className="ui-muted">
        <time dateTime={meeting.scheduledAt}>{dayAndTime.format(new Date(meeting.scheduledAt))}</time> ·{' '}
        {meeting.reason}
      </p>
      {meeting.summary ? <p className="meeting-history__summary">{meeting.summary}</p> : null}
      <div className="ui-row">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={transcriptId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Hide Transcript' : 'Show Transcript'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => download.mutate(meeting.id)}
          disabled={download.isPending}
        >
          {download.isPending ? 'Preparing…' : 'Download'}
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="ui-alert ui-alert--danger">
          The transcript could not be downloaded. {serverMessage(download.error)}
        </p>
      ) : null}
      {open ? (
        <div id={transcriptId}>
          <CouncilTranscript transcript={meeting.transcript} pendingMessage={null} freshIds={noFreshLines} />
        </div>
      ) : null}
    </li>
  );
}

/** GET /api/council/meetings: the meetings this game has held, each transcript a click away. */
export function MeetingHistory() {
  const meetings = useCouncilMeetings();
  const past = (meetings.data ?? []).filter((m) => m.status === 'ended');
  return (
    <Card aria-labelledby="meeting-history-title" data-testid="meeting-history">
      <Card.Header>
        <Card.Title id="meeting-history-title">Past Meetings</Card.Title>
        <Card.Description>What your council discussed and decided this game.</Card.Description>
      </Card.Header>
      <Card.Content>
        {meetings.isPending ? (
          <div aria-busy="true">
            <Skeleton label="Loading past meetings" />
          </div>
        ) : meetings.isError ? (
          <div role="alert" className="ui-alert ui-alert--danger ui-row ui-row--between">
            <span>The past meetings could not be loaded. {serverMessage(meetings.error)}</span>
            <Button size="sm" variant="outline" onClick={() => void meetings.refetch()}>
              Try Again
            </Button>
          </div>
        ) : past.length === 0 ? (
          <p className="ui-muted" data-testid="meeting-history-empty">
            No meetings yet. When you call the council, its discussion is kept here.
          </p>
        ) : (
          <ol className="meeting-history">
            {past.slice(0, SHOWN).map((meeting) => (
              <PastMeeting key={meeting.id} meeting={meeting} />
            ))}
          </ol>
        )}
      </Card.Content>
    </Card>
  );
}
