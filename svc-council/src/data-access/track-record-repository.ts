// Each player's advisors' calls and scores, one document per player, kept
// across games: an advisor's reliability is its own, not a company's.
import type { Collection } from '@ai-council/service-kit';
import type { TrackRecordDoc } from './documents';

/** Scored calls kept per player. */
const SCORED_KEPT = 300;

export function trackRecordRepository(records: Collection<TrackRecordDoc>) {
  return {
    async get(userId: string): Promise<TrackRecordDoc> {
      return (
        (await records.findOne({ _id: userId, userId })) ?? {
          _id: userId,
          userId,
          analyses: {},
          open: {},
          openRecommendations: {},
          scored: [],
          updatedAt: new Date(0).toISOString(),
        }
      );
    },

    async save(doc: TrackRecordDoc, now: Date): Promise<void> {
      const { analyses, open } = doc;
      const openRecommendations = doc.openRecommendations ?? {};
      const scored = doc.scored.slice(-SCORED_KEPT);
      await records.update(
        { _id: doc.userId, userId: doc.userId },
        { $set: { analyses, open, openRecommendations, scored, updatedAt: now.toISOString() } },
        { upsert: true },
      );
    },
  };
}

export type TrackRecordRepository = ReturnType<typeof trackRecordRepository>;
