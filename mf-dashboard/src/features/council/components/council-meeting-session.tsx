import { Button } from '@ai-council/ui';
import { useState } from 'react';
import { meetingTitle } from '../lib/emergency-types';
import { CouncilMeetingDialog } from './council-meeting-dialog';
import './council.css';
import './council-meeting-session.css';
import { useActiveCouncil } from '@ai-council/queries';

/**
 * SPEC §2: the council meeting dialog opens by itself whenever a meeting is in
 * session (polled every 10 s). Closed without ending, it stays closed for that
 * meeting and a banner offers to rejoin.
 */
export function CouncilMeetingSession() {
  const { data: meeting } = useActiveCouncil();
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  if (!meeting) return null;
  const open = meeting.id !== dismissedId;

  return (
    <>
      {open ? null : (
        <div className="session-banner" role="status" data-testid="council-in-session">
          <span className="session-banner__pulse" aria-hidden="true" />
          <p className="session-banner__text">
            <strong>{meetingTitle(meeting)}</strong> is in session: {meeting.reason}
          </p>
          <Button size="sm" onClick={() => setDismissedId(null)}>
            Rejoin Meeting
          </Button>
        </div>
      )}
      <CouncilMeetingDialog
        meeting={meeting}
        open={open}
        onOpenChange={(next) => setDismissedId(next ? null : meeting.id)}
      />
    </>
  );
}
