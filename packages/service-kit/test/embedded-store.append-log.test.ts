// The embedded store appends a collection's writes in groups (append-log.ts):
// a write is answered only once its own line is in the file, writes made while
// an append is under way share the next one, lines land in the order the
// writes were made, and a failed append fails its own writes only.
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedStore } from '../src/store/embedded-store';

const appends = vi.hoisted(() => ({ count: 0, opens: 0, failNext: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    // The log appends through the handle it keeps open: each open and each append is counted, and the next
    // append may be made to fail.
    open: async (...args: Parameters<typeof actual.open>) => {
      appends.opens += 1;
      const handle = await actual.open(...args);
      const appendFile = handle.appendFile.bind(handle);
      handle.appendFile = async (...rest: Parameters<typeof appendFile>) => {
        appends.count += 1;
        if (appends.failNext) {
          appends.failNext = false;
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        }
        return appendFile(...rest);
      };
      return handle;
    },
  };
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Tally = { _id: string; n: number };

function openStore() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'append-log-'));
  dirs.push(dataDir);
  const store = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
  return { dataDir, store, tallies: store.collection<Tally>('tallies') };
}

const linesOf = (dataDir: string) =>
  readFileSync(path.join(dataDir, 'tallies.db'), 'utf8').split('\n').filter(Boolean);

describe('the embedded store appends writes in groups', () => {
  it('when 300 writes are made at once, then each is answered with its line in the file, in fewer appends than writes', async () => {
    const { dataDir, store, tallies } = openStore();
    await tallies.insert({ _id: 'first', n: 0 });
    appends.count = 0;
    appends.opens = 0;

    const inFileWhenAnswered = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        tallies
          .insert({ _id: `t${i}`, n: i })
          .then(() => linesOf(dataDir).some((line) => line.includes(`"_id":"t${i}"`))),
      ),
    );

    expect(inFileWhenAnswered.every(Boolean)).toBe(true);
    expect(appends.count).toBeGreaterThan(0);
    expect(appends.count).toBeLessThan(300);
    // The file stayed open from the first insert on.
    expect(appends.opens).toBe(0);
    console.log(`[append log] 300 concurrent inserts took ${appends.count} appends`);
    const ids = linesOf(dataDir).map((line) => (JSON.parse(line) as Tally)._id);
    expect(ids).toEqual(['first', ...Array.from({ length: 300 }, (_, i) => `t${i}`)]);
    await store.close();
  });

  it('when updates of one document follow each other, then a reopened store sees the last', async () => {
    const { dataDir, store, tallies } = openStore();
    await tallies.insert({ _id: 'counter', n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, () => tallies.update({ _id: 'counter' }, { $inc: { n: 1 } })),
    );
    await store.close();

    const reopened = createEmbeddedStore({ dataDir, compactionIntervalMs: 3_600_000 });
    expect((await reopened.collection<Tally>('tallies').findOne({ _id: 'counter' }))?.n).toBe(50);
    await reopened.close();
  });

  it('when an append fails, then the writes it carried fail and the next writes are appended', async () => {
    const { dataDir, store, tallies } = openStore();
    await tallies.insert({ _id: 'before', n: 0 });

    appends.failNext = true;
    appends.opens = 0;
    await expect(tallies.insert({ _id: 'lost', n: 1 })).rejects.toThrow(/ENOSPC/);
    await tallies.insert({ _id: 'after', n: 2 });
    // The handle that failed was let go: the next append opened the file again.
    expect(appends.opens).toBe(1);

    expect(linesOf(dataDir).map((line) => (JSON.parse(line) as Tally)._id)).toEqual(['before', 'after']);
    await store.close();
  });

  it('when the store closes, then the data file it kept open for appending is closed', async () => {
    const { dataDir, store, tallies } = openStore();
    const file = path.join(dataDir, 'tallies.db');
    // The descriptors this process holds on the file, or on the one a rewrite replaced (Linux names each
    // descriptor's target under /proc/self/fd, a replaced file's with " (deleted)").
    const openHere = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).replace(/ \(deleted\)$/, '') === file;
        } catch {
          return false;
        }
      }).length;
    await tallies.insert({ _id: 'one', n: 1 });
    expect(openHere()).toBe(1);

    await store.close();

    expect(openHere()).toBe(0);
    expect(linesOf(dataDir).map((line) => (JSON.parse(line) as Tally)._id)).toEqual(['one']);
  });
});
