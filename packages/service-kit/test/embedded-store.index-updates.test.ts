// Updates and deletes on the embedded store where many documents share an
// index key: each query on each index sees exactly the documents as they now
// stand, whether an update keeps every key, moves the document to another key
// or is refused by a unique index (nedb rolls it back), and whether a delete
// takes one document of a key, most of them or all.
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded-store';
import { DuplicateKeyError, type CollectionSpec } from '../src/store/port';

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
  it('when updates keep every key, then queries on each index see the new versions', async () => {
    const { store, days } = await fiveHundredOneDay();
    for (let i = 0; i < 500; i += 1) await days.update({ _id: `u${i}` }, { $inc: { events: 1 } });
    await days.update({ day: '2026-11-26' }, { $inc: { events: 1 } }, { multi: true });

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

  it('when a delete removes most of the documents that share a key, then each index holds exactly the rest', async () => {
    const { store, days } = await fiveHundredOneDay();
    await days.update({ _id: 'u0' }, { $set: { challenge: { day: '2026-11-26' } } });
    const kept = (id: string) => Number(id.slice(1)) % 10 === 0;
    const going = Array.from({ length: 500 }, (_, i) => `u${i}`).filter((id) => !kept(id));

    expect(await days.delete({ _id: { $in: going } }, { multi: true })).toBe(450);

    const left = await days.find({ day: '2026-11-26' });
    expect(left.map((d) => d._id).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `u${i * 10}`).sort());
    expect(await days.findOne({ handle: 'h11' })).toBeNull();
    expect((await days.findOne({ handle: 'h10' }))?._id).toBe('u10');
    expect(await days.findOne({ userId: 'u3', gameId: 'g' })).toBeNull();
    expect((await days.find({ 'challenge.day': '2026-11-26' })).map((d) => d._id)).toEqual(['u0']);
    // The last documents of a key take the key with them: a new one under it starts a list of its own.
    expect(await days.delete({ day: '2026-11-26' }, { multi: true })).toBe(50);
    expect(await days.count({ day: '2026-11-26' })).toBe(0);
    await days.insert({ _id: 'n', userId: 'n', gameId: 'g', day: '2026-11-26', handle: 'h0', events: 0 });
    expect((await days.find({ day: '2026-11-26' })).map((d) => d._id)).toEqual(['n']);
    await store.close();
  });

  it('when a delete removes one document, then the others of its key stay', async () => {
    const { store, days } = await fiveHundredOneDay();
    expect(await days.delete({ handle: 'h4' })).toBe(1);
    expect(await days.count({ day: '2026-11-26' })).toBe(499);
    expect(await days.findOne({ _id: 'u4' })).toBeNull();
    await store.close();
  });
});
