import { Badge, Card, MessageRoute, Skeleton } from '@ai-council/ui';
import { RECENT_COMMUNICATIONS_SHOWN, recentCommunications } from '../lib/scenario-labels';
import { typeLabel, typeVariant } from '../../../lib/communication-labels';
import { whenLabel } from '../../../lib/when-label';
import { useCommunications } from '@ai-council/queries';

/** SPEC §2 side panel: the 8 most recent communications. */
export function RecentCommunications() {
  const communications = useCommunications();
  const recent = recentCommunications(communications.data ?? []);

  return (
    <Card role="region" aria-labelledby="recent-communications-title">
      <Card.Header>
        <Card.Title id="recent-communications-title">Recent Communications</Card.Title>
        <Card.Description>The {RECENT_COMMUNICATIONS_SHOWN} latest messages from the board</Card.Description>
      </Card.Header>
      <Card.Content>
        {communications.isPending ? (
          <Skeleton className="scn-side__skeleton" label="Loading communications" />
        ) : recent.length === 0 ? (
          <div className="ui-empty scn-empty scn-empty--compact" data-testid="no-recent-communications">
            <p className="scn-empty__title">No communications yet</p>
            <p>Alerts, analyses and replies from the board appear here.</p>
          </div>
        ) : (
          <ul className="scn-side-list" aria-label="Recent communications">
            {recent.map((item) => (
              <li key={item.id} className="scn-comm" data-testid="recent-communication">
                <div className="scn-comm__head">
                  <MessageRoute from={item.from} to={item.to} className="scn-comm__route" />
                  <time className="ui-subtle" dateTime={item.sentAt}>
                    {whenLabel(item.sentAt)}
                  </time>
                </div>
                <p className="ui-clamp ui-clamp--3 scn-comm__message">{item.message}</p>
                <Badge variant={typeVariant[item.type]} className="scn-comm__type">
                  {typeLabel(item.type)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
