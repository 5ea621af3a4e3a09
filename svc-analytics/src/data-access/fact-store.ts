import { DuplicateKeyError, type Doc, type DocumentStore } from '@ai-council/service-kit';
import type { FactStore } from '../domain/achievements/achievements';
import type { Fact } from '../domain/achievements/facts';
import { compositeId } from '../domain/ids';
import { factsCollection } from './collections';

type FactDoc = Doc & Fact;

export function createFactStore(store: DocumentStore): FactStore {
  const facts = store.collection<FactDoc>(factsCollection);
  return {
    async record(fact) {
      try {
        // The natural key is the id: the unique _id index is what makes a redelivery a no-op.
        await facts.insert({ _id: compositeId(fact.userId, fact.kind, fact.subject), ...fact });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    async listFor(userId) {
      const docs = await facts.find({ userId });
      return docs.map(({ _id, ...fact }) => fact as Fact);
    },
  };
}
