// The event-bus port: typed publish/subscribe with at-least-once delivery.
// Every message is parsed once, here in service-kit, against the schema of
// its type: a handler receives a checked, typed event, and a message whose
// payload fails its schema is dead-lettered at once (retrying cannot fix it).
// A handler that throws is retried a bounded number of times, then
// dead-lettered. Consumers must be idempotent (they record applied event ids).
import type { DomainEvent, EventType } from '@ai-council/contracts';

export type EventHandler<T extends EventType = EventType> = (event: DomainEvent<T>) => Promise<void>;

export interface SubscribeOptions {
  /** Attempts before the message goes to the dead-letter queue. Default 5. */
  maxAttempts?: number;
}

export interface EventBus {
  readonly kind: 'in-process' | 'rabbitmq';
  /**
   * Resolves once the broker has confirmed the message. The payload is checked
   * against its type's schema first: a malformed event fails at its source.
   */
  publish(event: DomainEvent): Promise<void>;
  /**
   * Delivers events of these types to the handler, typed by type. One queue per
   * service name. Deliveries begin as soon as the queue is consumed, and a
   * message no handler knows is dead-lettered: a service registers all its
   * subscriptions in the same turn (`Promise.all`), so a backlog waiting after
   * a restart never meets a bus that knows only some of its types.
   */
  subscribe<T extends EventType>(
    types: T | readonly T[],
    handler: EventHandler<T>,
    options?: SubscribeOptions,
  ): Promise<void>;
  /** Readiness probe for /readyz. */
  ping(): Promise<void>;
  /**
   * Stops taking deliveries and waits for the handlers under way to settle
   * (ack or requeue); publishing still works, so a stopping service can still
   * flush its outbox. What is not yet delivered stays queued for a replica.
   */
  stopConsuming(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_MAX_ATTEMPTS = 5;

/** One subscribed event type (the routing key it binds) and its handler, as both adapters keep them. */
export interface Subscription {
  type: string;
  handler: EventHandler;
  maxAttempts: number;
}

/** What one `subscribe` call adds: a subscription per type, each with the call's handler and attempts. */
export function subscriptionsOf<T extends EventType>(
  types: T | readonly T[],
  handler: EventHandler<T>,
  options: SubscribeOptions = {},
): Subscription[] {
  return (typeof types === 'string' ? [types] : (types as readonly T[])).map((type) => ({
    type,
    handler: handler as EventHandler,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  }));
}
