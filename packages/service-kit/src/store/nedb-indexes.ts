// nedb updates a document in each of its collection's indexes by removing the
// old version and inserting the new one, and removing one document from a key
// that many documents share scans and copies that key's whole list: all of a
// day's active players under the analytics' `day`, every rate-limit bucket of
// the current minute under `windowStart`. Each update cost a scan of thousands
// (bench/REPORT.md, player load). Where no index key of the document changed,
// the new version takes the old one's place in each list instead; any other
// update goes nedb's own way, constraint checks and rollback included.
import { createRequire } from 'node:module';
import type Datastore from '@seald-io/nedb';
import type { Doc } from './port';

const { getDotValues } = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as {
  getDotValues(document: unknown, fields: string[]): unknown;
};

interface NedbIndex {
  _fields: string[];
  sparse: boolean;
  tree: { search(key: unknown): unknown[] };
}
type Pair = { oldDoc: Doc; newDoc: Doc };
type Internals = {
  indexes: Record<string, NedbIndex>;
  _updateIndexes(oldDoc: Doc | Pair[], newDoc?: Doc): void;
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
