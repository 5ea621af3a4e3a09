// The MongoDB adapter through mongoose: one model per collection whose schema
// only pins `_id` to a string and carries the collection's indexes; documents
// are otherwise free-form (the domain validates with zod), and every read is
// lean so callers get plain objects, never mongoose documents.
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import {
  checkFilter,
  cleanUpdate,
  DuplicateKeyError,
  isPlainObject,
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

export interface MongoStoreOptions {
  url: string;
  /** Overrides the database named in the URL (tests use a throwaway one). */
  dbName?: string;
  /** How long an operation waits for a reachable server before failing. */
  serverSelectionTimeoutMS?: number;
  /** Drops the whole database on close (a test's throwaway database). */
  dropDatabaseOnClose?: boolean;
}

type Raw = Record<string, unknown>;
type MongoFilter = mongoose.QueryFilter<Raw>;

export function createMongoStore(options: MongoStoreOptions): DocumentStore {
  const connection = mongoose.createConnection(options.url, {
    ...(options.dbName ? { dbName: options.dbName } : {}),
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000,
  });
  // Without a listener a failed first connect is an unhandled rejection; the
  // failure still reaches callers through ping() and the operations themselves.
  let lastError: unknown = null;
  connection.on('error', (error: unknown) => {
    lastError = error;
  });

  const collections = new Map<string, MongoCollection>();
  let closed = false;

  return {
    kind: 'mongodb',
    collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> {
      if (closed) throw new Error('store is closed');
      const { name, indexes = [] } = typeof spec === 'string' ? { name: spec } : spec;
      let collection = collections.get(name);
      if (!collection) {
        collection = new MongoCollection(connection, name, indexes);
        collections.set(name, collection);
      } else {
        collection.ensureIndexes(indexes);
      }
      return collection as unknown as Collection<T>;
    },
    async ping() {
      if (closed) throw new Error('store is closed');
      await connection.asPromise().catch((error: unknown) => {
        throw lastError ?? error;
      });
      await connection.db?.command({ ping: 1 });
    },
    async close() {
      if (closed) return;
      closed = true;
      if (options.dropDatabaseOnClose) await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    },
  };
}

class MongoCollection implements Collection<Doc> {
  private readonly model: Model<Raw>;
  private ready: Promise<unknown>;

  constructor(
    connection: Connection,
    readonly name: string,
    indexes: IndexSpec[],
  ) {
    const schema = new Schema<Raw>(
      { _id: String },
      // minimize: false keeps empty objects, as the embedded store does.
      {
        strict: false,
        strictQuery: false,
        versionKey: false,
        minimize: false,
        collection: name,
        autoIndex: false,
      },
    );
    for (const index of indexes) schema.index(index.fields, indexOptionsOf(index));
    this.model = connection.model<Raw>(name, schema, name);
    // Build indexes before the first write so a unique index is enforced from the start.
    this.ready = this.model.createIndexes();
    this.ready.catch(() => undefined);
  }

  ensureIndexes(indexes: IndexSpec[]): void {
    for (const index of indexes) {
      this.ready = this.ready.then(() =>
        this.model.collection.createIndex(index.fields, indexOptionsOf(index)),
      );
    }
    this.ready.catch(() => undefined);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    await this.ready;
    let query = this.model.find(toMongoFilter(filter));
    if (options.sort) query = query.sort(options.sort);
    if (options.skip) query = query.skip(options.skip);
    if (options.limit) query = query.limit(options.limit);
    return (await query.lean().exec()) as unknown as Doc[];
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    await this.ready;
    return (await this.model.findOne(toMongoFilter(filter)).lean().exec()) as unknown as Doc | null;
  }

  async insert(doc: Doc): Promise<Doc> {
    await this.ready;
    try {
      const created = await this.model.create(doc);
      return created.toObject() as unknown as Doc;
    } catch (error) {
      throw this.translate(error);
    }
  }

  async update(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<number> {
    await this.ready;
    const query = toMongoFilter(filter);
    const modifiers = cleanUpdate(update);
    if (!modifiers) {
      const matched = await this.model.countDocuments(query).exec();
      return options.multi ? matched : Math.min(matched, 1);
    }
    // The schema types _id as a string, but the server would give an upserted
    // document an ObjectId: hand it a string id like the embedded store does.
    if (options.upsert && !hasEqualityId(filter)) modifiers.$setOnInsert = { _id: randomUUID() };
    try {
      const upsert = options.upsert ?? false;
      const result = options.multi
        ? await this.model.updateMany(query, modifiers, { upsert }).exec()
        : await this.model.updateOne(query, modifiers, { upsert }).exec();
      return result.matchedCount;
    } catch (error) {
      throw this.translate(error);
    }
  }

  async delete(filter: Filter, options: { multi?: boolean } = {}): Promise<number> {
    await this.ready;
    const query = toMongoFilter(filter);
    const result = options.multi
      ? await this.model.deleteMany(query).exec()
      : await this.model.deleteOne(query).exec();
    return result.deletedCount;
  }

  async count(filter: Filter = {}): Promise<number> {
    await this.ready;
    return await this.model.countDocuments(toMongoFilter(filter)).exec();
  }

  private translate(error: unknown): unknown {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    return code === 11000 ? new DuplicateKeyError(this.name) : error;
  }
}

/** The filter without undefined conditions, which the port treats as absent. */
function toMongoFilter(filter: Filter): MongoFilter {
  checkFilter(filter);
  const out: Raw = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    out[key] = key === '$and' || key === '$or' ? (condition as Filter[]).map(toMongoFilter) : condition;
  }
  return out as MongoFilter;
}

function hasEqualityId(filter: Filter): boolean {
  const id = filter._id;
  if (typeof id === 'string') return true;
  if (isPlainObject(id) && '$eq' in id) return true;
  return (filter.$and ?? []).some(hasEqualityId);
}

const indexOptionsOf = (index: IndexSpec) => ({
  unique: index.unique ?? false,
  sparse: index.sparse ?? false,
});
