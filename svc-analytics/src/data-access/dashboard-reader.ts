// Answers the dashboard's questions from the summary collections: every query
// is on an index that leads with the day (a window's range on `day`, a day's
// player activity by its `_id`, or one hour's raw events of a player for the
// recent list), so its cost follows the window, not the number of events.
import type { Doc, DocumentStore } from '@ai-council/service-kit';
import type { DashboardReader, DaySummary } from '../domain/analytics/dashboard';
import { activityId, userDayIdsOn, type DayCounters, type UserGaps } from '../domain/analytics/summaries';
import { openSummaryCollections } from './collections';
import { createEventLog } from './event-log';

const counters: Array<keyof DayCounters> = [
  'events',
  'pageViews',
  'users',
  'sessions',
  'endedSessions',
  'sessionMinutes',
  'bounces',
];

export function createDashboardReader(store: DocumentStore): DashboardReader {
  const summaries = openSummaryCollections(store);
  const log = createEventLog(store);
  const window = (start: string, end: string) => ({ day: { $gte: start, $lte: end } });
  const num = (doc: Doc, field: string) => (typeof doc[field] === 'number' ? (doc[field] as number) : 0);
  const gaps = (doc: Doc) =>
    doc.userGaps && typeof doc.userGaps === 'object' ? (doc.userGaps as UserGaps) : {};

  return {
    async days(start, end) {
      const docs = await summaries.days.find(window(start, end));
      return docs.map(
        (d) =>
          ({
            day: String(d.day),
            ...Object.fromEntries(counters.map((c) => [c, num(d, c)])),
            userGaps: gaps(d),
          }) as DaySummary,
      );
    },
    async eventTypes(start, end) {
      const docs = await summaries.dayTypes.find(window(start, end));
      return docs.map((d) => ({ eventType: String(d.eventType), count: num(d, 'count') }));
    },
    async featureDays(start, end) {
      const docs = await summaries.dayFeatures.find(window(start, end));
      return docs.map((d) => ({
        day: String(d.day),
        featureName: String(d.featureName),
        usage: num(d, 'usage'),
        userGaps: gaps(d),
      }));
    },
    async usersActiveSince(days, since) {
      const perDay = await Promise.all(
        days.map((day) => summaries.userDays.find({ _id: userDayIdsOn(day), lastAt: { $gte: since } })),
      );
      return new Set(perDay.flat().map((d) => d.userId)).size;
    },
    recentEventsOn: (day, limit, userId) => log.recentOn(day, limit, userId),
    async eventsOfUserOn(day, userId) {
      const doc = await summaries.userDays.findOne({
        _id: activityId('userDays', { scope: '', userId, day }),
      });
      return doc ? num(doc, 'events') : 0;
    },
  };
}
