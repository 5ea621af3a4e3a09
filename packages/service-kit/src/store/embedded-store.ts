// The embedded document store on @seald-io/nedb: one append-only file per
// collection under dataDir (or memory only when dataDir is null). nedb speaks
// most of the port's Mongo dialect natively; the filter translation below only
// closes the gaps where nedb differs from MongoDB ($eq, null/missing fields,
// $ne on arrays) and upsert seeding, so both adapters pass one contract suite.
import Datastore from '@seald-io/nedb';
import { randomUUID } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { open, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  checkFilter,
  DuplicateKeyError,
  FIELD_OPERATORS,
  StoreFullError,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Update,
  type UpdateOptions,
} from './port';

export interface EmbeddedStoreOptions {
  /** Folder holding one `<collection>.db` file per collection; null keeps everything in memory. */
  dataDir: string | null;
  /**
   * How often collections written since the last compaction get their
   * append-only file rewritten. nedb's own autocompaction rewrites every file
   * on every tick and keeps the process alive, so the store runs its own
   * unref'd timer instead.
   */
  compactionIntervalMs?: number;
  /**
   * The most its files may take on disk: past it, inserts and updates are refused
   * (StoreFullError) while reads and deletions go on. Unset: no bound.
   */
  maxBytes?: number;
}

/** How soon after a write the files are measured again (writes in between are not held up). */
const MEASURE_DELAY_MS = 100;

type NedbQuery = Record<string, unknown>;

/** One line of a nedb data file, as nedb writes it: Dates as {$$date: ms}, undefined fields left out. */
function serialize(document: unknown): string {
  return JSON.stringify(document, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { $$date: original.getTime() } : value;
  });
}
type NedbIndex = { fieldName: string | string[]; unique: boolean; sparse: boolean };

const DEFAULT_COMPACTION_INTERVAL_MS = 60_000;

/**
 * Data files open in this process. Two nedb instances appending to one file
 * corrupt it, which happens when two embedded services share a dataDir and a
 * collection name: refuse the second one with a message that says so.
 */
const openFiles = new Set<string>();
const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

export function createEmbeddedStore(options: EmbeddedStoreOptions): DocumentStore {
  const { dataDir } = options;
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const collections = new Map<string, EmbeddedCollection>();
  let closed = false;
  const guard = options.maxBytes !== undefined && dataDir !== null ? sizeGuard(options.maxBytes) : null;

  /**
   * The size bound, checked without waiting: a write is refused at once while the last measure
   * of the files is over it. Files are measured shortly after writes; when over, the collections
   * are compacted first (an append-only file holds every version written since), then measured again.
   */
  function sizeGuard(maxBytes: number) {
    let bytes = 0;
    let measuring: Promise<void> | null = null;
    let again = false;
    const files = () => [...collections.values()].map((c) => c.filename!);
    const measure = async () => {
      const sizes = await Promise.all(
        files().map((f) =>
          stat(f).then(
            (s) => s.size,
            () => 0,
          ),
        ),
      );
      return sizes.reduce((a, b) => a + b, 0);
    };
    const run = async () => {
      bytes = await measure();
      if (bytes > maxBytes && !closed) {
        await Promise.all([...collections.values()].map((c) => c.compactIfDirty().catch(() => undefined)));
        bytes = await measure();
      }
    };
    const schedule = () => {
      if (measuring) {
        again = true;
        return;
      }
      measuring = new Promise<void>((resolve) => setTimeout(resolve, MEASURE_DELAY_MS).unref())
        .then(run)
        .catch(() => undefined)
        .finally(() => {
          measuring = null;
          if (again && !closed) {
            again = false;
            schedule();
          }
        });
    };
    return {
      /** Throws when the last measure was over the bound. */
      check() {
        if (bytes > maxBytes) throw new StoreFullError(maxBytes);
      },
      written: schedule,
      /** A collection opened: its file (from an earlier run) counts at once. */
      opened(file: string) {
        try {
          bytes += statSync(file).size;
        } catch {
          // no file yet
        }
      },
    };
  }

  const compactionTimer =
    dataDir === null
      ? null
      : setInterval(() => {
          for (const c of collections.values()) void c.compactIfDirty().catch(() => undefined);
        }, options.compactionIntervalMs ?? DEFAULT_COMPACTION_INTERVAL_MS);
  compactionTimer?.unref();

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
        if (collection.filename) guard?.opened(collection.filename);
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
    async close() {
      if (closed) return;
      closed = true;
      if (compactionTimer) clearInterval(compactionTimer);
      await Promise.all([...collections.values()].map((c) => c.close()));
    },
  };
}

class EmbeddedCollection implements Collection<Doc> {
  private readonly db: Datastore<Doc>;
  private ready: Promise<void>;
  /** Writes go one at a time so a two-step upsert cannot interleave with another write. */
  private writeTail: Promise<unknown> = Promise.resolve();
  private dirty = false;
  private closed = false;

  constructor(
    readonly name: string,
    readonly filename: string | null,
    private readonly guard: { check(): void; written(): void } | null = null,
  ) {
    if (filename !== null) {
      if (openFiles.has(filename)) {
        throw new Error(`${filename} is already open in this process; give each service its own dataDir`);
      }
      openFiles.add(filename);
    }
    this.db =
      filename === null ? new Datastore<Doc>({ inMemoryOnly: true }) : new Datastore<Doc>({ filename });
    this.ready = filename === null ? Promise.resolve() : this.db.loadDatabaseAsync();
  }

  ensureIndexes(indexes: IndexSpec[]): void {
    for (const index of indexes) {
      const fields = Object.keys(index.fields);
      const fieldName = fields.length === 1 ? fields[0]! : fields;
      this.ready = this.ready.then(() =>
        this.db.ensureIndexAsync({ fieldName, unique: index.unique ?? false }),
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
    const doc = (await this.db.findOneAsync<Doc>(toNedbQuery(filter))) as unknown as Doc | null;
    return doc ?? null;
  }

  insert(doc: Doc): Promise<Doc> {
    return this.write(async () => (await this.db.insertAsync(doc)) as Doc, true);
  }

  update(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<number> {
    return this.write(async () => {
      const query = toNedbQuery(filter);
      const modifiers = cleanUpdate(update);
      // nedb treats an update without operators as a replacement; the port never means that.
      if (!modifiers) {
        const matched = await this.db.countAsync(query);
        return options.multi ? matched : Math.min(matched, 1);
      }
      const { numAffected } = await this.db.updateAsync(query, modifiers, { multi: options.multi ?? false });
      if (numAffected > 0 || !options.upsert) return numAffected;
      // nedb seeds an upsert from the whole query (turning `{v: {$gt: 1}}` into
      // `v: {}`); MongoDB takes only the equality fields. Seed it the Mongo way:
      // the `$and` that matches nothing is stripped from the seed by nedb.
      const seed = upsertSeed(filter);
      await this.db.updateAsync({ ...seed, $and: [{ _id: { $in: [] } }] }, modifiers, { upsert: true });
      return 0; // matched nothing, like MongoDB's matchedCount
    }, true);
  }

  delete(filter: Filter, options: { multi?: boolean } = {}): Promise<number> {
    return this.write(() => this.db.removeAsync(toNedbQuery(filter), { multi: options.multi ?? false }));
  }

  async count(filter: Filter = {}): Promise<number> {
    await this.open();
    return await this.db.countAsync(toNedbQuery(filter));
  }

  /**
   * Rewrites the file with just the live documents. Not nedb's
   * compactDatafile: that serialises every document in one go and holds
   * nedb's queue, reads included, until the file is written (1.6 s of no
   * answers at 5,000 players, bench/REPORT.md). Here writes wait in this
   * collection's own queue, reads go on from memory, and the serialising
   * yields to the event loop every 256 KB; the new file replaces the old one
   * by rename, so a crash midway leaves the old file whole.
   */
  async compactIfDirty(): Promise<void> {
    if (this.filename === null || !this.dirty) return;
    const file = this.filename;
    const run = this.writeTail.then(async () => {
      await this.ready;
      if (!this.dirty) return;
      this.dirty = false;
      const temporary = `${file}.compacting`;
      const out = await open(temporary, 'w', 0o600);
      try {
        let chunk = '';
        for (const document of this.db.getAllData()) {
          chunk += `${serialize(document)}\n`;
          if (chunk.length >= 256 * 1024) {
            await out.write(chunk);
            chunk = '';
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
        // The index definitions, as nedb writes them when it compacts.
        const indexes = (this.db as unknown as { indexes: Record<string, NedbIndex> }).indexes;
        for (const [fieldName, index] of Object.entries(indexes)) {
          if (fieldName === '_id') continue;
          const { unique, sparse } = index;
          chunk += `${serialize({ $$indexCreated: { fieldName: index.fieldName, unique, sparse } })}\n`;
        }
        await out.write(chunk);
        await out.sync();
      } finally {
        await out.close();
      }
      await rename(temporary, file);
    });
    // A rewrite that failed leaves the old file whole and still to be compacted.
    run.catch(() => {
      this.dirty = true;
    });
    this.writeTail = run.catch(() => undefined);
    await run;
  }

  async close(): Promise<void> {
    await this.writeTail;
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

  /** Queues a write; one that `grows` the files is refused while the store is over its size bound. */
  private write<R>(operation: () => Promise<R>, grows = false): Promise<R> {
    if (grows && this.guard) {
      try {
        this.guard.check();
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    const run = this.writeTail.then(async () => {
      await this.open();
      try {
        return await operation();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateKeyError(this.name);
        throw error;
      } finally {
        this.dirty = true;
        this.guard?.written();
      }
    });
    this.writeTail = run.catch(() => undefined);
    return run;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { errorType?: unknown }).errorType === 'uniqueViolated'
  );
}

/** The update without undefined values (MongoDB drops them too); null when it changes nothing. */
function cleanUpdate(update: Update): Update | null {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [operator, fields] of Object.entries(update)) {
    if (!fields) continue;
    const defined = Object.entries(fields as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (defined.length > 0) out[operator] = Object.fromEntries(defined);
  }
  return Object.keys(out).length > 0 ? (out as Update) : null;
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || value instanceof Date || Array.isArray(value))
    return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

/** MongoDB's equality: `{f: null}` also matches a missing field. */
function equals(field: string, value: unknown): NedbQuery {
  if (value === null) return { $or: [{ [field]: null }, { [field]: { $exists: false } }] };
  return { [field]: value };
}

/** Translates a port filter into nedb's dialect with MongoDB's semantics. */
function toNedbQuery(filter: Filter): NedbQuery {
  checkFilter(filter);
  const out: NedbQuery = {};
  // Conditions nedb cannot express as a plain top-level field go under $and;
  // plain fields stay top-level so nedb can still use its indexes for them.
  const and: NedbQuery[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$and' || key === '$or') {
      and.push({ [key]: (condition as Filter[]).map(toNedbQuery) });
      continue;
    }
    if (key.startsWith('$')) throw new Error(`unsupported filter operator ${key}`);
    if (!isOperatorObject(condition)) {
      if (condition === null) and.push(equals(key, null));
      else out[key] = condition;
      continue;
    }
    const range: Record<string, unknown> = {};
    for (const [operator, operand] of Object.entries(condition)) {
      if (operand === undefined) continue;
      if (!FIELD_OPERATORS.has(operator)) throw new Error(`unsupported filter operator ${operator}`);
      if (RANGE_OPERATORS.has(operator)) range[operator] = operand;
      else if (operator === '$eq') and.push(equals(key, operand));
      // $not of an equality: true for a missing field and for an array without the value, as in MongoDB.
      else if (operator === '$ne') and.push({ $not: equals(key, operand) });
      else if (operator === '$in') {
        if (!Array.isArray(operand)) throw new Error('$in needs an array');
        const values = operand.filter((v) => v !== null);
        if (values.length === operand.length) range.$in = operand;
        else and.push({ $or: [{ [key]: { $in: values } }, equals(key, null)] });
      }
    }
    if (Object.keys(range).length > 0) out[key] = range;
  }
  if (and.length > 0) out.$and = and;
  return out;
}

/** The document MongoDB starts an upsert from: the filter's equality fields, dotted paths expanded. */
function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  collectEqualities(filter, seed);
  if (typeof seed._id !== 'string') seed._id = randomUUID();
  return seed;
}

function collectEqualities(filter: Filter, seed: Record<string, unknown>): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and') {
      for (const part of condition as Filter[]) collectEqualities(part, seed);
      continue;
    }
    if (key.startsWith('$') || condition === undefined) continue;
    let value: unknown = condition;
    if (isOperatorObject(condition)) {
      if (!('$eq' in condition)) continue;
      value = condition.$eq;
    }
    setPath(seed, key, value);
  }
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}
