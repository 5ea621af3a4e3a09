// The in-process event bus for embedded mode. Several services share one Node
// process, each with its own bus object, so routing lives in a broker they all
// share, and it mirrors RabbitMQ: one queue per service name bound with its
// event types (services each get a copy; buses of one service compete for it),
// messages travel as JSON so no object is shared between publisher and
// consumer, delivery is always on a later turn of the event loop, and a
// failing handler is retried a bounded number of times, then dead-lettered.
import type { DomainEvent } from '@ai-council/contracts';
import { checkedForPublish, errorMessage, parseEvent } from './envelope';
import { subscriptionsOf, type EventBus, type Subscription } from './port';
import { busMetrics } from '../telemetry/metrics';
import { extractContext, inSpan, SpanKind, traceHeaders } from '../telemetry/tracing';

const DEFAULT_PREFETCH = 10;
const MAX_DEAD_LETTERS = 1_000;

export interface DeadLetter {
  /** The service queue the message was taken from. */
  queue: string;
  routingKey: string;
  /** The message exactly as published. */
  body: string;
  reason: 'invalid-event' | 'handler-failed';
  attempts: number;
  error: string;
}

interface Message {
  routingKey: string;
  body: string;
  attempt: number;
  /** The trace context the publisher was in (`traceparent`), carried as RabbitMQ carries it in headers. */
  headers: Record<string, string>;
  publishedAt: number;
}

/** One bus object's consumer on its service queue. */
interface BrokerConsumer {
  subscriptions: Subscription[];
  prefetch: number;
  inFlight: Set<Promise<void>>;
}

class BrokerQueue {
  readonly bindings = new Set<string>();
  readonly messages: Message[] = [];
  readonly consumers: BrokerConsumer[] = [];
  /** Round-robin position among consumers. */
  next = 0;
  drainScheduled = false;
  constructor(readonly name: string) {}
}

export class InProcessBroker {
  private readonly queues = new Map<string, BrokerQueue>();
  private readonly deadLetterList: DeadLetter[] = [];

  /**
   * Routes a raw message to every queue bound with its routing key. Takes a
   * string, not an event, so tests can publish malformed messages too.
   */
  publish(routingKey: string, body: string, headers: Record<string, string> = {}): void {
    const publishedAt = Date.now();
    for (const queue of this.queues.values()) {
      if (queue.bindings.has(routingKey)) {
        queue.messages.push({ routingKey, body, attempt: 1, headers, publishedAt });
        this.scheduleDrain(queue);
      }
    }
  }

  /** Dead-lettered messages, of one service queue or of all. */
  deadLetters(queue?: string): DeadLetter[] {
    return this.deadLetterList.filter((d) => queue === undefined || d.queue === queue);
  }

  /** Messages waiting in a service queue (for tests and diagnostics). */
  depth(queue: string): number {
    return this.queues.get(queue)?.messages.length ?? 0;
  }

  /** Binds a routing key to the service queue; like a durable queue, it outlives the bus that made it. */
  bind(queueName: string, routingKey: string): void {
    this.queue(queueName).bindings.add(routingKey);
  }

  /** Adds a consumer (or wakes it after it gained a handler): waiting messages get delivered. */
  attach(queueName: string, consumer: BrokerConsumer): void {
    const queue = this.queue(queueName);
    if (!queue.consumers.includes(consumer)) queue.consumers.push(consumer);
    this.scheduleDrain(queue);
  }

  /** Removes a consumer; its queue, bindings and waiting messages stay. */
  detach(queueName: string, consumer: BrokerConsumer): void {
    const queue = this.queues.get(queueName);
    if (!queue) return;
    const index = queue.consumers.indexOf(consumer);
    if (index >= 0) queue.consumers.splice(index, 1);
  }

  private scheduleDrain(q: BrokerQueue): void {
    if (q.drainScheduled) return;
    q.drainScheduled = true;
    // Never deliver inside publish(): a handler runs on a later turn, as over a network.
    setImmediate(() => {
      q.drainScheduled = false;
      this.drain(q);
    });
  }

  private queue(name: string): BrokerQueue {
    const queue = this.queues.get(name) ?? new BrokerQueue(name);
    this.queues.set(name, queue);
    return queue;
  }

  private drain(queue: BrokerQueue): void {
    // Walk the queue in order; a message no consumer can take now (no matching
    // handler yet, or all busy) stays in place for the next drain.
    for (let i = 0; i < queue.messages.length;) {
      const message = queue.messages[i]!;
      const consumer = this.pickConsumer(queue, message.routingKey);
      if (consumer) {
        queue.messages.splice(i, 1);
        this.deliver(queue, consumer, message);
      } else i += 1;
    }
  }

  private pickConsumer(queue: BrokerQueue, routingKey: string): BrokerConsumer | undefined {
    const count = queue.consumers.length;
    for (let k = 0; k < count; k += 1) {
      const index = (queue.next + k) % count;
      const consumer = queue.consumers[index]!;
      if (consumer.inFlight.size >= consumer.prefetch) continue;
      if (!consumer.subscriptions.some((s) => s.type === routingKey)) continue;
      queue.next = index + 1;
      return consumer;
    }
    return undefined;
  }

  private deliver(queue: BrokerQueue, consumer: BrokerConsumer, message: Message): void {
    const delivery = this.handle(queue, consumer, message).finally(() => {
      consumer.inFlight.delete(delivery);
      this.scheduleDrain(queue);
    });
    consumer.inFlight.add(delivery);
  }

  private async handle(queue: BrokerQueue, consumer: BrokerConsumer, message: Message): Promise<void> {
    const counters = busMetrics(queue.name);
    counters.delivered(message.routingKey, message.publishedAt);
    const event = parseEvent(message.body);
    if (!event.ok) {
      this.deadLetter(queue, message, 'invalid-event', event.error);
      return;
    }
    await inSpan(
      queue.name,
      `process ${message.routingKey}`,
      {
        kind: SpanKind.CONSUMER,
        parent: extractContext(message.headers),
        attributes: {
          'messaging.system': 'in-process',
          'messaging.destination.name': queue.name,
          'messaging.message.id': event.value.id,
          'ai_council.attempt': message.attempt,
        },
      },
      async () => {
        for (const subscription of consumer.subscriptions.filter((s) => s.type === message.routingKey)) {
          try {
            await subscription.handler(event.value);
          } catch (error) {
            if (message.attempt >= subscription.maxAttempts) {
              this.deadLetter(queue, message, 'handler-failed', errorMessage(error));
            } else {
              // Back to the tail of the queue, as the RabbitMQ adapter republishes it.
              counters.redelivered(message.routingKey);
              queue.messages.push({ ...message, attempt: message.attempt + 1 });
            }
            return;
          }
        }
        counters.consumed(message.routingKey);
      },
    );
  }

  private deadLetter(
    queue: BrokerQueue,
    message: Message,
    reason: DeadLetter['reason'],
    error: string,
  ): void {
    busMetrics(queue.name).deadLettered(message.routingKey, reason);
    // A long-running embedded process keeps the latest ones, not all of them.
    if (this.deadLetterList.length >= MAX_DEAD_LETTERS) this.deadLetterList.shift();
    this.deadLetterList.push({
      queue: queue.name,
      routingKey: message.routingKey,
      body: message.body,
      reason,
      attempts: message.attempt,
      error,
    });
  }
}

const DEFAULT_BROKER = Symbol.for('ai-council.in-process-broker');

/**
 * The process-wide broker every in-process bus uses unless given another.
 * Kept on globalThis so a second copy of this module still finds the same one.
 */
export function defaultInProcessBroker(): InProcessBroker {
  const holder = globalThis as { [DEFAULT_BROKER]?: InProcessBroker };
  holder[DEFAULT_BROKER] ??= new InProcessBroker();
  return holder[DEFAULT_BROKER];
}

export interface InProcessBusOptions {
  service: string;
  /** Defaults to the process-wide broker; tests pass `new InProcessBroker()`. */
  broker?: InProcessBroker;
  /** Messages this bus handles at once (RabbitMQ's prefetch). Default 10. */
  prefetch?: number;
}

export function createInProcessBus(options: InProcessBusOptions): EventBus {
  const { service } = options;
  const broker = options.broker ?? defaultInProcessBroker();
  const consumer: BrokerConsumer = {
    subscriptions: [],
    prefetch: options.prefetch ?? DEFAULT_PREFETCH,
    inFlight: new Set(),
  };
  let closed = false;
  let consuming = true;
  const counters = busMetrics(service);
  const unwatch = counters.watchQueue(service, async () => broker.depth(service));

  const assertOpen = (): void => {
    if (closed) throw new Error(`event bus of ${service} is closed`);
  };
  const stopConsuming = async (): Promise<void> => {
    consuming = false;
    broker.detach(service, consumer);
    await Promise.allSettled([...consumer.inFlight]);
  };

  return {
    kind: 'in-process',
    async publish(event: DomainEvent) {
      assertOpen();
      // A malformed event is the publisher's bug: fail at its source.
      const valid = checkedForPublish(event);
      await inSpan(
        service,
        `publish ${valid.type}`,
        {
          kind: SpanKind.PRODUCER,
          attributes: { 'messaging.system': 'in-process', 'messaging.message.id': valid.id },
        },
        async () => {
          counters.published(valid.type);
          broker.publish(valid.type, JSON.stringify(valid), traceHeaders());
          counters.confirmed(valid.type);
        },
      );
    },
    async subscribe(types, handler, subscribeOptions) {
      assertOpen();
      for (const subscription of subscriptionsOf(types, handler, subscribeOptions)) {
        consumer.subscriptions.push(subscription);
        broker.bind(service, subscription.type);
      }
      if (consuming) broker.attach(service, consumer);
    },
    async ping() {
      assertOpen();
    },
    stopConsuming,
    async close() {
      if (closed) return;
      closed = true;
      unwatch();
      // No new deliveries; the ones under way finish (a failure requeues for another consumer).
      await stopConsuming();
    },
  };
}
