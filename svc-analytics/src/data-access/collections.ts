// Every collection the service keeps, with the indexes its queries need. The
// embedded store uses a single-field index for a range or equality query on
// that field, so each query below leads with an indexed field of its own.
import type { Collection, CollectionSpec, DocumentStore } from '@ai-council/service-kit';
import type { ActivitySummary, CounterSummary } from '../domain/analytics/summaries';

const byDay = { fields: { day: 1 } } as const;
const byUser = { fields: { userId: 1 } } as const;

/** Raw analytics events; read only for the recent-events list, an hour at a time. */
export const eventsCollection: CollectionSpec = {
  name: 'analytics_events',
  indexes: [{ fields: { hour: 1 } }],
};
export const sessionsCollection: CollectionSpec = { name: 'analytics_sessions', indexes: [byUser] };
export const factsCollection: CollectionSpec = { name: 'achievement_facts', indexes: [byUser] };
/** One per shared achievement of a player (its _id is user and achievement); found by its share id. */
export const sharesCollection: CollectionSpec = {
  name: 'achievement_shares',
  indexes: [byUser, { fields: { shareId: 1 }, unique: true }],
};

export const summaryCollections: Record<CounterSummary | ActivitySummary, CollectionSpec> = {
  days: { name: 'analytics_days', indexes: [byDay] },
  dayTypes: { name: 'analytics_day_types', indexes: [byDay] },
  dayFeatures: { name: 'analytics_day_features', indexes: [byDay] },
  // By day for the dashboard's windows, by user for finding a user's neighbouring active days.
  userDays: { name: 'analytics_user_days', indexes: [byDay, byUser] },
  featureUserDays: { name: 'analytics_feature_user_days', indexes: [byDay, byUser] },
};

export type SummaryCollections = { [K in keyof typeof summaryCollections]: Collection };

/** Opens every summary collection once: opening one again re-asserts its indexes, a round trip on MongoDB. */
export function openSummaryCollections(store: DocumentStore): SummaryCollections {
  return Object.fromEntries(
    Object.entries(summaryCollections).map(([name, spec]) => [name, store.collection(spec)]),
  ) as SummaryCollections;
}
