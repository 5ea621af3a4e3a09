// The document-store contract, reading: filters with MongoDB's semantics
// ($eq, $ne, $in, ranges, $and/$or, dotted fields, null and missing, arrays)
// and sort, skip and limit, on every reachable adapter (support/store-contract.ts).
import { expect, it } from 'vitest';
import type { Filter } from '../src/store/index';
import { describeStoreContract, ids, player, type Player } from './support/store-contract';

describeStoreContract('queries', ({ open, fresh }) => {
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
      ids(await players.find({ $and: [{ userId: 'u2' }, { score: { $gte: 50 } }, { score: { $lt: 500 } }] })),
    ).toEqual([c._id]);
    expect(ids(await players.find({ userId: 'u1', $or: [{ score: 5 }, { score: { $gt: 400 } }] }))).toEqual([
      a._id,
    ]);
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
    const docs = [30, 10, 50, 20, 40].map((score) => player({ score, userId: score % 20 === 0 ? 'a' : 'b' }));
    for (const p of docs) await players.insert(p);
    const scores = (found: Player[]) => found.map((p) => p.score);
    expect(scores(await players.find({}, { sort: { score: 1 } }))).toEqual([10, 20, 30, 40, 50]);
    expect(scores(await players.find({}, { sort: { score: -1 } }))).toEqual([50, 40, 30, 20, 10]);
    expect(scores(await players.find({}, { sort: { score: 1 }, limit: 2 }))).toEqual([10, 20]);
    expect(scores(await players.find({}, { sort: { score: 1 }, skip: 2, limit: 2 }))).toEqual([30, 40]);
    expect(scores(await players.find({}, { sort: { score: 1 }, skip: 4, limit: 2 }))).toEqual([50]);
    expect(scores(await players.find({}, { sort: { userId: 1, score: -1 } }))).toEqual([40, 20, 50, 30, 10]);
    expect(scores(await players.find({ score: { $gt: 10 } }, { sort: { score: -1 }, limit: 1 }))).toEqual([
      50,
    ]);
  });
});
