// The event-bus port: topic publish/subscribe with at-least-once delivery.
// Consumers must be idempotent (they record applied event ids); the bus only
// promises that a confirmed publish is not lost and that a handler that throws
// is retried a bounded number of times, then dead-lettered.
import type { DomainEvent } from '@ai-council/contracts';

export type EventHandler = (event: DomainEvent) => Promise<void>;

export interface SubscribeOptions {
  /** Attempts before the message goes to the dead-letter queue. Default 5. */
  maxAttempts?: number;
}

export interface EventBus {
  readonly kind: 'in-process' | 'rabbitmq';
  /** Resolves once the broker has confirmed the message. */
  publish(event: DomainEvent): Promise<void>;
  /**
   * Topic patterns as in AMQP: `*` matches one word, `#` zero or more
   * (`game.#`, `scenario.resolved`). One queue per service name.
   */
  subscribe(pattern: string, handler: EventHandler, options?: SubscribeOptions): Promise<void>;
  /** Readiness probe for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
