// nedb updates a document in each of its collection's indexes by removing the
// old version and inserting the new one, and removing one document from a key
// that many documents share scans and copies that key's whole list: all of a
// day's active players under the analytics' `day`, every rate-limit bucket of
// the current minute under `windowStart`. Each update cost a scan of thousands
// (bench/REPORT.md, player load). Where no index key of the document changed,
// the new version takes the old one's place in each list instead; any other
// update goes nedb's own way, constraint checks and rollback included.
// Removing many documents that share a key (a minute's rate-limit buckets,
// swept once a minute) took nedb a scan of the key's list per document, one
// quadratic stall of the loop (236 ms at 2,500 players); here a removal takes
// each key's list once.
import { createRequire } from 'node:module';
import type Datastore from '@seald-io/nedb';
import type { Doc } from './port';

const { getDotValues, match } = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as {
  getDotValues(document: unknown, fields: string[]): unknown;
  match(document: unknown, query: unknown): boolean;
};

interface NedbIndex {
  _fields: string[];
  sparse: boolean;
  tree: { search(key: unknown): unknown[]; delete(key: unknown, value?: unknown): void };
  remove(document: Doc): void;
}
type Pair = { oldDoc: Doc; newDoc: Doc };
type Internals = {
  indexes: Record<string, NedbIndex>;
  persistence: { persistNewStateAsync(lines: unknown[]): Promise<void> };
  _updateIndexes(oldDoc: Doc | Pair[], newDoc?: Doc): void;
  _getCandidatesAsync(query: unknown, dontExpireStaleDocs: boolean): Promise<Doc[]>;
  _removeAsync(query: unknown, options?: { multi?: boolean }): Promise<number>;
};

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The same key in both versions, of scalars only (one field, or each field of a compound index). */
function sameKey(before: unknown, after: unknown): boolean {
  if (isScalar(before)) return before === after;
  if (typeof before !== 'object' || Array.isArray(before) || before instanceof Date) return false;
  if (typeof after !== 'object' || after === null) return false;
  return Object.entries(before as Record<string, unknown>).every(
    ([field, value]) => isScalar(value) && (after as Record<string, unknown>)[field] === value,
  );
}

/** Makes `db` replace updated documents in place in every index whose key they keep. */
export function updateIndexesInPlace(db: Datastore<Doc>): void {
  const internals = db as unknown as Internals;
  const nedbUpdate = internals._updateIndexes.bind(db);
  internals._updateIndexes = (oldDoc, newDoc) => {
    const pairs = Array.isArray(oldDoc) ? oldDoc : [{ oldDoc, newDoc: newDoc! }];
    const places: Array<{ list: unknown[]; at: number; newDoc: Doc }> = [];
    for (const index of Object.values(internals.indexes)) {
      for (const pair of pairs) {
        const key = getDotValues(pair.oldDoc, index._fields);
        const newKey = getDotValues(pair.newDoc, index._fields);
        // Neither version is in a sparse index that leaves out a missing field.
        if (index.sparse && key === undefined && newKey === undefined) continue;
        if (!sameKey(key, newKey)) return nedbUpdate(oldDoc, newDoc);
        const list = index.tree.search(key);
        const at = list.indexOf(pair.oldDoc);
        if (at < 0) return nedbUpdate(oldDoc, newDoc);
        places.push({ list, at, newDoc: pair.newDoc });
      }
    }
    // Every place found before any is changed, so a fallback never meets a half-done update.
    for (const { list, at, newDoc: replacement } of places) list[at] = replacement;
  };
}

/** Makes `db` remove the documents a delete matches from each index one key's list at a time. */
export function removeFromIndexesByKey(db: Datastore<Doc>): void {
  const internals = db as unknown as Internals;
  // nedb's _removeAsync, but for how the removed documents leave the indexes.
  internals._removeAsync = async (query, options = {}) => {
    const candidates = await internals._getCandidatesAsync(query, true);
    const removed: Doc[] = [];
    for (const document of candidates) {
      if (match(document, query) && (options.multi || removed.length === 0)) removed.push(document);
    }
    for (const index of Object.values(internals.indexes)) removeFromIndex(index, removed);
    await internals.persistence.persistNewStateAsync(
      removed.map((document) => ({ $$deleted: true, _id: document._id })),
    );
    return removed.length;
  };
}

/** A key to group documents by: a scalar as it is, a compound key of scalars as its values' JSON; else null. */
function groupingOf(index: NedbIndex, key: unknown): unknown {
  if (index._fields.length === 1) return isScalar(key) ? key : null;
  const values = index._fields.map((field) => (key as Record<string, unknown>)[field]);
  return values.every(isScalar) ? JSON.stringify(values) : null;
}

function removeFromIndex(index: NedbIndex, removed: Doc[]): void {
  const byKey = new Map<unknown, { key: unknown; going: Set<Doc> }>();
  for (const document of removed) {
    const key = getDotValues(document, index._fields);
    if (key === undefined && index.sparse) continue;
    const grouping = removed.length === 1 ? null : groupingOf(index, key);
    // Arrays (a document under several keys), dates, one document: nedb's way.
    if (grouping === null) {
      index.remove(document);
      continue;
    }
    let group = byKey.get(grouping);
    if (!group) byKey.set(grouping, (group = { key, going: new Set() }));
    group.going.add(document);
  }
  for (const { key, going } of byKey.values()) {
    const list = index.tree.search(key);
    let kept = 0;
    for (const document of list) if (!going.has(document as Doc)) list[kept++] = document;
    list.length = kept;
    if (kept === 0) index.tree.delete(key);
  }
}
