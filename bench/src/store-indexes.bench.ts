// Embedded store indexes (issue 41): nedb updates a document in an index by
// taking it out of its key's list and putting it back, a copy of the whole
// list, and a delete of many documents under one key did that per document.
// The store once patched nedb's internals for it (nedb-indexes.ts); now the
// collections keep no key that thousands of documents share. This measures,
// with the real embedded store on disk, the three collections that had such a
// key, each as it was indexed before and as it is now: updates per second to
// 10,000 documents of one day (or one window), and a sweep deleting 10,000
// counters of an old window beside 10,000 of the current one. "At the patch"
// is the store of the commit before nedb-indexes.ts was deleted, its folder
// taken from git; "now" is this checkout's. The specs are copied here as they
// were and are, so a row says what it measured whatever the code says later.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createEmbeddedStore,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
  type EmbeddedStoreOptions,
  type IndexSpec,
} from '@ai-council/service-kit';
import type { BenchResult } from './support/report';

const DOCUMENTS = 10_000;
/** Writes waiting at once, as many players' calls do. */
const IN_FLIGHT = 50;
/** Each cell measured this many times on a fresh store; the report gives the median. */
const RUNS = 3;
const DAY = '2026-12-06';
const WINDOW_MS = 60_000;
const WINDOW = 1_796_000_000_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STORE_DIR = 'packages/service-kit/src/store';

type StoreFactory = (options: EmbeddedStoreOptions) => DocumentStore;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** The commit before the one that deleted nedb-indexes.ts: the store with its patch. */
function patchRev(): string {
  const deleted = git('rev-list', '-n1', 'HEAD', '--', `${STORE_DIR}/nedb-indexes.ts`);
  if (!deleted) throw new Error(`no commit on HEAD deletes ${STORE_DIR}/nedb-indexes.ts`);
  return git('rev-parse', '--short', `${deleted}~`);
}

/** The embedded store at `rev`, its folder from git under .tmp/ (ignored), where it resolves this checkout's nedb. */
async function storeAt(rev: string): Promise<StoreFactory> {
  const dir = path.join(repoRoot, '.tmp', `store-at-${rev}`);
  const entry = path.join(dir, STORE_DIR, 'embedded-store.ts');
  if (!existsSync(entry)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-x', '-C', dir], {
      input: execFileSync('git', ['archive', rev, STORE_DIR], { cwd: repoRoot }),
    });
  }
  return ((await import(pathToFileURL(entry).href)) as { createEmbeddedStore: StoreFactory })
    .createEmbeddedStore;
}

interface UpdateCase {
  name: string;
  /** The collection as it was indexed at the patch, and as it is now. */
  before: CollectionSpec;
  now: CollectionSpec;
  /** The i-th of the documents, inserted before the runs. */
  document(i: number): Doc;
  update(collection: Collection, i: number): Promise<unknown>;
}

// svc-analytics/src/data-access/collections.ts: one document per player active that day, updated at each event.
const userDay = (i: number): Doc => ({
  _id: `${DAY}|player-${i}`,
  userId: `player-${i}`,
  day: DAY,
  prevDay: '',
  events: 1,
  pageViews: 0,
  lastAt: `${DAY}T10:00:00.000Z`,
});
// gateway/src/routing/write-limits.ts: one counter per player and window, counted at each write.
const counter = (windowStart: number) => (i: number) => ({
  _id: `writes:player-${i}:${windowStart}`,
  hits: 1,
  windowStart,
  bucket: 'writes',
});
// svc-game/src/data-access/games.repository.ts: a day's challenge games in play, updated at each play.
const challengeGame = (i: number): Doc => ({
  _id: `game-${i}`,
  userId: `player-${i}`,
  activeKey: `player-${i}`,
  version: 1,
  challenge: { day: DAY, mode: 'demo', firstName: 'Ada' },
});

const gamesIndexedBy = (leaderboard: IndexSpec): CollectionSpec => ({
  name: 'games',
  indexes: [{ fields: { activeKey: 1 }, unique: true }, { fields: { userId: 1 } }, leaderboard],
});

const updateCases: UpdateCase[] = [
  {
    name: "a day's active players (analytics_user_days), one event each",
    before: { name: 'user_days', indexes: [{ fields: { day: 1 } }, { fields: { userId: 1 } }] },
    now: { name: 'user_days', indexes: [{ fields: { userId: 1 } }] },
    document: userDay,
    update: (days, i) =>
      days.update(
        { _id: `${DAY}|player-${i}` },
        { $inc: { events: 1 }, $set: { lastAt: `${DAY}T11:00:00.000Z` } },
      ),
  },
  {
    name: "a window's write-limit counters (write-limits), one write each",
    before: { name: 'write_limits', indexes: [{ fields: { windowStart: 1 } }] },
    now: { name: 'write_limits' },
    document: counter(WINDOW),
    update: (counters, i) =>
      counters.update(
        { _id: `writes:player-${i}:${WINDOW}` },
        { $inc: { hits: 1 }, $set: { windowStart: WINDOW, bucket: 'writes' } },
        { upsert: true },
      ),
  },
  {
    name: "a day's challenge games in play (games), one play each",
    before: gamesIndexedBy({ fields: { 'challenge.day': 1 }, sparse: true }),
    now: gamesIndexedBy({ fields: { 'challenge.entry.endedAt': 1 }, sparse: true }),
    document: challengeGame,
    update: (games, i) => games.update({ _id: `game-${i}` }, { $inc: { version: 1 } }),
  },
];

// The sweep: each limit deletes its windows older than the last one, once a window.
const sweepCase = {
  name: "a write limit's sweep of an old window's 10,000 counters (10,000 of the current one stay)",
  before: { name: 'write_limits', indexes: [{ fields: { windowStart: 1 } }] } satisfies CollectionSpec,
  now: { name: 'write_limits' } satisfies CollectionSpec,
  sweep: (counters: Collection) =>
    counters.delete(
      { windowStart: { $lt: WINDOW + WINDOW_MS }, $or: [{ bucket: 'writes' }, { bucket: null }] },
      { multi: true },
    ),
};

/** Runs `work(i)` for i below `count`, `inFlight` at a time. */
async function inTurn(count: number, inFlight: number, work: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** A random order of 0..n-1, the same each run (a small LCG), so every cell updates in the same order. */
function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let seed = 41;
  for (let i = n - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

type CellName = 'atPatch' | 'beforeDesignNow' | 'nowDesignAtPatch' | 'now';
type Cells<T> = Record<CellName, T>;

const insertAll = (collection: Collection, document: (i: number) => Doc) =>
  inTurn(DOCUMENTS, IN_FLIGHT, (i) => collection.insert(document(i)));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A row's four cells, each its collection on a fresh store on disk, all open at once: after `setup`, run
 * by run each cell takes its `pass` in turn, so the shared machine's drift falls on the four alike.
 * Resolves to each cell's median.
 */
async function inTurnsAcross(
  cells: Cells<{ createStore: StoreFactory; spec: CollectionSpec }>,
  setup: (collection: Collection) => Promise<unknown>,
  pass: (collection: Collection) => Promise<number>,
): Promise<Cells<number>> {
  const dataDirs: string[] = [];
  const stores: DocumentStore[] = [];
  try {
    const opened = Object.entries(cells).map(([name, { createStore, spec }]) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-indexes-'));
      dataDirs.push(dataDir);
      const store = createStore({ dataDir, compactionIntervalMs: 3_600_000 });
      stores.push(store);
      return { name, collection: store.collection(spec), runs: [] as number[] };
    });
    for (const { collection } of opened) await setup(collection);
    for (let run = 0; run < RUNS; run += 1) {
      for (const cell of opened) cell.runs.push(await pass(cell.collection));
    }
    return Object.fromEntries(opened.map(({ name, runs }) => [name, median(runs)])) as Cells<number>;
  } finally {
    await Promise.all(stores.map((store) => store.close()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function run(): Promise<BenchResult> {
  const rev = patchRev();
  const atPatch = await storeAt(rev);
  const figures: Record<string, number> = {};
  const rows: string[] = [];
  const row = (name: string, cells: Cells<number>, text: (value: number) => string) =>
    `| ${name} | ${text(cells.atPatch)} | ${text(cells.beforeDesignNow)} | ${text(cells.nowDesignAtPatch)} | **${text(cells.now)}** | ${(cells.now / cells.atPatch).toFixed(2)}× |`;

  for (const [n, c] of updateCases.entries()) {
    const order = shuffled(DOCUMENTS);
    const cells = await inTurnsAcross(
      {
        atPatch: { createStore: atPatch, spec: c.before },
        beforeDesignNow: { createStore: createEmbeddedStore, spec: c.before },
        nowDesignAtPatch: { createStore: atPatch, spec: c.now },
        now: { createStore: createEmbeddedStore, spec: c.now },
      },
      (collection) => insertAll(collection, c.document),
      async (collection) => {
        const started = performance.now();
        await inTurn(DOCUMENTS, IN_FLIGHT, (i) => c.update(collection, order[i]!));
        return DOCUMENTS / ((performance.now() - started) / 1000);
      },
    );
    for (const [cell, value] of Object.entries(cells)) figures[`updatesPerSecond${n}:${cell}`] = value;
    rows.push(row(`${c.name}: updates`, cells, rate));
  }

  const sweep = await inTurnsAcross(
    {
      atPatch: { createStore: atPatch, spec: sweepCase.before },
      beforeDesignNow: { createStore: createEmbeddedStore, spec: sweepCase.before },
      nowDesignAtPatch: { createStore: atPatch, spec: sweepCase.now },
      now: { createStore: createEmbeddedStore, spec: sweepCase.now },
    },
    (collection) => insertAll(collection, counter(WINDOW + 2 * WINDOW_MS)),
    async (collection) => {
      await insertAll(collection, counter(WINDOW));
      const started = performance.now();
      const swept = await sweepCase.sweep(collection);
      const took = performance.now() - started;
      if (swept !== DOCUMENTS) throw new Error(`the sweep deleted ${swept} counters, not ${DOCUMENTS}`);
      return took;
    },
  );
  for (const [cell, value] of Object.entries(sweep)) figures[`sweepMs:${cell}`] = value;
  rows.push(row(sweepCase.name, sweep, ms));

  const markdown = `The real embedded store in this process, each cell a fresh store on disk holding ${DOCUMENTS.toLocaleString('en-US')}
documents under one day or window (inserted first, not timed), ${IN_FLIGHT} writes waiting at once, the median of ${RUNS} runs;
a row's four cells are open at once and take their runs in turn, so the shared machine's drift falls on all four.
An update run updates every document once in a random order, until the last is in the file; a sweep run fills the old
window with ${DOCUMENTS.toLocaleString('en-US')} counters beside the current window's ${DOCUMENTS.toLocaleString('en-US')} and deletes them with the query
gateway/src/routing/write-limits.ts sends. "At the patch" is the store at ${rev}, the commit before nedb-indexes.ts was
deleted (nedb's index updates and deletes patched: an update that kept its keys replaced the document in place, a delete
took each key's list once); "now" is this commit's store, nedb's own way. "As before" indexes the collections as they
were then, "as now" as they are: \`user_days\` by user only (a day's activity is read by \`_id\`, which begins with the
day), the write-limit counters not at all (each limit's sweep reads the collection once a window), games by
\`challenge.entry.endedAt\` (only ended games have one) instead of \`challenge.day\`.

| collection, operation | as before, at the patch (${rev}) | as before, now | as now, at the patch | **as now, now** | now ÷ patch |
|---|---|---|---|---|---|
${rows.join('\n')}`;
  return { markdown, figures, budgets: [] };
}
