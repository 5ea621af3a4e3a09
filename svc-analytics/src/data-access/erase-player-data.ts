// Erases one player's documents (an expired guest, at the gateway's request):
// their raw events, client sessions, achievement facts, shared achievement
// links and per-user activity days. The per-day counters keep their counts:
// they carry no player's id.
import type { DocumentStore } from '@ai-council/service-kit';
import {
  accountBudgetsCollection,
  eventsCollection,
  factsCollection,
  sessionsCollection,
  sharesCollection,
  summaryCollections,
} from './collections';

export function playerDataEraser(store: DocumentStore) {
  const owned = [
    eventsCollection,
    sessionsCollection,
    factsCollection,
    sharesCollection,
    summaryCollections.userDays,
    summaryCollections.featureUserDays,
    accountBudgetsCollection,
  ].map((spec) => store.collection(spec));
  return async (userId: string): Promise<number> => {
    let erased = 0;
    for (const collection of owned) erased += await collection.delete({ userId }, { multi: true });
    return erased;
  };
}
