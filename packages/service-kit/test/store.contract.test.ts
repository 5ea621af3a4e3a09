// One contract for the document-store port, run against every adapter that is
// reachable: the embedded store in memory and on disk always, MongoDB when
// MONGO_URL is set or a container engine can start one. A MongoDB run that
// cannot happen is reported as skipped, never passed silently.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmbeddedStore,
  createMongoStore,
  DuplicateKeyError,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
  type Filter,
  type IndexSpec,
} from '../src/store/index';

interface StoreFactory {
  /** Whether data outlives close(): a later open() sees it. */
  persistent: boolean;
  start?(): Promise<void>;
  /** Opens a store on the adapter's one set of data. */
  open(): DocumentStore;
  stop?(): Promise<void>;
}

type Player = Doc & {
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
function player(overrides: Partial<Player> = {}): Player {
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

const ids = (docs: Doc[]) => docs.map((d) => d._id).sort();

function describeStoreContract(
  name: string,
  factory: StoreFactory,
  register: typeof describe | typeof describe.skip = describe,
): void {
  register(`document store contract: ${name}`, () => {
    const opened: DocumentStore[] = [];
    const open = (): DocumentStore => {
      const store = factory.open();
      opened.push(store);
      return store;
    };
    /** A fresh collection per test, so tests never see each other's data. */
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

    it('when a document is inserted, then findOne by _id returns it and a missing id returns null', async () => {
      const players = fresh();
      const doc = player({ name: 'Ada' });
      const inserted = await players.insert(doc);
      expect(inserted).toEqual(doc);
      expect(await players.findOne({ _id: doc._id })).toEqual(doc);
      expect(await players.findOne({ _id: 'nope' })).toBeNull();
      expect(await open().ping()).toBeUndefined();
    });

    it('when filtering with $eq, $ne and $in, then only matching documents return', async () => {
      const players = fresh();
      const [a, b, c] = [player({ name: 'a' }), player({ name: 'b' }), player({ name: 'c' })];
      for (const p of [a, b, c]) await players.insert(p);
      expect(ids(await players.find({ name: 'a' }))).toEqual([a._id]);
      expect(ids(await players.find({ name: { $eq: 'b' } }))).toEqual([b._id]);
      expect(ids(await players.find({ name: { $ne: 'b' } }))).toEqual(ids([a, c]));
      expect(ids(await players.find({ name: { $in: ['a', 'c', 'z'] } }))).toEqual(ids([a, c]));
      expect(await players.find({ name: { $in: [] } })).toEqual([]);
    });

    it('when filtering with $gt, $gte, $lt, $lte on numbers, strings and dates, then ranges are exact', async () => {
      const players = fresh();
      const docs = [1, 2, 3, 4].map((n) =>
        player({ score: n * 10, name: `n${n}`, joinedAt: new Date(Date.UTC(2025, n, 1)) }),
      );
      for (const p of docs) await players.insert(p);
      const [d1, d2, d3, d4] = docs as [Player, Player, Player, Player];
      expect(ids(await players.find({ score: { $gt: 20 } }))).toEqual(ids([d3, d4]));
      expect(ids(await players.find({ score: { $gte: 20 } }))).toEqual(ids([d2, d3, d4]));
      expect(ids(await players.find({ score: { $lt: 20 } }))).toEqual(ids([d1]));
      expect(ids(await players.find({ score: { $lte: 20 } }))).toEqual(ids([d1, d2]));
      expect(ids(await players.find({ score: { $gt: 10, $lt: 40 } }))).toEqual(ids([d2, d3]));
      expect(ids(await players.find({ name: { $gte: 'n3' } }))).toEqual(ids([d3, d4]));
      expect(ids(await players.find({ joinedAt: { $lt: new Date(Date.UTC(2025, 3, 1)) } }))).toEqual(
        ids([d1, d2]),
      );
      expect(ids(await players.find({ joinedAt: new Date(Date.UTC(2025, 2, 1)) }))).toEqual(ids([d2]));
    });

    it('when combining $and and $or with plain fields, then the logic is MongoDB logic', async () => {
      const players = fresh();
      const a = player({ userId: 'u1', score: 5 });
      const b = player({ userId: 'u1', score: 50 });
      const c = player({ userId: 'u2', score: 50 });
      const d = player({ userId: 'u2', score: 500 });
      for (const p of [a, b, c, d]) await players.insert(p);
      expect(ids(await players.find({ $or: [{ score: 5 }, { score: 500 }] }))).toEqual(ids([a, d]));
      expect(
        ids(
          await players.find({ $and: [{ userId: 'u2' }, { score: { $gte: 50 } }, { score: { $lt: 500 } }] }),
        ),
      ).toEqual([c._id]);
      expect(ids(await players.find({ userId: 'u1', $or: [{ score: 5 }, { score: { $gt: 400 } }] }))).toEqual(
        [a._id],
      );
      expect(
        ids(await players.find({ $or: [{ $and: [{ userId: 'u1' }, { score: 50 }] }, { score: 500 }] })),
      ).toEqual(ids([b, d]));
    });

    it('when a filter carries an operator the port does not define, or an object where a value belongs, then it is refused', async () => {
      const c = fresh();
      await c.insert(player({ name: 'Ada' }));
      const hostile = [
        { name: { $where: 'true' } },
        { name: { $gt: { $ne: null } } },
        { name: { $in: [{ $exists: true }] } },
        { $where: 'true' },
        { $or: [{ name: { $regex: '.*' } }] },
      ] as unknown as Filter[];
      for (const filter of hostile) {
        await expect(c.find(filter), JSON.stringify(filter)).rejects.toThrow(
          /unsupported filter operator|must not be an object/,
        );
      }
      expect(await c.count({ name: { $in: ['Ada'] } })).toBe(1);
    });

    it('when filtering on nested dotted fields, including through arrays, then they match', async () => {
      const players = fresh();
      const a = player({
        company: { name: 'Acme', cash: 10, sector: 'tech' },
        outbox: [{ id: 'e1', type: 'game.started' }],
      });
      const b = player({ company: { name: 'Bolt', cash: 99 }, outbox: [] });
      for (const p of [a, b]) await players.insert(p);
      expect(ids(await players.find({ 'company.name': 'Bolt' }))).toEqual([b._id]);
      expect(ids(await players.find({ 'company.cash': { $gt: 50 } }))).toEqual([b._id]);
      expect(ids(await players.find({ 'company.sector': { $in: ['tech', 'retail'] } }))).toEqual([a._id]);
      // The outbox relay's sweep: documents with at least one pending event.
      expect(ids(await players.find({ 'outbox.id': { $gt: '' } }))).toEqual([a._id]);
    });

    it('when a field is null or missing, then equality with null matches both and $ne null neither', async () => {
      const players = fresh();
      const withLevel = player({ level: 3 });
      const nullLevel = player({ level: null });
      const noLevel = player();
      for (const p of [withLevel, nullLevel, noLevel]) await players.insert(p);
      expect(ids(await players.find({ level: null }))).toEqual(ids([nullLevel, noLevel]));
      expect(ids(await players.find({ level: { $eq: null } }))).toEqual(ids([nullLevel, noLevel]));
      expect(ids(await players.find({ level: { $ne: null } }))).toEqual([withLevel._id]);
      expect(ids(await players.find({ level: { $ne: 3 } }))).toEqual(ids([nullLevel, noLevel]));
      expect(ids(await players.find({ level: { $in: [3, null] } }))).toEqual(
        ids([withLevel, nullLevel, noLevel]),
      );
      // An undefined condition is no condition.
      expect(ids(await players.find({ level: undefined }))).toEqual(ids([withLevel, nullLevel, noLevel]));
    });

    it('when filtering an array field, then equality means "contains" and $ne means "does not contain"', async () => {
      const players = fresh();
      const a = player({ tags: ['vip', 'beta'] });
      const b = player({ tags: ['beta'] });
      const c = player({ tags: [] });
      for (const p of [a, b, c]) await players.insert(p);
      expect(ids(await players.find({ tags: 'vip' }))).toEqual([a._id]);
      expect(ids(await players.find({ tags: { $in: ['vip', 'beta'] } }))).toEqual(ids([a, b]));
      expect(ids(await players.find({ tags: { $ne: 'vip' } }))).toEqual(ids([b, c]));
    });

    it('when finding with sort, skip and limit, then pages come back in order', async () => {
      const players = fresh();
      const docs = [30, 10, 50, 20, 40].map((score) =>
        player({ score, userId: score % 20 === 0 ? 'a' : 'b' }),
      );
      for (const p of docs) await players.insert(p);
      const scores = (found: Player[]) => found.map((p) => p.score);
      expect(scores(await players.find({}, { sort: { score: 1 } }))).toEqual([10, 20, 30, 40, 50]);
      expect(scores(await players.find({}, { sort: { score: -1 } }))).toEqual([50, 40, 30, 20, 10]);
      expect(scores(await players.find({}, { sort: { score: 1 }, limit: 2 }))).toEqual([10, 20]);
      expect(scores(await players.find({}, { sort: { score: 1 }, skip: 2, limit: 2 }))).toEqual([30, 40]);
      expect(scores(await players.find({}, { sort: { score: 1 }, skip: 4, limit: 2 }))).toEqual([50]);
      expect(scores(await players.find({}, { sort: { userId: 1, score: -1 } }))).toEqual([
        40, 20, 50, 30, 10,
      ]);
      expect(scores(await players.find({ score: { $gt: 10 } }, { sort: { score: -1 }, limit: 1 }))).toEqual([
        50,
      ]);
    });

    it('when updating with $set, $inc, $push and $pull, then the document changes accordingly', async () => {
      const players = fresh();
      const doc = player({
        score: 10,
        tags: ['a'],
        outbox: [
          { id: 'e1', type: 'game.started' },
          { id: 'e2', type: 'game.ended' },
        ],
      });
      await players.insert(doc);
      expect(
        await players.update(
          { _id: doc._id },
          { $set: { name: 'renamed', 'company.cash': 5, 'stats.wins': 1 } },
        ),
      ).toBe(1);
      expect(
        await players.update({ _id: doc._id }, { $inc: { score: 5, version: 1, 'company.cash': -2 } }),
      ).toBe(1);
      expect(await players.update({ _id: doc._id }, { $push: { tags: 'b' } })).toBe(1);
      expect(await players.update({ _id: doc._id }, { $pull: { tags: 'a' } })).toBe(1);
      // The outbox relay removes a relayed event by a condition on its fields.
      expect(await players.update({ _id: doc._id }, { $pull: { outbox: { id: 'e1' } } })).toBe(1);
      expect(await players.findOne({ _id: doc._id })).toEqual({
        ...doc,
        name: 'renamed',
        score: 15,
        version: 2,
        tags: ['b'],
        company: { name: 'Acme', cash: 3 },
        stats: { wins: 1 },
        outbox: [{ id: 'e2', type: 'game.ended' }],
      });
    });

    it('when several documents match, then one is updated unless multi, and the count says how many matched', async () => {
      const players = fresh();
      const docs = [
        player({ userId: 'u9' }),
        player({ userId: 'u9' }),
        player({ userId: 'u9' }),
        player({ userId: 'other' }),
      ];
      for (const p of docs) await players.insert(p);
      expect(await players.update({ userId: 'u9' }, { $inc: { score: 1 } })).toBe(1);
      expect(await players.count({ userId: 'u9', score: 11 })).toBe(1);
      expect(await players.update({ userId: 'u9' }, { $set: { score: 0 } }, { multi: true })).toBe(3);
      expect(await players.count({ score: 0 })).toBe(3);
      expect(await players.update({ userId: 'nobody' }, { $set: { score: 1 } }, { multi: true })).toBe(0);
      // Matched counts even when nothing changes.
      expect(await players.update({ userId: 'u9' }, { $set: { score: 0 } }, { multi: true })).toBe(3);
    });

    it('when upserting with no match, then a document is built from the equality fields and the update', async () => {
      const players = fresh();
      const matched = await players.update(
        { _id: 'stats-u1', userId: 'u1', 'company.name': 'Acme', score: { $gte: 0 } },
        { $set: { name: 'seeded' }, $inc: { version: 1 }, $push: { tags: 'new' } },
        { upsert: true },
      );
      expect(matched).toBe(0);
      expect(await players.findOne({ _id: 'stats-u1' })).toEqual({
        _id: 'stats-u1',
        userId: 'u1',
        company: { name: 'Acme' },
        name: 'seeded',
        version: 1,
        tags: ['new'],
      });
      // The same upsert now matches and updates in place.
      expect(await players.update({ _id: 'stats-u1' }, { $inc: { version: 1 } }, { upsert: true })).toBe(1);
      expect((await players.findOne({ _id: 'stats-u1' }))?.version).toBe(2);
      expect(await players.count()).toBe(1);
    });

    it('when upserting without an _id in the filter, then the new document gets a string _id', async () => {
      const players = fresh();
      await players.update({ userId: { $eq: 'u7' } }, { $set: { name: 'fresh' } }, { upsert: true });
      const created = await players.findOne({ userId: 'u7' });
      expect(created).toMatchObject({ userId: 'u7', name: 'fresh' });
      expect(typeof created?._id).toBe('string');
      expect(Object.keys(created ?? {}).sort()).toEqual(['_id', 'name', 'userId']);
    });

    it('when two writers update with the version they read, then the stale one matches nothing', async () => {
      const players = fresh();
      const doc = player({ version: 1, score: 10 });
      await players.insert(doc);
      const read = await players.findOne({ _id: doc._id });
      const writeWith = (version: number, score: number) =>
        players.update({ _id: doc._id, version }, { $set: { score }, $inc: { version: 1 } });
      expect(await writeWith(read!.version, 20)).toBe(1);
      expect(await writeWith(read!.version, 30)).toBe(0);
      expect(await players.findOne({ _id: doc._id })).toMatchObject({ score: 20, version: 2 });
    });

    it('when a unique index is violated, then DuplicateKeyError is thrown and nothing changes', async () => {
      const players = fresh([
        { fields: { name: 1 }, unique: true },
        { fields: { userId: 1, score: -1 }, unique: true },
        { fields: { joinedAt: -1 } },
      ]);
      const first = player({ name: 'unique', userId: 'u1', score: 1 });
      await players.insert(first);
      await expect(players.insert(player({ name: 'unique' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(players.insert(player({ _id: first._id, name: 'other' }))).rejects.toMatchObject({
        name: 'DuplicateKeyError',
      });
      await expect(players.insert(player({ name: 'x', userId: 'u1', score: 1 }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      // Another combination of the compound index is fine.
      const second = await players.insert(player({ name: 'y', userId: 'u1', score: 2 }));
      await expect(players.update({ _id: second._id }, { $set: { name: 'unique' } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await players.count()).toBe(2);
      expect((await players.findOne({ _id: second._id }))?.name).toBe('y');
    });

    it('when the same collection is asked for twice, then both handles see the same data and indexes', async () => {
      const store = open();
      const name = `players_${randomUUID().slice(0, 8)}`;
      const a = store.collection<Player>({ name, indexes: [{ fields: { name: 1 }, unique: true }] });
      const b = store.collection<Player>(name);
      await a.insert(player({ name: 'same' }));
      expect(await b.count({ name: 'same' })).toBe(1);
      await expect(b.insert(player({ name: 'same' }))).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('when deleting, then one document goes unless multi, and the count says how many', async () => {
      const players = fresh();
      for (const p of [
        player({ userId: 'gone' }),
        player({ userId: 'gone' }),
        player({ userId: 'gone' }),
        player(),
      ]) {
        await players.insert(p);
      }
      expect(await players.delete({ userId: 'gone' })).toBe(1);
      expect(await players.count({ userId: 'gone' })).toBe(2);
      expect(await players.delete({ userId: 'gone' }, { multi: true })).toBe(2);
      expect(await players.delete({ userId: 'gone' }, { multi: true })).toBe(0);
      expect(await players.count()).toBe(1);
    });

    it('when counting, then the filter applies and no filter counts all', async () => {
      const players = fresh();
      expect(await players.count()).toBe(0);
      for (const score of [1, 2, 3]) await players.insert(player({ score }));
      expect(await players.count()).toBe(3);
      expect(await players.count({ score: { $gte: 2 } })).toBe(2);
      expect(await players.count({ $or: [{ score: 1 }, { score: 3 }] })).toBe(2);
    });

    it('when documents are read, then they are plain objects that the caller may change freely', async () => {
      const players = fresh();
      const doc = player({ tags: ['x'], outbox: [{ id: 'e1', type: 'game.started' }] });
      const withEmpty = { ...doc, settings: {} };
      await players.insert(withEmpty);
      const found = await players.findOne({ _id: doc._id });
      const [listed] = await players.find({ _id: doc._id });
      for (const read of [found, listed]) {
        expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
        expect(Object.getPrototypeOf(read!.company)).toBe(Object.prototype);
        expect(Array.isArray(read!.tags)).toBe(true);
        expect(read!.joinedAt).toBeInstanceOf(Date);
        // Exactly the stored fields: no version keys, no internals, empty objects kept.
        expect(read).toEqual(withEmpty);
        expect(JSON.parse(JSON.stringify(read))).toEqual(JSON.parse(JSON.stringify(withEmpty)));
      }
      found!.tags.push('mutated');
      found!.company.cash = -1;
      expect(await players.findOne({ _id: doc._id })).toEqual(withEmpty);
    });

    it.skipIf(!factory.persistent)(
      'when the store is closed and opened again, then the data is still there',
      async () => {
        const name = `players_${randomUUID().slice(0, 8)}`;
        const spec: CollectionSpec = { name, indexes: [{ fields: { name: 1 }, unique: true }] };
        const first = open();
        const docs = [player({ name: 'kept' }), player({ name: 'changed' }), player({ name: 'deleted' })];
        for (const p of docs) await first.collection<Player>(spec).insert(p);
        await first.collection<Player>(spec).update({ name: 'changed' }, { $inc: { score: 5 } });
        await first.collection<Player>(spec).delete({ name: 'deleted' });
        await first.close();

        const again = open().collection<Player>(spec);
        expect((await again.find({}, { sort: { name: -1 } })).map((p) => [p.name, p.score])).toEqual([
          ['kept', 10],
          ['changed', 15],
        ]);
        expect((await again.findOne({ name: 'kept' }))?.joinedAt).toEqual(docs[0]!.joinedAt);
        await expect(again.insert(player({ name: 'kept' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      },
    );
  });
}

// --- embedded, always --------------------------------------------------------

describeStoreContract('embedded (in memory)', {
  persistent: false,
  open: () => createEmbeddedStore({ dataDir: null }),
});

const embeddedDir = mkdtempSync(path.join(tmpdir(), 'ai-council-store-'));
describeStoreContract('embedded (on disk)', {
  persistent: true,
  open: () => createEmbeddedStore({ dataDir: path.join(embeddedDir, 'data') }),
  stop: async () => rmSync(embeddedDir, { recursive: true, force: true }),
});

describe('embedded store specifics', () => {
  it('when two stores in one process open the same collection file, then the second is refused until the first closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ai-council-store-'));
    try {
      const first = createEmbeddedStore({ dataDir: dir });
      await first.collection('games').insert({ _id: 'g1' });
      const second = createEmbeddedStore({ dataDir: dir });
      expect(() => second.collection('games')).toThrow(/already open in this process/);
      await first.close();
      expect(await second.collection('games').count()).toBe(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// --- MongoDB, when reachable -------------------------------------------------

const mongo = await findMongo();
const dbName = `store_contract_${randomUUID().slice(0, 8)}`;
let mongoUrl = process.env.MONGO_URL ?? '';
let stopContainer: (() => Promise<unknown>) | null = null;

if ('skip' in mongo) console.warn(`[store contract] MongoDB run skipped: ${mongo.skip}`);
describeStoreContract(
  `mongodb (${'skip' in mongo ? 'not reachable' : mongo.source})`,
  {
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
  },
  'skip' in mongo ? describe.skip : describe,
);

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
