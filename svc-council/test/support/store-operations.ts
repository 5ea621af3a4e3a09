// Counts what a service asks of its store, through the store port, so a suite
// can say that an answer read nothing (a 304 poll) or wrote nothing (a GET).
import type { Collection, CollectionSpec, Doc, DocumentStore } from '@ai-council/service-kit';

export interface StoreOperations {
  /** find, findOne and count calls so far. */
  reads: number;
  /** insert, update and delete calls so far. */
  writes: number;
}

export function countingStoreOperations(store: DocumentStore): {
  store: DocumentStore;
  operations: StoreOperations;
} {
  const operations: StoreOperations = { reads: 0, writes: 0 };
  const counted = <T extends Doc>(collection: Collection<T>): Collection<T> => ({
    name: collection.name,
    find: (filter, options) => (operations.reads++, collection.find(filter, options)),
    findOne: (filter) => (operations.reads++, collection.findOne(filter)),
    count: (filter) => (operations.reads++, collection.count(filter)),
    insert: (doc) => (operations.writes++, collection.insert(doc)),
    update: (filter, update, options) => (operations.writes++, collection.update(filter, update, options)),
    delete: (filter, options) => (operations.writes++, collection.delete(filter, options)),
  });
  return {
    operations,
    store: {
      kind: store.kind,
      collection: <T extends Doc = Doc>(spec: CollectionSpec | string) => counted(store.collection<T>(spec)),
      ping: () => store.ping(),
      close: () => store.close(),
      ...(store.compact ? { compact: () => store.compact!() } : {}),
    },
  };
}
