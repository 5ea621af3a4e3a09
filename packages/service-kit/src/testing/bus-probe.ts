// Lets a test wait for the bus instead of sleeping: wrap a bus, subscribe
// through the wrapper, then `await probe.acked(n)` until n handler calls have
// succeeded (the adapter acks right after), or `probe.failed(n)`.
import type { DomainEvent, EventType } from '@ai-council/contracts';
import type { EventBus, EventHandler, SubscribeOptions } from '../bus/port';

export interface BusProbe {
  /** The wrapped bus; handlers subscribed through it are counted. */
  readonly bus: EventBus;
  /** Events whose handler completed, in completion order. */
  readonly handled: DomainEvent[];
  /** Handler calls that threw, in order. */
  readonly failures: Array<{ event: DomainEvent; error: unknown }>;
  /** Resolves with the handled events once at least n handler calls succeeded. */
  acked(n: number, timeoutMs?: number): Promise<DomainEvent[]>;
  /** Resolves once at least n handler calls threw. */
  failed(n: number, timeoutMs?: number): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createBusProbe(bus: EventBus): BusProbe {
  const handled: DomainEvent[] = [];
  const failures: Array<{ event: DomainEvent; error: unknown }> = [];

  const counted =
    <T extends EventType>(handler: EventHandler<T>): EventHandler<T> =>
    async (event) => {
      try {
        await handler(event);
      } catch (error) {
        failures.push({ event: event as DomainEvent, error });
        throw error;
      }
      handled.push(event as DomainEvent);
    };

  const wrapped: EventBus = {
    get kind() {
      return bus.kind;
    },
    publish: (event) => bus.publish(event),
    subscribe: (types, handler, options?: SubscribeOptions) =>
      bus.subscribe(types, counted(handler), options),
    ping: () => bus.ping(),
    stopConsuming: () => bus.stopConsuming(),
    close: () => bus.close(),
  };

  return {
    bus: wrapped,
    handled,
    failures,
    async acked(n, timeoutMs = DEFAULT_TIMEOUT_MS) {
      await waitFor(
        () => handled.length >= n,
        timeoutMs,
        () => `${n} handled events (got ${handled.length})`,
      );
      return handled.slice();
    },
    async failed(n, timeoutMs = DEFAULT_TIMEOUT_MS) {
      await waitFor(
        () => failures.length >= n,
        timeoutMs,
        () => `${n} failed handler calls (got ${failures.length})`,
      );
    },
  };
}

/**
 * Polls `predicate` until it returns something truthy and resolves with it;
 * rejects after timeoutMs naming what it waited for.
 */
export async function waitFor<T>(
  predicate: () => T | Promise<T>,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  what: string | (() => string) = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value as NonNullable<T>;
    if (Date.now() >= deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
