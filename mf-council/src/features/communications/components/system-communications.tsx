import { Badge, Card, MessageRoute, SkeletonList } from '@ai-council/ui';
import { isFallbackVoice, priorityVariant } from '../lib/communication-labels';
import { mostRecent, typeLabel, typeVariant } from '../../../lib/communication-labels';
import { whenLabel } from '../../../lib/when-label';
import { FallbackVoiceMarker } from '../../../components/voice-marker';
import { SYSTEM_COMMUNICATIONS_SHOWN } from '../lib/display-limits';
import { useCommunications } from '@ai-council/queries';

/** SPEC §2: the 10 most recent system communications, refreshed every 15 s. */
export function SystemCommunications() {
  const communications = useCommunications();
  const recent = mostRecent(communications.data ?? [], SYSTEM_COMMUNICATIONS_SHOWN);

  return (
    <Card className="comms-feed" role="region" aria-labelledby="system-communications-title">
      <Card.Header className="comms-feed__header">
        <Card.Title id="system-communications-title">System Communications</Card.Title>
        <Card.Description>
          The {SYSTEM_COMMUNICATIONS_SHOWN} most recent messages across the company
        </Card.Description>
      </Card.Header>
      <Card.Content>
        {communications.isPending ? (
          <SkeletonList
            rows={4}
            label="Loading communications"
            className="comms-feed__list"
            itemClassName="comms-feed__item"
            skeletonClassName="comms-feed__skeleton"
            aria-label="System communications"
          />
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
                  <MessageRoute from={item.from} to={item.to} className="comms-feed__route" />
                  <span className="comms-feed__badges">
                    <Badge variant={priorityVariant[item.priority]} data-testid="communication-priority">
                      {item.priority}
                    </Badge>
                    <Badge variant={typeVariant[item.type]} data-testid="communication-type">
                      {typeLabel(item.type)}
                    </Badge>
                    {isFallbackVoice(item) ? <FallbackVoiceMarker note={item.voiceNote} /> : null}
                  </span>
                  <time className="ui-stamp" dateTime={item.sentAt}>
                    {whenLabel(item.sentAt)}
                  </time>
                </div>
                <p className="comms-feed__message">{item.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
