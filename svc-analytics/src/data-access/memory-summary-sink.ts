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
  /** $inc and $set as the store applies them: a dotted path reaches into nested objects. */
  const apply = (doc: Doc, inc: Record<string, number>, set: Record<string, unknown>) => {
    for (const [path, by] of Object.entries(inc)) {
      const parts = path.split('.');
      let node: Record<string, unknown> = doc;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      const field = parts.at(-1)!;
      node[field] = ((node[field] as number | undefined) ?? 0) + by;
    }
    Object.assign(doc, set);
  };

  const sink: SummarySink = {
    async add(summary, id, identity, inc) {
      const t = table(summary);
      let doc = t.get(id);
      if (!doc) t.set(id, (doc = { _id: id }));
      apply(doc, inc, identity);
    },
    async markActive(summary, key, inc, set = {}) {
      const t = table(summary);
      const id = activityId(summary, key);
      const existing = t.get(id);
      if (existing) {
        apply(existing, inc, set);
        return { firstToday: false, gap: 0, shifted: null };
      }
      const daysKey = `${summary}|${key.scope}|${key.userId}`;
      const days = activeDays.get(daysKey) ?? [];
      activeDays.set(daysKey, days);
      let at = days.length;
      while (at > 0 && days[at - 1]! > key.day) at -= 1;
      const prevDay = at > 0 ? days[at - 1]! : '';
      const next = days[at];
      days.splice(at, 0, key.day);
      const mine = {
        userId: key.userId,
        ...(summary === 'featureUserDays' ? { featureName: key.scope } : {}),
      };
      const doc: Doc = { _id: id, ...mine, day: key.day, prevDay };
      apply(doc, inc, set);
      t.set(id, doc);
      let shifted: ActivityChange['shifted'] = null;
      if (next !== undefined) {
        const nextDoc = t.get(activityId(summary, { ...key, day: next }))!;
        shifted = {
          day: next,
          from: gapBetween(next, String(nextDoc.prevDay)),
          to: gapBetween(next, key.day),
        };
        nextDoc.prevDay = key.day;
      }
      return { firstToday: true, gap: gapBetween(key.day, prevDay), shifted };
    },
  };

  return {
    sink,
    documents: () => new Map([...docs].map(([name, t]) => [name, [...t.values()]])),
    async load(store, batch = 1_000) {
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
    },
  };
}
