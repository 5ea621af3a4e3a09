// Transactional outbox: a service writes its events into the same document
// as the state change that caused them (`$push: { outbox: event }` in the one
// atomic update), then relays them to the bus and pulls each one only after
// the bus confirmed it. A crash between the two leaves the event in the
// document, and the periodic sweep publishes it; consumers dedupe by event id.
// Within one process an event is published once: a write's flush and the sweep
// take turns on a document (one relay at a time per document, each reading it
// afresh), so the sweep never sends what the flush is sending or has just sent.
import type { DomainEvent } from '@ai-council/contracts';
import type { Logger } from 'pino';
import type { EventBus } from './bus/port';
import type { Collection, Doc } from './store/port';
import { outboxMetrics, serviceOfLogger } from './telemetry/metrics';

export type WithOutbox = Doc & { outbox?: DomainEvent[] };

export function createOutboxRelay(options: {
  collection: Collection<WithOutbox>;
  bus: EventBus;
  logger: Logger;
  sweepEveryMs?: number;
  /**
   * How long a write waits for its own events to be confirmed before it
   * answers anyway (they stay in the outbox, and the relay goes on trying).
   * Keeps writes answering when the broker is away. Default 2 s.
   */
  flushWaitMs?: number;
}) {
  const { collection, bus, logger } = options;
  const backlog = outboxMetrics(serviceOfLogger(logger), collection.name);
  backlog.found(0, null);

  const relay = documentRelay(collection, bus);

  /** Publishes every pending event of the collection (crash recovery). */
  async function sweep(): Promise<number> {
    const pending = await collection.find({ 'outbox.id': { $gt: '' } }, { limit: 100 });
    // What waits now; a relay that fails leaves it standing, and its age grows until the next sweep.
    const waiting = pending.flatMap((doc) => doc.outbox ?? []);
    backlog.found(waiting.length, Math.min(...waiting.map((e) => Date.parse(e.occurredAt) || Date.now())));
    let sent = 0;
    for (const doc of pending) sent += await relay(doc._id);
    backlog.found(0, null);
    return sent;
  }

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, 'outbox sweep failed; will retry'));
  }, options.sweepEveryMs ?? 2_000);
  timer.unref();

  return {
    /** Publishes and clears the pending events of one document. */
    flush: async (docId: string): Promise<void> => {
      const flushed = relay(docId).catch((error: unknown) => {
        // The sweep will deliver it; the caller's state change already stands.
        logger.warn({ err: error, docId }, 'outbox flush failed; the sweep will retry');
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        flushed,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.flushWaitMs ?? 2_000);
        }),
      ]);
      clearTimeout(timer);
    },
    sweep,
    /** Stops the periodic sweep and publishes what is still pending, once. */
    stop: async (): Promise<void> => {
      clearInterval(timer);
      await sweep().catch((error: unknown) =>
        // Left in the documents: the next process's sweep publishes it.
        logger.warn({ err: error }, 'final outbox sweep failed; the next start will publish it'),
      );
      backlog.forget();
    },
  };
}

export type OutboxRelay = ReturnType<typeof createOutboxRelay>;

/**
 * Relays one document's pending events, one relay at a time per document: the
 * next waits for the one running, then reads what is still pending. At most one
 * waits per document (those asking meanwhile share it: it reads the document
 * when it starts, so it sends their events too), so a broker that is away
 * leaves no queue of relays growing behind it.
 */
function documentRelay(
  collection: Collection<WithOutbox>,
  bus: EventBus,
): (docId: string) => Promise<number> {
  const running = new Map<string, Promise<number>>();
  const waiting = new Map<string, Promise<number>>();
  // Events the bus confirmed whose pull failed: the next relay pulls them without publishing again.
  const confirmed = new Set<string>();

  async function relayPending(docId: string): Promise<number> {
    const doc = await collection.findOne({ _id: docId });
    let sent = 0;
    for (const event of doc?.outbox ?? []) {
      if (!confirmed.has(event.id)) {
        await bus.publish(event);
        confirmed.add(event.id);
        sent += 1;
      }
      await collection.update({ _id: docId }, { $pull: { outbox: { id: event.id } } });
      confirmed.delete(event.id);
    }
    return sent;
  }

  function start(docId: string): Promise<number> {
    const mine = relayPending(docId);
    running.set(docId, mine);
    const forget = () => {
      if (running.get(docId) === mine) running.delete(docId);
    };
    mine.then(forget, forget);
    return mine;
  }

  /** Publishes and pulls what one document holds, after the relay already running on it. */
  return function relay(docId: string): Promise<number> {
    // The one already waiting sends these events too; what it sent is counted once, by its own caller.
    const queued = waiting.get(docId);
    if (queued) return queued.then(() => 0);
    const before = running.get(docId);
    if (!before) return start(docId);
    const mine = before
      .catch(() => 0)
      .then(() => {
        waiting.delete(docId);
        return start(docId);
      });
    waiting.set(docId, mine);
    return mine;
  };
}
