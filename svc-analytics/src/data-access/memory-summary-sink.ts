// The same summaries built in memory, for loading a large data set in bulk
// (the benchmark): it mirrors createStoreSummarySink operation for operation,
// and the result is inserted as finished documents.
import type { Doc, DocumentStore } from '@ai-council/service-kit';
import {
  activityId,
  gapBetween,
  type ActivityChange,
  type ActivitySummary,
  type CounterSummary,
  type SummarySink,
} from '../domain/analytics/summaries';
import { summaryCollections } from './collections';

type Name = CounterSummary | ActivitySummary;

export interface MemorySummaries {
  sink: SummarySink;
  /** Every summary document built so far, by summary. */
  documents(): Map<Name, Doc[]>;
  /** Inserts every document into the store's summary collections. */
  load(store: DocumentStore, batch?: number): Promise<number>;
}

export function createMemorySummaries(): MemorySummaries {
  const docs = new Map<Name, Map<string, Doc>>();
  /** Each (summary, scope, user)'s active days in order, to find neighbours like the store's sorted queries. */
  const activeDays = new Map<string, string[]>();

  const table = (name: Name) => {
    let t = docs.get(name);
    if (!t) docs.set(name, (t = new Map()));
    return t;
  };

  const sink: SummarySink = {
    async add(summary, id, identity, inc) {
      const t = table(summary);
      let doc = t.get(id);
      if (!doc) t.set(id, (doc = { _id: id }));
      applyUpdate(doc, inc, identity);
    },
    async markActive(summary, key, inc, set = {}) {
      const t = table(summary);
      const id = activityId(summary, key);
      const existing = t.get(id);
      if (existing) {
        applyUpdate(existing, inc, set);
        return { firstToday: false, gap: 0, shifted: null };
      }
      const daysKey = `${summary}|${key.scope}|${key.userId}`;
      const days = activeDays.get(daysKey) ?? [];
      activeDays.set(daysKey, days);
      const { prevDay, next } = insertDay(days, key.day);
      const mine = {
        userId: key.userId,
        ...(summary === 'featureUserDays' ? { featureName: key.scope } : {}),
      };
      const doc: Doc = { _id: id, ...mine, day: key.day, prevDay };
      applyUpdate(doc, inc, set);
      t.set(id, doc);
      const shifted =
        next === undefined
          ? null
          : shiftNext(t.get(activityId(summary, { ...key, day: next }))!, next, key.day);
      return { firstToday: true, gap: gapBetween(key.day, prevDay), shifted };
    },
  };

  return {
    sink,
    documents: () => new Map([...docs].map(([name, t]) => [name, [...t.values()]])),
    load: (store, batch = 1_000) => insertAll(docs, store, batch),
  };
}

/** $inc and $set as the store applies them: a dotted path reaches into nested objects. */
function applyUpdate(doc: Doc, inc: Record<string, number>, set: Record<string, unknown>): void {
  for (const [path, by] of Object.entries(inc)) {
    const parts = path.split('.');
    let node: Record<string, unknown> = doc;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const field = parts.at(-1)!;
    node[field] = ((node[field] as number | undefined) ?? 0) + by;
  }
  Object.assign(doc, set);
}

/** Puts `day` in its place among the sorted active days; answers the days before and after it. */
function insertDay(days: string[], day: string): { prevDay: string; next: string | undefined } {
  let at = days.length;
  while (at > 0 && days[at - 1]! > day) at -= 1;
  const prevDay = at > 0 ? days[at - 1]! : '';
  const next = days[at];
  days.splice(at, 0, day);
  return { prevDay, next };
}

/** The next active day now follows `day`: its gap shrinks from the day it followed before. */
function shiftNext(nextDoc: Doc, next: string, day: string): ActivityChange['shifted'] {
  const shifted = { day: next, from: gapBetween(next, String(nextDoc.prevDay)), to: gapBetween(next, day) };
  nextDoc.prevDay = day;
  return shifted;
}

async function insertAll(
  docs: Map<Name, Map<string, Doc>>,
  store: DocumentStore,
  batch: number,
): Promise<number> {
  let inserted = 0;
  for (const [name, t] of docs) {
    const col = store.collection(summaryCollections[name]);
    const all = [...t.values()];
    for (let i = 0; i < all.length; i += batch) {
      await Promise.all(all.slice(i, i + batch).map((d) => col.insert(d)));
    }
    inserted += all.length;
  }
  return inserted;
}
