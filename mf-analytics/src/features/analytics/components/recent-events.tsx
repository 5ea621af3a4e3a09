import type { AnalyticsResponse } from '@ai-council/contracts';
import { Badge, Card, ColumnHeads } from '@ai-council/ui';
import { formatEventTime, shortUserId } from '../lib/format';
import { LoadingRows } from './loading-rows';

/** SPEC §9: 10 recent analytics events. */
export const RECENT_EVENTS_LIMIT = 10;

/** SPEC §2: the 10 most recent events (name, type, first 8 characters of the user id, time). */
export function RecentEvents({ events }: { events: AnalyticsResponse['recentEvents'] | undefined }) {
  const recent = events?.slice(0, RECENT_EVENTS_LIMIT);
  return (
    <Card aria-labelledby="recent-events-title">
      <Card.Header>
        <Card.Title id="recent-events-title">Recent Events</Card.Title>
        <Card.Description>The newest {RECENT_EVENTS_LIMIT} events of the period.</Card.Description>
      </Card.Header>
      <Card.Content>
        {!recent ? (
          <LoadingRows count={6} label="Loading recent events" />
        ) : recent.length === 0 ? (
          <p className="ui-empty anl-empty">No recent events</p>
        ) : (
          <div className="anl-table-wrap">
            <table className="anl-table">
              <ColumnHeads columns={['Event', 'Type', 'User', 'Time']} />
              <tbody>
                {recent.map((event) => (
                  <tr key={event.id} data-testid="recent-event">
                    <td className="anl-table__name" title={event.eventName}>
                      {event.eventName}
                    </td>
                    <td>
                      <Badge
                        variant={event.eventType === 'error' ? 'danger' : 'secondary'}
                        className="anl-type"
                      >
                        {event.eventType}
                      </Badge>
                    </td>
                    <td className="anl-table__user" title={event.userId}>
                      {shortUserId(event.userId)}
                    </td>
                    <td className="anl-table__time">
                      <time dateTime={event.createdAt}>{formatEventTime(event.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card.Content>
    </Card>
  );
}
