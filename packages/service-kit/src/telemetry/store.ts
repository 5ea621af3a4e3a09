// The document store, measured: every operation's duration by collection,
// operation and outcome, and, inside a traced request or message, a client
// span per operation. Wraps any adapter, so domain code never changes.
import { SpanKind } from '@opentelemetry/api';
import type { Collection, CollectionSpec, Doc, DocumentStore } from '../store/port';
import { metrics } from './metrics';
import { inSpan, isTracing } from './tracing';

const OPERATIONS = ['find', 'findOne', 'insert', 'update', 'delete', 'count'] as const;

export function instrumentStore(store: DocumentStore, service: string): DocumentStore {
  const { storeDuration } = metrics();
  const instrumented = new WeakMap<Collection, Collection>();

  function measured<T extends Doc>(collection: Collection<T>): Collection<T> {
    const wrapped = { name: collection.name } as Collection<T>;
    for (const operation of OPERATIONS) {
      const original = collection[operation].bind(collection) as (...args: unknown[]) => Promise<unknown>;
      const labels = { service, collection: collection.name, operation };
      const timed = async (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        let outcome = 'ok';
        try {
          return await original(...args);
        } catch (error) {
          outcome = 'error';
          throw error;
        } finally {
          storeDuration.observe({ ...labels, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
        }
      };
      (wrapped as unknown as Record<string, unknown>)[operation] = (...args: unknown[]) =>
        // A span only inside a trace: the outbox sweep's reads every 2 s are not worth a trace each.
        isTracing()
          ? inSpan(
              service,
              `store.${operation} ${collection.name}`,
              {
                kind: SpanKind.CLIENT,
                attributes: {
                  'db.system.name': store.kind === 'mongodb' ? 'mongodb' : 'nedb',
                  'db.collection.name': collection.name,
                  'db.operation.name': operation,
                },
              },
              () => timed(...args),
            )
          : timed(...args);
    }
    return wrapped;
  }

  const wrapper: DocumentStore = {
    kind: store.kind,
    collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> {
      // Asked of the adapter each time, as it ensures the spec's indexes.
      const collection = store.collection<T>(spec) as unknown as Collection;
      if (!instrumented.has(collection)) instrumented.set(collection, measured(collection));
      return instrumented.get(collection) as unknown as Collection<T>;
    },
    ping: () => store.ping(),
    close: () => store.close(),
  };
  if (store.compact) wrapper.compact = () => store.compact!();
  if (store.compactSoon) wrapper.compactSoon = () => store.compactSoon!();
  return wrapper;
}
