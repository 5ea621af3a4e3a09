// Picks the document-store adapter from configuration: MongoDB when a URL is
// given (distributed mode), the embedded store otherwise.
import { createEmbeddedStore, type EmbeddedStoreOptions } from './embedded-store';
import { createMongoStore } from './mongo-store';
import type { DocumentStore } from './port';

export * from './port';
export * from './embedded-store';
export * from './mongo-store';

/** MongoDB at `mongoUrl`; else the embedded store, with its `dataDir` and `maxBytes` (both ignored with mongoUrl). */
export function createStore(
  config: { mongoUrl?: string } & Pick<EmbeddedStoreOptions, 'dataDir' | 'maxBytes'>,
): DocumentStore {
  return config.mongoUrl
    ? createMongoStore({ url: config.mongoUrl })
    : createEmbeddedStore({ dataDir: config.dataDir, maxBytes: config.maxBytes });
}
