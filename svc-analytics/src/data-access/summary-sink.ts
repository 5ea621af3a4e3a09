// The summaries of domain/analytics/summaries.ts kept in the document store
// with nothing but the port's $inc/$set and upserts, so they work the same on
// the embedded store and on MongoDB.
import { DuplicateKeyError, type Collection, type Doc, type DocumentStore } from '@ai-council/service-kit';
import {
  activityId,
  gapBetween,
  type ActivityChange,
  type ActivitySummary,
  type SummarySink,
} from '../domain/analytics/summaries';
import { openSummaryCollections } from './collections';
import { createKeyedQueue } from './keyed-queue';

export type ActivityDoc = Doc & { userId: string; day: string; prevDay: string; featureName?: string };

export function createStoreSummarySink(store: DocumentStore): SummarySink {
  const summaries = openSummaryCollections(store);
  const serially = createKeyedQueue();

  async function upsert(
    col: Collection,
    id: string,
    inc: Record<string, number>,
    set: Record<string, unknown>,
  ) {
    try {
      await col.update({ _id: id }, { $inc: inc, $set: set }, { upsert: true });
    } catch (error) {
      // Two replicas upserting a new document at once: one inserts, the other must update.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await col.update({ _id: id }, { $inc: inc, $set: set });
    }
  }

  return {
    async add(summary, id, identity, inc) {
      await upsert(summaries[summary], id, inc, identity);
    },

    markActive(summary: ActivitySummary, key, inc, set = {}) {
      const col = summaries[summary] as Collection<ActivityDoc>;
      const id = activityId(summary, key);
      const again: ActivityChange = { firstToday: false, gap: 0, shifted: null };
      // One user's activity documents change one at a time here, so neighbouring days see each other.
      return serially(`${summary}|${key.scope}|${key.userId}`, async () => {
        if ((await col.update({ _id: id }, { $inc: inc, $set: set })) > 0) return again;

        const mine = {
          userId: key.userId,
          ...(summary === 'featureUserDays' ? { featureName: key.scope } : {}),
        };
        const [[previous], [next]] = await Promise.all([
          col.find({ ...mine, day: { $lt: key.day } }, { sort: { day: -1 }, limit: 1 }),
          col.find({ ...mine, day: { $gt: key.day } }, { sort: { day: 1 }, limit: 1 }),
        ]);
        const prevDay = previous?.day ?? '';
        try {
          await col.insert({ _id: id, ...mine, day: key.day, prevDay, ...inc, ...set });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          await col.update({ _id: id }, { $inc: inc, $set: set });
          return again;
        }
        let shifted: ActivityChange['shifted'] = null;
        // A day that arrived late sits between two known days: the later one now follows it.
        if (next && next.prevDay < key.day) {
          await col.update({ _id: next._id }, { $set: { prevDay: key.day } });
          shifted = {
            day: next.day,
            from: gapBetween(next.day, next.prevDay),
            to: gapBetween(next.day, key.day),
          };
        }
        return { firstToday: true, gap: gapBetween(key.day, prevDay), shifted };
      });
    },
  };
}
