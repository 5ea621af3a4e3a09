// Picks the document-store adapter from configuration: MongoDB when a URL is
// given (distributed mode), the embedded store otherwise.
import { createEmbeddedStore } from './embedded-store';
import { createMongoStore } from './mongo-store';
import type { DocumentStore } from './port';

export * from './port';
export * from './embedded-store';
export * from './mongo-store';

export interface StoreConfig {
  mongoUrl?: string;
  /** Where the embedded store keeps its files; null keeps it in memory. Ignored with mongoUrl. */
  dataDir: string | null;
  /** Embedded store only: refuse writes once its files take this many bytes. */
  maxBytes?: number;
}

export function createStore(config: StoreConfig): DocumentStore {
  return config.mongoUrl
    ? createMongoStore({ url: config.mongoUrl })
    : createEmbeddedStore({ dataDir: config.dataDir, maxBytes: config.maxBytes });
}
