import { DuplicateKeyError, type Doc, type DocumentStore } from '@ai-council/service-kit';
import type { ShareRecord, ShareStore } from '../domain/achievements/shares';
import { compositeId } from '../domain/ids';
import { sharesCollection } from './collections';

type ShareDoc = Doc & ShareRecord;

const record = ({ _id, ...share }: ShareDoc): ShareRecord => share;

export function createShareStore(store: DocumentStore): ShareStore {
  const shares = store.collection<ShareDoc>(sharesCollection);
  return {
    async claim(share) {
      // One share per player and achievement: that pair is the _id, so two
      // shares at once keep one id (the unique index makes the second a no-op).
      const _id = compositeId(share.userId, share.achievementId);
      try {
        await shares.insert({ _id, ...share });
        return { share, created: true };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        const kept = await shares.findOne({ _id });
        if (!kept) throw error;
        return { share: record(kept), created: false };
      }
    },
    async rename(share, firstName) {
      await shares.update({ _id: compositeId(share.userId, share.achievementId) }, { $set: { firstName } });
    },
    async byShareId(shareId) {
      const doc = await shares.findOne({ shareId });
      return doc ? record(doc) : null;
    },
    async listFor(userId) {
      return (await shares.find({ userId })).map(record);
    },
    async release(userId, achievementId) {
      return (await shares.delete({ _id: compositeId(userId, achievementId) })) > 0;
    },
  };
}
