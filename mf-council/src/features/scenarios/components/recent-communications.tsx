import type { Communication } from '@ai-council/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@ai-council/ui';
import type { BadgeVariant } from '@ai-council/ui';
import {
  RECENT_COMMUNICATIONS_SHOWN,
  recentCommunications,
  recipientLabel,
  typeLabel,
  whenLabel,
} from '../lib/scenario-labels';
import { useCommunications } from '@ai-council/queries';

const typeVariant: Record<Communication['type'], BadgeVariant> = {
  scenario_alert: 'warning',
  agent_action: 'default',
  response: 'success',
  direct_message: 'secondary',
};

/** SPEC §2 side panel: the 8 most recent communications. */
export function RecentCommunications() {
  const communications = useCommunications();
  const recent = recentCommunications(communications.data ?? []);

  return (
    <Card role="region" aria-labelledby="recent-communications-title">
      <CardHeader>
        <CardTitle id="recent-communications-title">Recent Communications</CardTitle>
        <CardDescription>The {RECENT_COMMUNICATIONS_SHOWN} latest messages from the board</CardDescription>
      </CardHeader>
      <CardContent>
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
                  <span className="scn-comm__route">
                    <strong>{item.from}</strong>
                    <span aria-hidden="true"> → </span>
                    <span className="ui-sr-only">to </span>
                    {recipientLabel(item.to)}
                  </span>
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
      </CardContent>
    </Card>
  );
}
