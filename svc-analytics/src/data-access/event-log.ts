import { DuplicateKeyError, type Doc, type DocumentStore } from '@ai-council/service-kit';
import type { RecentEvent } from '../domain/analytics/dashboard';
import type { EventLog } from '../domain/analytics/record-event';
import type { ExpiringEvents } from '../domain/analytics/retention';
import type { RecordedEvent } from '../domain/analytics/recorded-event';
import { eventsCollection } from './collections';

/** A raw event as stored, with its UTC hour ('yyyy-MM-ddTHH'), the indexed bucket recent events are read by. */
export type EventDoc = Doc & Omit<RecordedEvent, 'id'> & { hour: string };

export function toEventDoc({ id, ...event }: RecordedEvent): EventDoc {
  return { _id: id, ...event, hour: event.createdAt.slice(0, 13) };
}

const HOURS = Array.from({ length: 24 }, (_, h) => String(23 - h).padStart(2, '0'));

export function createEventLog(store: DocumentStore): EventLog &
  ExpiringEvents & {
    recentOn(day: string, limit: number, userId: string): Promise<RecentEvent[]>;
  } {
  const events = store.collection<EventDoc>(eventsCollection);
  return {
    deleteCreatedBefore: (createdAt) => events.delete({ createdAt: { $lt: createdAt } }, { multi: true }),
    async append(event) {
      try {
        await events.insert(toEventDoc(event));
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    async recentOn(day, limit, userId) {
      // Hour by hour from the day's end: the embedded store sorts every match
      // in memory, so a busy day's thousands of events would cost far more
      // than the few hours it takes to find ten.
      const found: RecentEvent[] = [];
      for (const hour of HOURS) {
        if (found.length >= limit) break;
        // The id breaks ties between events of the same millisecond, so the order is stable.
        const docs = await events.find(
          { hour: `${day}T${hour}`, userId },
          { sort: { createdAt: -1, _id: -1 }, limit: limit - found.length },
        );
        for (const d of docs) {
          found.push({
            id: d._id,
            eventType: d.eventType,
            eventName: d.eventName,
            userId: d.userId,
            createdAt: d.createdAt,
          });
        }
      }
      return found;
    },
  };
}
