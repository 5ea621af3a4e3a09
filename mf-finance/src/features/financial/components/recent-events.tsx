import type { FinancialEvent } from '@ai-council/contracts';
import { Card, SkeletonList } from '@ai-council/ui';
import { quarterLabel } from '@ai-council/rules';
import { SignedAmount } from './signed-amount';
import { RECENT_EVENTS_LIMIT } from '../lib/display-limits';
import { useFinancialEvents } from '@ai-council/queries';
import { LoadFailed } from './panel-parts';

/** SPEC §3: an event type's underscores are shown as spaces. */
export function eventTypeLabel(eventType: string): string {
  return eventType.replace(/_/g, ' ');
}

function EventRow({ event }: { event: FinancialEvent }) {
  return (
    <li className="fin-list__item" data-testid="financial-event">
      <div className="fin-list__main">
        <span className="fin-list__title" title={event.description}>
          {event.description}
        </span>
        <span className="ui-meta">
          <span className="fin-event-type" data-testid="event-type">
            {eventTypeLabel(event.eventType)}
          </span>
          <span aria-hidden="true">·</span>
          <span>{event.triggeredBy}</span>
          <span aria-hidden="true">·</span>
          <span>{event.quarter > 0 ? quarterLabel(event.quarter) : 'Opening'}</span>
        </span>
      </div>
      <div className="fin-list__side">
        <SignedAmount cents={event.amount} />
      </div>
    </li>
  );
}

/** SPEC §2: the 8 most recent financial events. */
export function RecentEvents() {
  const { data: events, error } = useFinancialEvents();
  const recent = events?.slice(0, RECENT_EVENTS_LIMIT);

  return (
    <Card aria-labelledby="recent-events-title">
      <Card.Header>
        <Card.Title id="recent-events-title">Recent Financial Events</Card.Title>
        <Card.Description>Every movement of money, newest first.</Card.Description>
      </Card.Header>
      <Card.Content>
        {error ? (
          <LoadFailed title="Financial events could not be loaded." error={error} />
        ) : !recent ? (
          <SkeletonList
            rows={4}
            label="Loading financial events"
            className="fin-list"
            itemClassName="fin-list__item"
            skeletonClassName="fin-list__skeleton"
          />
        ) : recent.length === 0 ? (
          <div className="ui-empty fin-empty">
            <p className="fin-empty__title">No financial events yet</p>
            <p className="ui-muted">
              Payroll, sales and investments appear here once the first quarter closes.
            </p>
          </div>
        ) : (
          <ul className="fin-list">
            {recent.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
