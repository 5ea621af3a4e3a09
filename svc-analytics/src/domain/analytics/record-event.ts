import type { RecordedEvent } from './recorded-event';
import { summarizeEvent, type SummarySink } from './summaries';

/** The raw event log: the source of the recent-events list and the record of which ids were seen. */
export interface EventLog {
  /** Stores the event; resolves false when an event with this id is already stored. */
  append(event: RecordedEvent): Promise<boolean>;
}

/**
 * Records one analytics event: the raw event first, its summaries second. An id
 * seen before (a redelivered domain event) changes nothing. A crash between the
 * two steps leaves the event's counters out rather than counting them twice:
 * for usage statistics a rare undercount beats an overcount on every retry.
 */
export async function recordEvent(
  event: RecordedEvent,
  deps: { log: EventLog; sink: SummarySink },
): Promise<boolean> {
  if (!(await deps.log.append(event))) return false;
  await summarizeEvent(event, deps.sink);
  return true;
}
