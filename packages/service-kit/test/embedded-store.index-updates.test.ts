// Updates on the embedded store where many documents share an index key (a
// day's active players under `day`): an update that keeps every key of the
// document replaces it in place in each index, without nedb's remove and
// insert (which scanned and copied the key's whole list); one that changes a
// key, or breaks a unique index, goes nedb's own way, rollback included.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded-store';
import { DuplicateKeyError, type CollectionSpec } from '../src/store/port';

const { prototype: nedbIndex } = createRequire(import.meta.url)('@seald-io/nedb/lib/indexes.js') as {
  prototype: { remove(doc: unknown): void };
};

type Day = {
  _id: string;
  userId: string;
  gameId: string;
  day: string;
  handle: string;
  events: number;
  challenge?: { day: string };
};
const spec: CollectionSpec = {
  name: 'user_days',
  indexes: [
    { fields: { day: 1 } },
    { fields: { userId: 1, gameId: 1 } },
    { fields: { handle: 1 }, unique: true },
    { fields: { 'challenge.day': 1 }, sparse: true },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function fiveHundredOneDay() {
  const store = createEmbeddedStore({ dataDir: null });
  const days = store.collection<Day>(spec);
  for (let i = 0; i < 500; i += 1)
    await days.insert({
      _id: `u${i}`,
      userId: `u${i}`,
      gameId: 'g',
      day: '2026-11-26',
      handle: `h${i}`,
      events: 0,
    });
  return { store, days };
}

describe('embedded store index updates', () => {
  it('when updates keep every key, then no index removes anything and queries on each index see the new versions', async () => {
    const { store, days } = await fiveHundredOneDay();
    const removes = vi.spyOn(nedbIndex, 'remove');
    for (let i = 0; i < 500; i += 1) await days.update({ _id: `u${i}` }, { $inc: { events: 1 } });
    await days.update({ day: '2026-11-26' }, { $inc: { events: 1 } }, { multi: true });
    expect(removes).not.toHaveBeenCalled();

    const today = await days.find({ day: '2026-11-26' });
    expect(today).toHaveLength(500);
    expect(today.every((d) => d.events === 2)).toBe(true);
    expect((await days.findOne({ userId: 'u7', gameId: 'g' }))?.events).toBe(2);
    expect((await days.findOne({ handle: 'h9' }))?.events).toBe(2);
    await store.close();
  });

  it('when an update changes a key, then the document moves to its new key and leaves the old one', async () => {
    const { store, days } = await fiveHundredOneDay();
    await days.update({ _id: 'u3' }, { $set: { day: '2026-11-27', challenge: { day: '2026-11-27' } } });
    expect(await days.count({ day: '2026-11-26' })).toBe(499);
    expect((await days.find({ day: '2026-11-27' })).map((d) => d._id)).toEqual(['u3']);
    expect((await days.find({ 'challenge.day': '2026-11-27' })).map((d) => d._id)).toEqual(['u3']);
    await store.close();
  });

  it('when an update would break a unique index, then it is refused and every index still holds the old version', async () => {
    const { store, days } = await fiveHundredOneDay();
    await expect(days.update({ _id: 'u1' }, { $set: { handle: 'h2', events: 5 } })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect((await days.findOne({ handle: 'h1' }))?._id).toBe('u1');
    expect((await days.findOne({ handle: 'h2' }))?._id).toBe('u2');
    expect((await days.find({ day: '2026-11-26' })).find((d) => d._id === 'u1')?.events).toBe(0);
    await days.update({ _id: 'u1' }, { $inc: { events: 1 } });
    expect((await days.findOne({ userId: 'u1', gameId: 'g' }))?.events).toBe(1);
    await store.close();
  });
});
