// Where nedb's query dialect differs from MongoDB's, the embedded store
// translates: $eq, null/missing fields, $ne on arrays, $in with null, and the
// document an upsert starts from. Both adapters then pass one contract suite.
import { randomUUID } from 'node:crypto';
import { checkFilter, isPlainObject, type Filter } from './port';

export type NedbQuery = Record<string, unknown>;

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** Past checkFilter, an object condition holds only the port's operators; an empty one is a value. */
const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && Object.keys(value).length > 0;

/** MongoDB's equality: `{f: null}` also matches a missing field. */
function equals(field: string, value: unknown): NedbQuery {
  if (value === null) return { $or: [{ [field]: null }, { [field]: { $exists: false } }] };
  return { [field]: value };
}

/** Translates a port filter into nedb's dialect with MongoDB's semantics. */
export function toNedbQuery(filter: Filter): NedbQuery {
  // Refuses an operator the port does not define, so the translation below knows every one it meets.
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
    if (!isOperatorObject(condition)) {
      if (condition === null) and.push(equals(key, null));
      else out[key] = condition;
      continue;
    }
    const range: Record<string, unknown> = {};
    for (const [operator, operand] of Object.entries(condition)) {
      if (operand === undefined) continue;
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
export function upsertSeed(filter: Filter): Record<string, unknown> {
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
