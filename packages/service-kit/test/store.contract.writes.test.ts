// The document-store contract, writing: updates, upserts, optimistic
// versions, unique indexes, deletes, counts, plain objects and persistence, on
// every reachable adapter (support/store-contract.ts); then what only the
// embedded store promises.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore, DuplicateKeyError, type CollectionSpec } from '../src/store/index';
import { describeStoreContract, player, type Player } from './support/store-contract';

describeStoreContract('writes', ({ factory, open, fresh }) => {
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
