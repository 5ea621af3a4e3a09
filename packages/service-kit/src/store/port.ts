// The document-store port: a small subset of MongoDB's dialect that both the
// embedded store (@seald-io/nedb) and MongoDB (mongoose) speak natively, so
// domain code is written once and never knows which adapter it runs on.

export type Doc = { _id: string } & Record<string, unknown>;

type Comparable = string | number | boolean | Date | null;
export type FieldCondition =
  | Comparable
  | {
      $eq?: Comparable;
      $ne?: Comparable;
      $in?: Comparable[];
      $gt?: Comparable;
      $gte?: Comparable;
      $lt?: Comparable;
      $lte?: Comparable;
    };

export type Filter = { [field: string]: FieldCondition | Filter[] | undefined } & {
  $and?: Filter[];
  $or?: Filter[];
};

export type Update = {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
};

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
}

export interface UpdateOptions {
  /** Update every matching document instead of the first one. */
  multi?: boolean;
  /** Insert `{...equalityFieldsOfFilter, ...$set}` when nothing matches. */
  upsert?: boolean;
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  insert(doc: T): Promise<T>;
  /**
   * Atomic per document. Resolves to how many documents matched (MongoDB's
   * matchedCount), so an upsert that inserted resolves to 0.
   */
  update(filter: Filter, update: Update, options?: UpdateOptions): Promise<number>;
  delete(filter: Filter, options?: { multi?: boolean }): Promise<number>;
  count(filter?: Filter): Promise<number>;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /**
   * Only documents that have the field are indexed. For a field most documents lack: the embedded store
   * keeps every document without it under one key, and each update of one of them scanned that whole
   * list (games' `challenge.day`: one scan of every game per play, bench/REPORT.md).
   */
  sparse?: boolean;
}

export interface CollectionSpec {
  name: string;
  indexes?: IndexSpec[];
}

export interface DocumentStore {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T>;
  /** Readiness probe for /readyz. */
  ping(): Promise<void>;
  /**
   * Embedded store only: rewrites every data file written since its last
   * compaction now, so its files hold just the live documents and no timer
   * rewrites them until the next write.
   */
  compact?(): Promise<void>;
  /**
   * Embedded store only: what a player's erasure deleted leaves the files soon. Every file written since its
   * last compaction is rewritten within ERASURE_COMPACTION_DELAY_MS, however few of its lines are stale
   * (erasures close together share one rewrite). Without it, deleted lines stay in an append-only file until
   * half its lines are stale.
   */
  compactSoon?(): void;
  close(): Promise<void>;
}

const sizeOf = (bytes: number) =>
  bytes >= 2 ** 20 ? `${Math.round(bytes / 2 ** 20)} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * The embedded store reached its configured size (STORE_MAX_MB): writes are refused
 * until space is freed; reads and deletions go on.
 */
export class StoreFullError extends Error {
  constructor(readonly maxBytes: number) {
    super(
      `The game's storage is full (${sizeOf(maxBytes)}): nothing new can be saved right now, ` +
        'though everything saved can still be read. The operator can free space or raise STORE_MAX_MB.',
    );
    this.name = 'StoreFullError';
  }
}

/** A unique-index violation, the same on every adapter. */
export class DuplicateKeyError extends Error {
  constructor(collection: string) {
    super(`duplicate key in ${collection}`);
    this.name = 'DuplicateKeyError';
  }
}

/** The operators a port filter may use on a field, on either adapter. */
const FIELD_OPERATORS = new Set(['$eq', '$ne', '$in', '$gt', '$gte', '$lt', '$lte']);

/** The update without undefined values (MongoDB drops them too); null when it changes nothing. */
export function cleanUpdate(update: Update): Record<string, Record<string, unknown>> | null {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [operator, fields] of Object.entries(update)) {
    if (!fields) continue;
    const defined = Object.entries(fields as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (defined.length > 0) out[operator] = Object.fromEntries(defined);
  }
  return Object.keys(out).length > 0 ? out : null;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value);

/**
 * Refuses a filter outside the port's dialect before an adapter sees it: an operator the port does not
 * define, or an object where a value belongs (`{ name: { $gt: { $where: … } } }`). Filters are built by code
 * from parsed input, so this never fires in play; it keeps a value that is not what it claims from becoming
 * a query (MongoDB's sanitizeFilter, done here for both adapters without touching the port's own operators).
 */
export function checkFilter(filter: Filter): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) throw new Error(`${key} needs an array of filters`);
      for (const part of condition) checkFilter(part as Filter);
      continue;
    }
    if (key.startsWith('$')) throw new Error(`unsupported filter operator ${key}`);
    if (!isPlainObject(condition)) continue;
    for (const [operator, operand] of Object.entries(condition)) {
      if (!FIELD_OPERATORS.has(operator)) throw new Error(`unsupported filter operator ${operator}`);
      const operands = operator === '$in' && Array.isArray(operand) ? operand : [operand];
      if (operands.some(isPlainObject)) throw new Error(`a filter value for ${key} must not be an object`);
    }
  }
}
