import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@ai-council/ui';
import {
  isFallbackVoice,
  mostRecent,
  priorityVariant,
  recipientLabel,
  sentAtLabel,
  typeLabel,
  typeVariant,
} from '../lib/communication-labels';
import { FallbackVoiceMarker } from '../../../components/voice-marker';
import { SYSTEM_COMMUNICATIONS_SHOWN } from '../lib/display-limits';
import { useCommunications } from '@ai-council/queries';

/** SPEC §2: the 10 most recent system communications, refreshed every 15 s. */
export function SystemCommunications() {
  const communications = useCommunications();
  const recent = mostRecent(communications.data ?? [], SYSTEM_COMMUNICATIONS_SHOWN);

  return (
    <Card className="comms-feed" role="region" aria-labelledby="system-communications-title">
      <CardHeader className="comms-feed__header">
        <CardTitle id="system-communications-title">System Communications</CardTitle>
        <CardDescription>
          The {SYSTEM_COMMUNICATIONS_SHOWN} most recent messages across the company
        </CardDescription>
      </CardHeader>
      <CardContent>
        {communications.isPending ? (
          <ul className="comms-feed__list" aria-busy="true" aria-label="System communications">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="comms-feed__item">
                <Skeleton className="comms-feed__skeleton" label="Loading communications" />
              </li>
            ))}
          </ul>
        ) : communications.isError && recent.length === 0 ? (
          <p className="ui-empty comms-empty" role="alert">
            Communications could not be loaded; they are retried every 15 seconds.
          </p>
        ) : recent.length === 0 ? (
          <div className="ui-empty comms-empty">
            <p className="comms-empty__title">No communications yet</p>
            <p>Board announcements, scenario alerts and agent actions will appear here.</p>
          </div>
        ) : (
          <ul className="comms-feed__list" aria-label="System communications">
            {recent.map((item) => (
              <li key={item.id} className="comms-feed__item" data-testid="system-communication">
                <div className="comms-feed__head">
                  <span className="comms-feed__route">
                    <strong>{item.from}</strong>
                    <span className="comms-feed__arrow" aria-hidden="true">
                      →
                    </span>
                    <span className="ui-sr-only">to</span>
                    <span data-testid="communication-to">{recipientLabel(item.to)}</span>
                  </span>
                  <span className="comms-feed__badges">
                    <Badge variant={priorityVariant[item.priority]} data-testid="communication-priority">
                      {item.priority}
                    </Badge>
                    <Badge variant={typeVariant[item.type]} data-testid="communication-type">
                      {typeLabel(item.type)}
                    </Badge>
                    {isFallbackVoice(item) ? <FallbackVoiceMarker note={item.voiceNote} /> : null}
                  </span>
                  <time className="comms-feed__time" dateTime={item.sentAt}>
                    {sentAtLabel(item.sentAt)}
                  </time>
                </div>
                <p className="comms-feed__message">{item.message}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
