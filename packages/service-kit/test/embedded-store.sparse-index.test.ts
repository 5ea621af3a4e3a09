// A sparse index (IndexSpec.sparse) on the embedded store: documents that lack
// the field stay out of it, queries on the field still find exactly the ones
// that have it, and a file written while the index was not sparse has it
// rebuilt as the spec now asks when the store opens it again. The indexes a
// collection holds are its spec's: one its file names but the spec dropped is
// gone once the store opens the file again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded-store';
import type { CollectionSpec } from '../src/store/port';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Game = {
  _id: string;
  quarter: number;
  challenge?: { day: string };
};
const specOf = (sparse: boolean): CollectionSpec => ({
  name: 'games',
  indexes: [{ fields: { 'challenge.day': 1 }, sparse }],
});
const indexLinesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('$$indexCreated'))
    .map((line) => JSON.parse(line) as { $$indexCreated: { fieldName: string; sparse: boolean } });

describe('embedded store sparse indexes', () => {
  it('when most documents lack the field, then a query on it finds exactly those that have it, through updates and a reopening', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sparse-'));
    dirs.push(dataDir);
    const store = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    const games = store.collection<Game>(specOf(true));
    for (let i = 0; i < 200; i += 1) {
      await games.insert({
        _id: `g${i}`,
        quarter: 1,
        ...(i % 50 === 0 ? { challenge: { day: '2026-11-26' } } : {}),
      });
    }
    for (let i = 0; i < 200; i += 3) await games.update({ _id: `g${i}` }, { $inc: { quarter: 1 } });
    await games.update({ _id: 'g7' }, { $set: { challenge: { day: '2026-11-27' } } });
    const ids = async (day: string) => (await games.find({ 'challenge.day': day })).map((g) => g._id).sort();
    expect(await ids('2026-11-26')).toEqual(['g0', 'g100', 'g150', 'g50']);
    expect(await ids('2026-11-27')).toEqual(['g7']);
    await store.close();

    const reopened = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    const again = reopened.collection<Game>(specOf(true));
    expect((await again.find({ 'challenge.day': '2026-11-26' })).length).toBe(4);
    expect((await again.findOne({ _id: 'g3' }))?.quarter).toBe(2);
    await reopened.close();
  });

  it('when a file holds the index as not sparse and the spec now says sparse, then it is rebuilt sparse', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sparse-'));
    dirs.push(dataDir);
    const before = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    await before.collection<Game>(specOf(false)).insert({ _id: 'g1', quarter: 1 });
    await before.close();
    const file = path.join(dataDir, 'games.db');
    expect(indexLinesOf(file).at(-1)?.$$indexCreated.sparse).toBe(false);

    const after = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    const games = after.collection<Game>(specOf(true));
    await games.insert({ _id: 'g2', quarter: 1, challenge: { day: '2026-11-26' } });
    expect((await games.find({ 'challenge.day': '2026-11-26' })).map((g) => g._id)).toEqual(['g2']);
    await after.close();
    expect(indexLinesOf(file).at(-1)?.$$indexCreated).toMatchObject({
      fieldName: 'challenge.day',
      sparse: true,
    });
  });

  it('when a file holds a unique index the spec no longer names, then the reopened collection takes duplicates and its file drops the index', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sparse-'));
    dirs.push(dataDir);
    const byHandle: CollectionSpec = { name: 'players', indexes: [{ fields: { handle: 1 }, unique: true }] };
    const before = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    const players = before.collection<{ _id: string; handle: string }>(byHandle);
    await players.insert({ _id: 'p1', handle: 'ada' });
    await expect(players.insert({ _id: 'p2', handle: 'ada' })).rejects.toThrow();
    await before.close();
    const file = path.join(dataDir, 'players.db');
    expect(indexLinesOf(file).map((line) => line.$$indexCreated.fieldName)).toContain('handle');

    const after = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    const again = after.collection<{ _id: string; handle: string }>({ name: 'players' });
    await again.insert({ _id: 'p2', handle: 'ada' });
    expect((await again.find({ handle: 'ada' })).map((p) => p._id).sort()).toEqual(['p1', 'p2']);
    await after.close();
    expect(indexLinesOf(file)).toEqual([]);
  });
});
