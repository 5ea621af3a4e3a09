// The embedded document store on @seald-io/nedb, held in memory, with one
// append-only file per collection under dataDir that the store writes itself
// (append-log.ts, nedb-file.ts), or memory only when dataDir is null. nedb speaks
// most of the port's Mongo dialect natively; the filter translation
// (nedb-query.ts) only closes the gaps where nedb differs from MongoDB ($eq,
// null/missing fields, $ne on arrays) and upsert seeding, so both adapters
// pass one contract suite.
import Datastore from '@seald-io/nedb';
import { mkdirSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { sizeGuard, type SizeGuard } from './embedded-size-guard';
import { appendLogOf, type AppendLog } from './append-log';
import { deletionLines, readDataFile, serialize, snapshotOf, writeDataFile } from './nedb-file';
import { toNedbQuery, upsertSeed } from './nedb-query';
import { cleanUpdate, DuplicateKeyError } from './port';
import type { Collection, CollectionSpec, Doc, DocumentStore, Filter, FindOptions, IndexSpec } from './port';
import type { Update, UpdateOptions } from './port';

export interface EmbeddedStoreOptions {
  /** Folder holding one `<collection>.db` file per collection; null keeps everything in memory. */
  dataDir: string | null;
  /**
   * How often collections are looked at for a rewrite of their append-only
   * file: one is rewritten once at least half its lines are versions since
   * replaced or deleted. nedb's own autocompaction rewrites every file on
   * every tick and keeps the process alive, so the store runs its own unref'd
   * timer instead.
   */
  compactionIntervalMs?: number;
  /**
   * The most its files may take on disk: past it, inserts and updates are refused
   * (StoreFullError) while reads and deletions go on. Unset: no bound.
   */
  maxBytes?: number;
}

const DEFAULT_COMPACTION_INTERVAL_MS = 60_000;

/** How soon after compactSoon() (a player's erasure) the files written since their last rewrite are rewritten. */
export const ERASURE_COMPACTION_DELAY_MS = 5_000;

/**
 * Data files open in this process. Two nedb instances appending to one file
 * corrupt it, which happens when two embedded services share a dataDir and a
 * collection name: refuse the second one with a message that says so.
 */
const openFiles = new Set<string>();
const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export function createEmbeddedStore(options: EmbeddedStoreOptions): DocumentStore {
  const { dataDir } = options;
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const collections = new Map<string, EmbeddedCollection>();
  let closed = false;
  const guard =
    options.maxBytes !== undefined && dataDir !== null
      ? sizeGuard(options.maxBytes, collections, () => closed)
      : null;

  const compactionTimer =
    dataDir === null
      ? null
      : setInterval(() => {
          for (const c of collections.values()) void c.compactIfHalfStale().catch(() => undefined);
        }, options.compactionIntervalMs ?? DEFAULT_COMPACTION_INTERVAL_MS);
  compactionTimer?.unref();
  let erasureCompaction: NodeJS.Timeout | null = null;

  return {
    kind: 'embedded',
    collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> {
      if (closed) throw new Error('store is closed');
      const { name, indexes = [] } = typeof spec === 'string' ? { name: spec } : spec;
      if (!COLLECTION_NAME.test(name)) throw new Error(`invalid collection name: ${JSON.stringify(name)}`);
      let collection = collections.get(name);
      if (!collection) {
        collection = new EmbeddedCollection(
          name,
          dataDir === null ? null : path.resolve(dataDir, `${name}.db`),
          guard,
        );
        collections.set(name, collection);
      }
      collection.ensureIndexes(indexes);
      return collection as unknown as Collection<T>;
    },
    async ping() {
      if (closed) throw new Error('store is closed');
    },
    async compact() {
      if (closed) throw new Error('store is closed');
      await Promise.all([...collections.values()].map((c) => c.compactIfDirty()));
    },
    compactSoon() {
      if (closed || dataDir === null || erasureCompaction) return;
      erasureCompaction = setTimeout(() => {
        erasureCompaction = null;
        if (closed) return;
        for (const c of collections.values()) void c.compactIfDirty().catch(() => undefined);
      }, ERASURE_COMPACTION_DELAY_MS);
      erasureCompaction.unref();
    },
    async close() {
      if (closed) return;
      closed = true;
      if (compactionTimer) clearInterval(compactionTimer);
      // Closing compacts every written file anyway.
      if (erasureCompaction) clearTimeout(erasureCompaction);
      await Promise.all([...collections.values()].map((c) => c.close()));
    },
  };
}

class EmbeddedCollection implements Collection<Doc> {
  private readonly db: Datastore<Doc>;
  private ready: Promise<void>;
  /** The data file's appends, grouped (append-log.ts); null in memory. */
  private readonly log: AppendLog | null;
  /** Writes go one at a time so a two-step upsert cannot interleave with another write. */
  private writeTail: Promise<unknown> = Promise.resolve();
  private dirty = false;
  private closed = false;
  /** The rewrite under way (or the last one): one at a time. */
  private compaction: Promise<void> = Promise.resolve();
  /** The indexes asked for, by nedb's name for each (its fields, sorted): what a rewrite of the file records. */
  private readonly indexSpecs = new Map<string, IndexSpec>();
  /** The lines in the data file since its last rewrite (as loaded, every line counts as live) … */
  private lines = 0;
  /** … and how many of them a later line replaced or deleted: what a rewrite would drop. */
  private staleLines = 0;

  constructor(
    readonly name: string,
    readonly filename: string | null,
    private readonly guard: SizeGuard | null,
  ) {
    if (filename !== null) {
      if (openFiles.has(filename)) {
        throw new Error(`${filename} is already open in this process; give each service its own dataDir`);
      }
      openFiles.add(filename);
      guard?.opened(filename);
    }
    this.db = new Datastore<Doc>({ inMemoryOnly: true });
    this.log = filename === null ? null : appendLogOf(filename);
    this.ready = filename === null ? Promise.resolve() : this.load(filename);
  }

  /** The file's live documents into memory (the file made, empty, if there is none). */
  private async load(filename: string): Promise<void> {
    const documents = await readDataFile(filename);
    await appendFile(filename, '', { mode: 0o600 });
    if (documents.length > 0) await this.db.insertAsync(documents);
    this.lines = documents.length;
  }

  ensureIndexes(indexes: IndexSpec[]): void {
    for (const index of indexes) {
      const fields = Object.keys(index.fields);
      const name = [...fields].sort().join(',');
      if (this.indexSpecs.has(name)) continue;
      this.indexSpecs.set(name, index);
      const options = { unique: index.unique ?? false, sparse: index.sparse ?? false };
      this.ready = this.ready.then(() =>
        this.db.ensureIndexAsync({ fieldName: fields.length === 1 ? fields[0]! : fields, ...options }),
      );
    }
    // Keep a failed index build visible on the next operation, never as an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    await this.open();
    let cursor = this.db.findAsync<Doc>(toNedbQuery(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as Doc[];
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    await this.open();
    return ((await this.db.findOneAsync<Doc>(toNedbQuery(filter))) as unknown as Doc | null) ?? null;
  }

  insert(doc: Doc): Promise<Doc> {
    return this.write(async () => {
      const inserted = (await this.db.insertAsync(doc)) as Doc;
      this.lines += 1;
      return { result: inserted, lines: `${serialize(inserted)}\n` };
    }, true);
  }

  update(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<number> {
    return this.write(async () => {
      const query = toNedbQuery(filter);
      const modifiers = cleanUpdate(update);
      // nedb treats an update without operators as a replacement; the port never means that.
      if (!modifiers) {
        const matched = await this.db.countAsync(query);
        return { result: options.multi ? matched : Math.min(matched, 1), lines: '' };
      }
      const updated = await this.db.updateAsync(query, modifiers, {
        multi: options.multi ?? false,
        returnUpdatedDocs: true,
      });
      const { numAffected } = updated;
      this.lines += numAffected;
      this.staleLines += numAffected;
      if (numAffected > 0 || !options.upsert) return { result: numAffected, lines: linesOf(updated) };
      // nedb seeds an upsert from the whole query (turning `{v: {$gt: 1}}` into
      // `v: {}`); MongoDB takes only the equality fields. Seed it the Mongo way:
      // the `$and` that matches nothing is stripped from the seed by nedb.
      const seed = upsertSeed(filter);
      const upserted = await this.db.updateAsync({ ...seed, $and: [{ _id: { $in: [] } }] }, modifiers, {
        upsert: true,
        returnUpdatedDocs: true,
      });
      this.lines += 1;
      return { result: 0, lines: linesOf(upserted) }; // matched nothing, like MongoDB's matchedCount
    }, true);
  }

  delete(filter: Filter, options: { multi?: boolean } = {}): Promise<number> {
    return this.write(async () => {
      // The ids first, for the file's deletion lines; writes go one at a time, so they are what goes.
      let going = (await this.db.findAsync(toNedbQuery(filter), { _id: 1 })).map((doc) => doc._id);
      if (!options.multi) going = going.slice(0, 1);
      const removed =
        going.length === 0 ? 0 : await this.db.removeAsync({ _id: { $in: going } }, { multi: true });
      // The document's line and the deletion's own: a rewrite drops both.
      this.lines += removed;
      this.staleLines += 2 * removed;
      return { result: removed, lines: deletionLines(going) };
    });
  }

  async count(filter: Filter = {}): Promise<number> {
    await this.open();
    return await this.db.countAsync(toNedbQuery(filter));
  }

  /**
   * The timer's rewrite: only once half the file or more is stale, so the work is in proportion to the
   * writes (a collection that only grows, as the analytics events, is never rewritten for nothing; one of
   * 200,000 documents took 70 ms just to list at 7,000 players).
   */
  compactIfHalfStale(): Promise<void> {
    return this.staleLines > 0 && this.staleLines * 2 >= this.lines ? this.compactIfDirty() : this.compaction;
  }

  /**
   * Rewrites the file with just the live documents. Not nedb's
   * compactDatafile: that serialises every document in one go and holds
   * nedb's queue, reads included, until the file is written (1.6 s of no
   * answers at 5,000 players, bench/REPORT.md). Here the documents as they
   * stand are written to a new file a few milliseconds at a time while reads
   * and writes go on (a write waiting for a rewrite of a grown collection held
   * plays up to 3 s at 10,000 players); the lines written meanwhile follow them
   * into the new file, which replaces the old one by rename, so a crash midway
   * leaves the old file whole.
   */
  compactIfDirty(): Promise<void> {
    if (this.filename === null || this.log === null || !this.dirty) return this.compaction;
    const log = this.log;
    const run = this.compaction.then(async () => {
      await this.ready;
      if (!this.dirty) return;
      this.dirty = false;
      const before = { lines: this.lines, staleLines: this.staleLines, snapshot: 0 };
      try {
        await log.rewrite((file) => {
          const snapshot = snapshotOf(this.db, [...this.indexSpecs.values()]);
          // Lines written from here on are counted against the new file.
          before.snapshot = this.lines = snapshot.documents.length;
          this.staleLines = 0;
          return writeDataFile(file, snapshot);
        });
      } catch (error) {
        // The old file is whole, with the lines written meanwhile after it, and still to be compacted.
        this.dirty = true;
        this.lines += before.lines - before.snapshot;
        this.staleLines += before.staleLines;
        throw error;
      }
    });
    this.compaction = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.writeTail;
    await this.log?.close();
    this.closed = true;
    await this.ready.catch(() => undefined);
    try {
      await this.compactIfDirty();
    } finally {
      if (this.filename !== null) openFiles.delete(this.filename);
    }
  }

  private async open(): Promise<void> {
    if (this.closed) throw new Error(`store is closed (collection ${this.name})`);
    await this.ready;
  }

  /**
   * Queues a write, which gives its result and the lines it adds to the file; one that `grows` the files is
   * refused while the store is over its size bound.
   */
  private async write<R>(operation: () => Promise<{ result: R; lines: string }>, grows = false): Promise<R> {
    if (grows) this.guard?.check();
    // The next write may start once this one stands in memory; this one is answered once it is in the file.
    const run = this.writeTail.then(async () => {
      await this.open();
      try {
        const { result, lines } = await operation();
        return { result, inFile: this.log?.append(lines) };
      } catch (error) {
        if ((error as { errorType?: unknown } | null)?.errorType === 'uniqueViolated') {
          throw new DuplicateKeyError(this.name);
        }
        throw error;
      } finally {
        this.dirty = true;
        this.guard?.written();
      }
    });
    this.writeTail = run.catch(() => undefined);
    const { result, inFile } = await run;
    await inFile;
    return result;
  }
}

/** The lines of the documents an update (`returnUpdatedDocs`) changed or made. */
function linesOf(updated: { affectedDocuments: unknown }): string {
  const documents = updated.affectedDocuments;
  if (documents === null || documents === undefined) return '';
  return (Array.isArray(documents) ? documents : [documents]).map((doc) => `${serialize(doc)}\n`).join('');
}
