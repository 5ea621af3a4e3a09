import type { FinancialEvent } from '@ai-council/contracts';
import { quarterLabel } from '@ai-council/rules';
import { SignedAmount } from './signed-amount';
import { RECENT_EVENTS_LIMIT } from '../lib/display-limits';
import { useFinancialEvents } from '@ai-council/queries';
import { FinanceCard, ListRow, ListStates } from './panel-parts';

/** SPEC §3: an event type's underscores are shown as spaces. */
export function eventTypeLabel(eventType: string): string {
  return eventType.replace(/_/g, ' ');
}

function EventRow({ event }: { event: FinancialEvent }) {
  return (
    <ListRow
      testId="financial-event"
      title={event.description}
      meta={
        <>
          <span className="fin-event-type" data-testid="event-type">
            {eventTypeLabel(event.eventType)}
          </span>
          <span aria-hidden="true">·</span>
          <span>{event.triggeredBy}</span>
          <span aria-hidden="true">·</span>
          <span>{event.quarter > 0 ? quarterLabel(event.quarter) : 'Opening'}</span>
        </>
      }
      side={<SignedAmount cents={event.amount} />}
    />
  );
}

/** SPEC §2: the 8 most recent financial events. */
export function RecentEvents() {
  const { data: events, error } = useFinancialEvents();
  const recent = events?.slice(0, RECENT_EVENTS_LIMIT);

  return (
    <FinanceCard
      titleId="recent-events-title"
      title="Recent Financial Events"
      description="Every movement of money, newest first."
    >
      <ListStates
        error={error}
        items={recent}
        skeletonRows={4}
        texts={{
          failed: 'Financial events could not be loaded.',
          loading: 'Loading financial events',
          emptyTitle: 'No financial events yet',
          emptyHint: 'Payroll, sales and investments appear here once the first quarter closes.',
        }}
      >
        {(rows) => (
          <ul className="fin-list">
            {rows.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        )}
      </ListStates>
    </FinanceCard>
  );
}
