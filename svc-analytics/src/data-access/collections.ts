// Every collection the service keeps, with the indexes its queries need. The
// embedded store uses a single-field index for a range or equality query on
// that field, so each query below leads with an indexed field of its own.
// No index key is shared by the thousands of documents written all day: the
// embedded store updates a document in an index by taking it out of its key's
// list and putting it back, a copy of the whole list (a day's active players
// under `day` at every event, bench/REPORT.md "Embedded store indexes"). A
// day's player activity is found by its `_id`, which begins with the day.
import type { Collection, CollectionSpec, DocumentStore } from '@ai-council/service-kit';
import type { ActivitySummary, CounterSummary } from '../domain/analytics/summaries';

const byDay = { fields: { day: 1 } } as const;
const byUser = { fields: { userId: 1 } } as const;

/**
 * Raw analytics events, written once; read only for a player's recent events, an hour at a time, and
 * erased by player: keyed by both, so erasing one player's events leaves every other player's alone.
 */
export const eventsCollection: CollectionSpec = {
  name: 'analytics_events',
  indexes: [{ fields: { hour: 1, userId: 1 } }],
};
/** What each account's browser had stored on its last day, one document an account (account-budget.ts). */
export const accountBudgetsCollection: CollectionSpec = { name: 'analytics_account_budgets' };
export const sessionsCollection: CollectionSpec = { name: 'analytics_sessions', indexes: [byUser] };
export const factsCollection: CollectionSpec = { name: 'achievement_facts', indexes: [byUser] };
/** One per shared achievement of a player (its _id is user and achievement); found by its share id. */
export const sharesCollection: CollectionSpec = {
  name: 'achievement_shares',
  indexes: [byUser, { fields: { shareId: 1 }, unique: true }],
};

export const summaryCollections: Record<CounterSummary | ActivitySummary, CollectionSpec> = {
  // A day's counters: one document a day, one per event type or feature (a few dozen under a day).
  days: { name: 'analytics_days', indexes: [byDay] },
  dayTypes: { name: 'analytics_day_types', indexes: [byDay] },
  dayFeatures: { name: 'analytics_day_features', indexes: [byDay] },
  // One per active player and day, found by user for the neighbouring active days, by `_id` for a day.
  userDays: { name: 'analytics_user_days', indexes: [byUser] },
  featureUserDays: { name: 'analytics_feature_user_days', indexes: [byUser] },
};

export type SummaryCollections = { [K in keyof typeof summaryCollections]: Collection };

/** Opens every summary collection once: opening one again re-asserts its indexes, a round trip on MongoDB. */
export function openSummaryCollections(store: DocumentStore): SummaryCollections {
  return Object.fromEntries(
    Object.entries(summaryCollections).map(([name, spec]) => [name, store.collection(spec)]),
  ) as SummaryCollections;
}
