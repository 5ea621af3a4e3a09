// The embedded store's size bound: past it, inserts and updates are refused
// with a sentence (StoreFullError, a 507 at the HTTP edge) while reads and
// deletions go on; the files are compacted before a write is refused. And a
// probe that finds the store down says so without its error's text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore, createHttpApp, createLogger, StoreFullError } from '../src/index';
import { testTokenKeys } from '../src/testing/index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** Paces the filling writes: the guard measures the files a moment after writes, not on each one. */
const letTheGuardMeasure = () => new Promise((r) => setTimeout(r, 400));

describe('the embedded store-size guard', () => {
  it('when the files pass maxBytes, then writes are refused and reads and deletions go on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-guard-'));
    dirs.push(dir);
    const store = createEmbeddedStore({ dataDir: dir, maxBytes: 64 * 1024 });
    const notes = store.collection<{ _id: string; text: string }>('notes');
    let stored = 0;
    let refusal: unknown = null;
    for (let i = 0; i < 200 && !refusal; i += 1) {
      try {
        await notes.insert({ _id: `n${i}`, text: 'x'.repeat(2_000) });
        stored += 1;
      } catch (error) {
        refusal = error;
      }
      if (i % 5 === 4) await letTheGuardMeasure();
    }
    expect(refusal).toBeInstanceOf(StoreFullError);
    expect((refusal as Error).message).toMatch(/^The game's storage is full \(64 KB\)/);
    expect(stored).toBeGreaterThan(25);
    await expect(notes.update({ _id: 'n0' }, { $set: { text: 'y' } })).rejects.toBeInstanceOf(StoreFullError);
    expect(await notes.count()).toBe(stored);
    expect((await notes.findOne({ _id: 'n1' }))?.text).toHaveLength(2_000);

    // Deleting frees space: once measured (after compaction) writes are taken again.
    expect(
      await notes.delete({ _id: { $in: Array.from({ length: 20 }, (_, i) => `n${i}`) } }, { multi: true }),
    ).toBe(20);
    await expect
      .poll(() => notes.insert({ _id: 'after', text: 'fits again' }).then(() => 'taken', String))
      .toBe('taken');
    await store.close();
  });

  it('when a store over its bound is opened again, then it refuses writes from the start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-guard-'));
    dirs.push(dir);
    const first = createEmbeddedStore({ dataDir: dir });
    const notes = first.collection('notes');
    for (let i = 0; i < 40; i += 1) await notes.insert({ _id: `n${i}`, text: 'x'.repeat(2_000) });
    await first.close();
    const again = createEmbeddedStore({ dataDir: dir, maxBytes: 32 * 1024 });
    await expect(again.collection('notes').insert({ _id: 'more', text: '' })).rejects.toBeInstanceOf(
      StoreFullError,
    );
    expect(await again.collection('notes').count()).toBe(40);
    await again.close();
  });
});

describe('/readyz', () => {
  it('when the store does not answer, then the probe is 503 without the error text', async () => {
    const app = createHttpApp({
      logger: createLogger('test', 'silent'),
      tokens: { publicKey: testTokenKeys.publicKey, audience: 'svc-game' },
      api: Router(),
      ready: async () => {
        throw new Error('connect ECONNREFUSED mongo-0.internal:27017 (user ai-council)');
      },
    });
    const res = await supertest(app).get('/readyz').expect(503);
    expect(res.body).toEqual({ message: 'not ready' });
  });
});
