// The store a component suite runs on: MongoDB when MONGO_URL is set (a
// throwaway database per store, dropped on close; the node project's global
// setup sets MONGO_URL from a testcontainers MongoDB when a container engine
// answers), the embedded store in memory otherwise.
import { randomUUID } from 'node:crypto';
import { createEmbeddedStore, createMongoStore, type DocumentStore } from '../store/index';

export function testStore(): DocumentStore {
  const url = process.env.MONGO_URL;
  if (!url) return createEmbeddedStore({ dataDir: null });
  return createMongoStore({ url, dbName: `test_${randomUUID().slice(0, 12)}`, dropDatabaseOnClose: true });
}

/** Which store the component suites of this run use, for the test output. */
export const testStoreKind = (): string =>
  process.env.MONGO_URL
    ? 'MongoDB at MONGO_URL'
    : 'the embedded store (MONGO_URL is not set and no container engine answered; see the README to run them on MongoDB)';
