// The embedded store's compaction rewrites a collection's file with only its
// live documents, without nedb's compactDatafile (which holds reads too): what
// a store reopened from the file sees is what was there, unique indexes hold,
// and writes made while it runs neither wait for it nor are lost.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded-store';
import { DuplicateKeyError, type CollectionSpec } from '../src/store/port';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const spec: CollectionSpec = { name: 'players', indexes: [{ fields: { handle: 1 }, unique: true }] };

/** A data folder of this test's own, removed after it. */
function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'compaction-'));
  dirs.push(dataDir);
  return dataDir;
}

/** The store closed, once its rewrite has left no `.compacting` file behind, and opened again from its files. */
async function reopened(store: ReturnType<typeof playersOn>['store'], dataDir: string) {
  expect(readdirSync(dataDir).filter((f) => f.endsWith('.compacting'))).toEqual([]);
  await store.close();
  return playersOn(dataDir);
}

/** The players of a store on `dataDir` whose compaction timer does not run during a test. */
function playersOn(dataDir: string) {
  const store = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
  return {
    store,
    players: store.collection<{ _id: string; handle: string; score: number; at?: Date; note?: string }>(spec),
  };
}

describe('embedded store compaction', () => {
  it('when a collection is compacted, then its file holds only the live documents and a reopened store sees them all', async () => {
    const dataDir = freshDataDir();
    const { store, players } = playersOn(dataDir);
    for (let i = 0; i < 600; i += 1) {
      await players.insert({ _id: `p${i}`, handle: `h${i}`, score: 0, at: new Date(Date.UTC(2026, 0, 1)) });
    }
    for (let i = 0; i < 600; i += 2) await players.update({ _id: `p${i}` }, { $inc: { score: 5 } });
    await players.delete({ _id: 'p1' });
    const file = path.join(dataDir, 'players.db');
    const linesBefore = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;

    // A write made while the compaction runs lands in the new file.
    await Promise.all([store.compact!(), players.update({ _id: 'p3' }, { $set: { score: 42 } })]);
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(linesBefore).toBeGreaterThan(900);
    expect(lines.filter((l) => !l.includes('$$indexCreated')).length).toBeLessThanOrEqual(600);

    const { store: storeAgain, players: again } = await reopened(store, dataDir);
    expect(await again.count({})).toBe(599);
    expect(await again.findOne({ _id: 'p1' })).toBeNull();
    expect((await again.findOne({ _id: 'p2' }))?.score).toBe(5);
    expect((await again.findOne({ _id: 'p3' }))?.score).toBe(42);
    expect((await again.findOne({ _id: 'p4' }))?.at).toEqual(new Date(Date.UTC(2026, 0, 1)));
    await expect(again.insert({ _id: 'dup', handle: 'h7', score: 0, at: new Date() })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    await storeAgain.close();
  });

  it('when writes are made while a grown collection is rewritten, then they are answered before it ends and all are in the new file', async () => {
    const dataDir = freshDataDir();
    const { store, players } = playersOn(dataDir);
    const note = 'x'.repeat(400);
    await Promise.all(
      Array.from({ length: 20_000 }, (_, i) =>
        players.insert({ _id: `p${i}`, handle: `h${i}`, score: 0, note }),
      ),
    );

    const order: string[] = [];
    const compaction = store.compact!().then(() => order.push('compacted'));
    const writes = [
      ...Array.from({ length: 100 }, (_, i) =>
        players.update({ _id: `p${i * 7}` }, { $set: { score: i + 1 } }).then(() => order.push('write')),
      ),
      players.insert({ _id: 'new', handle: 'fresh', score: 9, note: '' }).then(() => order.push('write')),
      players.delete({ _id: 'p1' }).then(() => order.push('write')),
    ];
    await Promise.all([compaction, ...writes]);
    expect(order[0]).toBe('write');

    const { store: storeAgain, players: again } = await reopened(store, dataDir);
    expect(await again.count({})).toBe(20_000);
    expect(await again.findOne({ _id: 'p1' })).toBeNull();
    expect((await again.findOne({ _id: 'new' }))?.score).toBe(9);
    for (let i = 0; i < 100; i += 1) expect((await again.findOne({ _id: `p${i * 7}` }))?.score).toBe(i + 1);
    await storeAgain.close();
  });

  it('when the timer looks, then a collection that only grew keeps its file and one whose lines are half stale is rewritten', async () => {
    const dataDir = freshDataDir();
    const store = createEmbeddedStore({ dataDir, compactionIntervalMs: 20 });
    const events = store.collection<{ _id: string; n: number }>({ name: 'events' });
    const counters = store.collection<{ _id: string; n: number }>({ name: 'counters' });
    const linesOf = (name: string) =>
      readFileSync(path.join(dataDir, `${name}.db`), 'utf8')
        .split('\n')
        .filter(Boolean).length;
    for (let i = 0; i < 300; i += 1) await events.insert({ _id: `e${i}`, n: i });
    // A rewrite replaces the file by rename: a new inode.
    const eventsFile = statSync(path.join(dataDir, 'events.db')).ino;
    for (let i = 0; i < 10; i += 1) await counters.insert({ _id: `c${i}`, n: 0 });
    // Stale, but less than half the file: left as it is.
    for (let i = 0; i < 8; i += 1) await counters.update({ _id: `c${i}` }, { $inc: { n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(linesOf('events')).toBe(300);
    expect(linesOf('counters')).toBe(18);

    for (let i = 0; i < 200; i += 1) await counters.update({ _id: `c${i % 10}` }, { $inc: { n: 1 } });
    // 218 lines, 208 stale: rewritten. A rewrite may land among the updates, leaving the ones after it
    // (fewer than the 10 live lines, so under half) until more come: at rest at most 10 + 9 lines.
    const deadline = Date.now() + 5_000;
    while (linesOf('counters') > 19 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(linesOf('counters')).toBeLessThanOrEqual(19);
    for (let i = 0; i < 10; i += 1)
      expect((await counters.findOne({ _id: `c${i}` }))?.n).toBe(i < 8 ? 21 : 20);
    expect(linesOf('events')).toBe(300);
    expect(statSync(path.join(dataDir, 'events.db')).ino).toBe(eventsFile);
    await store.close();
  });
});
