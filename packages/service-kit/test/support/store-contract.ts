// The document-store contract's frame, shared by its suites: every adapter
// that is reachable (the embedded store in memory and on disk always, MongoDB
// when MONGO_URL is set or a container engine can start one), a fresh
// collection per test, and a player document factory. A MongoDB run that
// cannot happen is reported as skipped, never passed silently.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import {
  createEmbeddedStore,
  createMongoStore,
  type Collection,
  type Doc,
  type DocumentStore,
  type IndexSpec,
} from '../../src/store/index';

export interface StoreFactory {
  /** Whether data outlives close(): a later open() sees it. */
  persistent: boolean;
  start?(): Promise<void>;
  /** Opens a store on the adapter's one set of data. */
  open(): DocumentStore;
  stop?(): Promise<void>;
}

export type Player = Doc & {
  userId: string;
  name: string;
  score: number;
  level?: number | null;
  version: number;
  tags: string[];
  company: { name: string; cash: number; sector?: string };
  joinedAt: Date;
  outbox?: Array<{ id: string; type: string }>;
};

let sequence = 0;
/** A player document with sensible defaults; each call a new id. */
export function player(overrides: Partial<Player> = {}): Player {
  sequence += 1;
  return {
    _id: `p-${sequence}-${randomUUID().slice(0, 8)}`,
    userId: 'u1',
    name: `player ${sequence}`,
    score: 10,
    version: 1,
    tags: [],
    company: { name: 'Acme', cash: 1_000 },
    joinedAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

export const ids = (docs: Doc[]) => docs.map((d) => d._id).sort();

/** The store a suite's cases run on. */
export interface StoreUnderTest {
  factory: StoreFactory;
  /** Opens a store on the adapter's data; closed after each test. */
  open(): DocumentStore;
  /** A fresh collection per test, so tests never see each other's data. */
  fresh(indexes?: IndexSpec[]): Collection<Player>;
}

/** Registers a part of the contract's cases for every adapter. */
export function describeStoreContract(part: string, cases: (store: StoreUnderTest) => void): void {
  for (const [name, factory, register] of adapters()) {
    register(`document store contract (${part}): ${name}`, () => {
      const opened: DocumentStore[] = [];
      const open = (): DocumentStore => {
        const store = factory.open();
        opened.push(store);
        return store;
      };
      const fresh = (indexes: IndexSpec[] = []): Collection<Player> =>
        open().collection<Player>({ name: `players_${randomUUID().slice(0, 8)}`, indexes });

      beforeAll(async () => {
        await factory.start?.();
      }, 180_000);
      afterEach(async () => {
        await Promise.all(opened.splice(0).map((s) => s.close()));
      });
      afterAll(async () => {
        await factory.stop?.();
      }, 60_000);

      cases({ factory, open, fresh });
    });
  }
}

type Adapter = [name: string, factory: StoreFactory, register: typeof describe | typeof describe.skip];

const mongo = await findMongo();
if ('skip' in mongo) console.warn(`[store contract] MongoDB run skipped: ${mongo.skip}`);

function adapters(): Adapter[] {
  const embeddedDir = mkdtempSync(path.join(tmpdir(), 'ai-council-store-'));
  return [
    [
      'embedded (in memory)',
      { persistent: false, open: () => createEmbeddedStore({ dataDir: null }) },
      describe,
    ],
    [
      'embedded (on disk)',
      {
        persistent: true,
        open: () => createEmbeddedStore({ dataDir: path.join(embeddedDir, 'data') }),
        stop: async () => rmSync(embeddedDir, { recursive: true, force: true }),
      },
      describe,
    ],
    [
      `mongodb (${'skip' in mongo ? 'not reachable' : mongo.source})`,
      mongoFactory(),
      'skip' in mongo ? describe.skip : describe,
    ],
  ];
}

function mongoFactory(): StoreFactory {
  const dbName = `store_contract_${randomUUID().slice(0, 8)}`;
  let mongoUrl = process.env.MONGO_URL ?? '';
  let stopContainer: (() => Promise<unknown>) | null = null;
  return {
    persistent: true,
    async start() {
      if ('skip' in mongo || mongo.source !== 'testcontainers') return;
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const container = await new MongoDBContainer('mongo:8.0').start();
      mongoUrl = `${container.getConnectionString()}/?directConnection=true`;
      stopContainer = () => container.stop();
    },
    open: () => createMongoStore({ url: mongoUrl, dbName }),
    async stop() {
      if ('skip' in mongo) return;
      if (stopContainer) {
        await stopContainer();
        return;
      }
      // A shared server: leave it as we found it.
      const connection = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

async function findMongo(): Promise<{ source: 'MONGO_URL' | 'testcontainers' } | { skip: string }> {
  if (process.env.MONGO_URL) return { source: 'MONGO_URL' };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { source: 'testcontainers' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { skip: `MONGO_URL is not set and no container engine is available (testcontainers: ${reason})` };
  }
}
