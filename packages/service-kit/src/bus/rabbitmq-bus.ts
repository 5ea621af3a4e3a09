// The RabbitMQ event bus for distributed mode.
//
// Topology: a durable topic exchange for events; per service one durable
// queue named after the service, bound with every pattern the service
// subscribes to, so replicas of a service compete for its messages and other
// services each get their own copy; per service a dead-letter queue
// `${service}.dead-letter` behind a direct dead-letter exchange.
//
// Delivery: messages are persistent and every publish waits for the broker's
// confirm. One consumer per queue (manual acks, bounded prefetch) dispatches
// each message to the handlers whose pattern matches its routing key. A failed
// message is republished to the tail of the queue with `x-attempt` + 1 and the
// original acked; after maxAttempts, or when the body is not a valid event, it
// goes to the dead-letter queue. Republish and dead-letter are confirmed
// before the ack, so a crash in between redelivers rather than loses.
//
// The connection heals itself: on close or error it reconnects with backoff,
// declares the topology again and resumes consuming; publish and subscribe
// wait for the channel (bounded) meanwhile.
import amqp, {
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
  type Options,
} from 'amqplib';
import type { DomainEvent } from '@ai-council/contracts';
import { checkedForPublish, DEFAULT_MAX_ATTEMPTS, errorMessage, parseEvent } from './envelope';
import { typesOf, type EventBus, type EventHandler, type SubscribeOptions } from './port';
import { topicMatches } from './topic';
import { busMetrics } from '../telemetry/metrics';
import { extractContext, injectContext, inSpan, SpanKind } from '../telemetry/tracing';

export const DEFAULT_EXCHANGE = 'ai-council.events';
const ATTEMPT_HEADER = 'x-attempt';
/** The original routing key survives a republish through the default exchange in this header. */
const ROUTING_KEY_HEADER = 'x-routing-key';
/** When the event was first published (ms since the epoch): the consumer's lag is measured from it. */
const PUBLISHED_AT_HEADER = 'x-published-at';
const CLOSE_STEP_MS = 5_000;

/** The slice of a pino logger the bus uses. */
export interface BusLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RabbitBusOptions {
  url: string;
  service: string;
  /** The service's queue, shared by its replicas. Default: the service's name. */
  queue?: string;
  exchange?: string;
  /** Unacked messages this bus handles at once. Default 10. */
  prefetch?: number;
  /** How long publish and subscribe wait for a connection before they throw. Default 10 s. */
  waitForConnectionMs?: number;
  /** Heartbeat asked of the broker, so a silently dead socket is noticed. Default 15 s (URL's own wins). */
  heartbeatSeconds?: number;
  /** Reconnect backoff: first delay, doubled per failure up to the max. Default 100 ms to 5 s. */
  reconnectDelayMs?: { initial?: number; max?: number };
  logger?: BusLogger;
}

export interface RabbitBus extends EventBus {
  readonly kind: 'rabbitmq';
  readonly service: string;
  readonly exchange: string;
  /** The queue that receives this service's dead letters. */
  readonly deadLetterQueue: string;
  /** The live connection, for diagnostics and tests that cut it; null while reconnecting. */
  readonly connection: ChannelModel | null;
}

interface Subscription {
  pattern: string;
  handler: EventHandler;
  maxAttempts: number;
}

/** Everything that belongs to one connection; replaced as a whole on reconnect. */
interface Live {
  model: ChannelModel;
  /** Confirm channel for publishing, republishing and dead-lettering. */
  publisher: ConfirmChannel;
  /** Channel that declares the topology and consumes with prefetch. */
  consumer: Channel;
  queueDeclared: boolean;
  bound: Set<string>;
  consumerTag: string | null;
  /** Serialises topology changes so concurrent subscribes don't consume twice. */
  setup: Promise<void>;
}

const consoleLogger: BusLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(`[event bus] ${msg}`, obj),
  error: (obj, msg) => console.error(`[event bus] ${msg}`, obj),
};

export function createRabbitBus(options: RabbitBusOptions): RabbitBus {
  const { service } = options;
  const queue = options.queue ?? service;
  const url = withHeartbeat(options.url, options.heartbeatSeconds ?? 15);
  const exchange = options.exchange ?? DEFAULT_EXCHANGE;
  const deadLetterExchange = `${exchange}.dead-letter`;
  const deadLetterQueue = `${queue}.dead-letter`;
  const prefetch = options.prefetch ?? 10;
  const waitMs = options.waitForConnectionMs ?? 10_000;
  const initialDelay = options.reconnectDelayMs?.initial ?? 100;
  const maxDelay = options.reconnectDelayMs?.max ?? 5_000;
  const logger = options.logger ?? consoleLogger;
  const counters = busMetrics(service);

  const subscriptions: Subscription[] = [];
  const inFlight = new Set<Promise<void>>();
  let live: Live | null = null;
  let lastError: unknown = null;
  let closing = false;
  /** False once stopConsuming ran: a reconnect then declares, but does not consume. */
  let consuming = true;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  /** Woken whenever `live` is set or the bus closes. */
  let waiters: Array<() => void> = [];

  const wake = (): void => {
    const pending = waiters;
    waiters = [];
    for (const resume of pending) resume();
  };

  async function connect(): Promise<void> {
    const model = await amqp.connect(url, {
      // A broker that drops packets must not hang the connect for the OS's TCP timeout.
      timeout: 10_000,
      clientProperties: { connection_name: queue },
    });
    try {
      model.on('error', (error: unknown) => {
        lastError = error;
        logger.warn({ err: errorMessage(error), service }, 'RabbitMQ connection error');
      });
      // Only a connection that went live is "lost"; one that dies while
      // connecting fails connect(), which schedules the retry with backoff.
      model.on('close', () => onConnectionLost(model));
      const publisher = await model.createConfirmChannel();
      const consumer = await model.createChannel();
      for (const channel of [publisher, consumer]) {
        channel.on('error', (error: unknown) => {
          lastError = error;
        });
        // A channel closed under us (a channel-level error) leaves the
        // connection half-working: drop it and let the reconnect rebuild all.
        channel.on('close', () => {
          if (!closing && live?.model === model) model.close().catch(() => undefined);
        });
      }
      await publisher.assertExchange(exchange, 'topic', { durable: true });
      await consumer.prefetch(prefetch);
      const next: Live = {
        model,
        publisher,
        consumer,
        queueDeclared: false,
        bound: new Set(),
        consumerTag: null,
        setup: Promise.resolve(),
      };
      if (subscriptions.length > 0) await ensureSubscribed(next);
      if (closing) throw new Error('bus closed while connecting');
      live = next;
      failures = 0;
      lastError = null;
      wake();
    } catch (error) {
      await model.close().catch(() => undefined);
      throw error;
    }
  }

  function onConnectionLost(model: ChannelModel): void {
    if (live?.model !== model) return;
    live = null;
    if (closing) return;
    logger.warn({ service }, 'RabbitMQ connection lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closing || reconnectTimer) return;
    const delay = Math.min(maxDelay, initialDelay * 2 ** Math.min(failures, 16));
    // Jitter so replicas that lost the broker together don't reconnect in lockstep.
    const jittered = delay / 2 + Math.random() * (delay / 2);
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = null;
        connect().catch((error: unknown) => {
          if (closing) return;
          lastError = error;
          failures += 1;
          logger.warn(
            { err: errorMessage(error), service, attempt: failures },
            'RabbitMQ connect failed; retrying',
          );
          scheduleReconnect();
        });
      },
      failures === 0 && !lastError ? 0 : jittered,
    );
    reconnectTimer.unref();
  }

  /** The live connection, waiting for a reconnect until the deadline. */
  async function waitForLive(deadline: number): Promise<Live> {
    for (;;) {
      if (closing) throw new Error(`event bus of ${service} is closed`);
      if (live) return live;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        const reason = lastError ? `: ${errorMessage(lastError)}` : '';
        throw new Error(`RabbitMQ not reachable within ${waitMs} ms${reason}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Declares the service queue, binds every subscribed pattern and starts the one consumer. */
  function ensureSubscribed(target: Live): Promise<void> {
    const step = target.setup.then(async () => {
      const channel = target.consumer;
      if (!target.queueDeclared) {
        await channel.assertExchange(deadLetterExchange, 'direct', { durable: true });
        await channel.assertQueue(deadLetterQueue, { durable: true });
        await channel.bindQueue(deadLetterQueue, deadLetterExchange, queue);
        await channel.assertQueue(queue, {
          durable: true,
          // Anything the broker itself rejects also ends in the dead-letter queue.
          arguments: { 'x-dead-letter-exchange': deadLetterExchange, 'x-dead-letter-routing-key': queue },
        });
        target.queueDeclared = true;
      }
      for (const { pattern } of subscriptions) {
        if (target.bound.has(pattern)) continue;
        await channel.bindQueue(queue, exchange, pattern);
        target.bound.add(pattern);
      }
      if (target.consumerTag === null && subscriptions.length > 0 && consuming) {
        const { consumerTag } = await channel.consume(queue, (message) => onMessage(target, message), {
          noAck: false,
        });
        target.consumerTag = consumerTag;
      }
    });
    target.setup = step.catch(() => undefined);
    return step;
  }

  function onMessage(target: Live, message: ConsumeMessage | null): void {
    if (message === null) {
      // The broker cancelled our consumer (queue deleted): rebuild from scratch.
      target.model.close().catch(() => undefined);
      return;
    }
    const delivery = handle(target, message)
      .catch((error: unknown) => {
        // Not acked: the broker redelivers it once the channel is gone.
        logger.warn(
          { err: errorMessage(error), service },
          'could not settle a message; it will be redelivered',
        );
      })
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function handle(target: Live, message: ConsumeMessage): Promise<void> {
    const headers = message.properties.headers ?? {};
    const routingKey =
      typeof headers[ROUTING_KEY_HEADER] === 'string'
        ? headers[ROUTING_KEY_HEADER]
        : message.fields.routingKey;
    const attempt = Number(headers[ATTEMPT_HEADER] ?? 1) || 1;
    counters.delivered(routingKey, Number(headers[PUBLISHED_AT_HEADER]));
    const event = parseEvent(message.content.toString('utf8'));
    if (!event.ok) {
      await deadLetter(target, message, routingKey, attempt, 'invalid-event', event.error);
      return;
    }
    const matching = subscriptions.filter((s) => topicMatches(s.pattern, routingKey));
    if (matching.length === 0) {
      // A binding left by an older version, or a replica subscribed to other
      // patterns: park it rather than requeue it in a hot loop.
      await deadLetter(
        target,
        message,
        routingKey,
        attempt,
        'no-handler',
        `no handler for ${routingKey} in ${service}`,
      );
      return;
    }
    await inSpan(
      service,
      `process ${routingKey}`,
      {
        kind: SpanKind.CONSUMER,
        // The publisher's trace, from the message headers: the consumer continues it.
        parent: extractContext(headers),
        attributes: {
          'messaging.system': 'rabbitmq',
          'messaging.destination.name': queue,
          'messaging.message.id': event.value.id,
          'ai_council.attempt': attempt,
        },
      },
      async () => {
        for (const subscription of matching) {
          try {
            await subscription.handler(event.value);
          } catch (error) {
            if (attempt >= subscription.maxAttempts) {
              logger.error(
                { err: errorMessage(error), service, routingKey, attempt },
                'event dead-lettered after its last attempt',
              );
              await deadLetter(target, message, routingKey, attempt, 'handler-failed', errorMessage(error));
            } else {
              await confirmPublish(target.publisher, '', queue, message.content, {
                ...carriedProperties(message),
                headers: { ...headers, [ATTEMPT_HEADER]: attempt + 1, [ROUTING_KEY_HEADER]: routingKey },
              });
              target.consumer.ack(message);
              counters.redelivered(routingKey);
            }
            return;
          }
        }
        target.consumer.ack(message);
        counters.consumed(routingKey);
      },
    );
  }

  async function deadLetter(
    target: Live,
    message: ConsumeMessage,
    routingKey: string,
    attempt: number,
    reason: 'invalid-event' | 'handler-failed' | 'no-handler',
    error: string,
  ): Promise<void> {
    await confirmPublish(target.publisher, deadLetterExchange, queue, message.content, {
      ...carriedProperties(message),
      headers: {
        ...(message.properties.headers ?? {}),
        [ATTEMPT_HEADER]: attempt,
        [ROUTING_KEY_HEADER]: routingKey,
        'x-dead-letter-reason': reason,
        'x-error': error.slice(0, 1_000),
      },
    });
    target.consumer.ack(message);
    counters.deadLettered(routingKey, reason);
  }

  const bus: RabbitBus = {
    kind: 'rabbitmq',
    service,
    exchange,
    deadLetterQueue,
    get connection() {
      return live?.model ?? null;
    },

    async publish(event: DomainEvent) {
      // A malformed event is the publisher's bug: fail at its source.
      const valid = checkedForPublish(event);
      const content = Buffer.from(JSON.stringify(valid));
      await inSpan(
        service,
        `publish ${valid.type}`,
        {
          kind: SpanKind.PRODUCER,
          attributes: {
            'messaging.system': 'rabbitmq',
            'messaging.destination.name': exchange,
            'messaging.message.id': valid.id,
          },
        },
        async () => {
          // The trace context travels in the headers (W3C traceparent), so the consumers continue it.
          const headers: Record<string, unknown> = { [PUBLISHED_AT_HEADER]: Date.now() };
          injectContext(headers);
          const properties: Options.Publish = {
            persistent: true,
            contentType: 'application/json',
            messageId: valid.id,
            type: valid.type,
            timestamp: Math.floor(Date.now() / 1000),
            headers,
          };
          counters.published(valid.type);
          const deadline = Date.now() + waitMs;
          for (let attempt = 1; ; attempt += 1) {
            const target = await waitForLive(deadline).catch((error: unknown) => {
              counters.publishFailed(valid.type);
              throw error;
            });
            try {
              await confirmPublish(target.publisher, exchange, valid.type, content, properties);
              counters.confirmed(valid.type);
              return;
            } catch (error) {
              // The channel died under the publish: send it again on the next
              // connection (a duplicate is fine, consumers dedupe by event id).
              lastError = error;
              if (closing || Date.now() >= deadline) {
                counters.publishFailed(valid.type);
                throw error;
              }
              await new Promise((resolve) => setTimeout(resolve, Math.min(50 * attempt, 500)));
            }
          }
        },
      );
    },

    async subscribe(types, handler, subscribeOptions: SubscribeOptions = {}) {
      // Registered first so a reconnect in the middle binds them as well.
      const added: Subscription[] = typesOf(types).map((type) => ({
        pattern: type,
        handler: handler as EventHandler,
        maxAttempts: subscribeOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      }));
      subscriptions.push(...added);
      const deadline = Date.now() + waitMs;
      try {
        for (;;) {
          const target = await waitForLive(deadline);
          try {
            await ensureSubscribed(target);
            return;
          } catch (error) {
            if (live === target || closing || Date.now() >= deadline) throw error;
            // The connection dropped mid-setup; the reconnect declares it all again.
          }
        }
      } catch (error) {
        for (const subscription of added) subscriptions.splice(subscriptions.indexOf(subscription), 1);
        throw error;
      }
    },

    async ping() {
      if (closing) throw new Error(`event bus of ${service} is closed`);
      if (!live) throw new Error(`RabbitMQ not connected${lastError ? `: ${errorMessage(lastError)}` : ''}`);
    },

    async stopConsuming() {
      consuming = false;
      const target = live;
      if (target?.consumerTag) {
        const tag = target.consumerTag;
        target.consumerTag = null;
        await settleWithin(target.consumer.cancel(tag), CLOSE_STEP_MS);
      }
      await settleWithin(Promise.allSettled([...inFlight]), CLOSE_STEP_MS);
    },

    async close() {
      if (closing) return;
      closing = true;
      unwatch();
      unwatchConnection();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      wake();
      const target = live;
      live = null;
      if (!target) return;
      // Stop deliveries, let the handlers under way settle their messages, then
      // hang up; each step bounded, as a dead socket answers nothing.
      if (target.consumerTag) await settleWithin(target.consumer.cancel(target.consumerTag), CLOSE_STEP_MS);
      await settleWithin(Promise.allSettled([...inFlight]), CLOSE_STEP_MS);
      await settleWithin(target.model.close(), CLOSE_STEP_MS);
    },
  };

  // Consumer lag in messages, read from the broker when scraped (a channel of its
  // own: a failed check closes the channel it runs on, and must not close ours).
  const unwatch = counters.watchQueue(queue, async () => {
    const target = live;
    if (!target?.queueDeclared) throw new Error('queue not declared yet');
    const channel = await target.model.createChannel();
    channel.on('error', () => undefined);
    try {
      return (await channel.checkQueue(queue)).messageCount;
    } finally {
      await channel.close().catch(() => undefined);
    }
  });

  const unwatchConnection = counters.watchConnection(() => live !== null);

  scheduleReconnect();
  return bus;
}

function confirmPublish(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  properties: Options.Publish,
): Promise<void> {
  return new Promise((resolve, reject) => {
    try {
      channel.publish(exchange, routingKey, content, properties, (error: unknown) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      });
    } catch (error) {
      // amqplib throws synchronously on a channel that is already closed.
      reject(error);
    }
  });
}

function carriedProperties(message: ConsumeMessage): Options.Publish {
  const { contentType, messageId, type, timestamp } = message.properties as {
    contentType?: string;
    messageId?: string;
    type?: string;
    timestamp?: number;
  };
  return { persistent: true, contentType, messageId, type, timestamp };
}

/** Waits for the promise, but no longer than ms; its outcome does not matter. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

function withHeartbeat(url: string, seconds: number): string {
  try {
    const parsed = new URL(url);
    if (parsed.searchParams.has('heartbeat')) return url;
    parsed.searchParams.set('heartbeat', String(seconds));
    return parsed.toString();
  } catch {
    return url; // amqplib reports a malformed URL itself
  }
}
