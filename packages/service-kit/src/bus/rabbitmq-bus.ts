// The RabbitMQ event bus for distributed mode, composed of its parts in
// ./rabbitmq/: the connection that heals itself (connection.ts), the queues
// and bindings it declares (topology.ts), publishing with confirms
// (publishing.ts) and consuming with retries and dead letters (consuming.ts).
//
// Topology: a durable topic exchange for events; per service one durable
// queue named after the service, bound with every pattern the service
// subscribes to, so replicas of a service compete for its messages and other
// services each get their own copy; per service a dead-letter queue
// `${service}.dead-letter` behind a direct dead-letter exchange, and a retry
// exchange `${service}.retry` into its own queue. Each message carries its
// publisher's broker user as its validated user id.
import type { ChannelModel } from 'amqplib';
import { DEFAULT_MAX_ATTEMPTS, errorMessage } from './envelope';
import { typesOf, type EventBus, type EventHandler, type SubscribeOptions } from './port';
import { busMetrics } from '../telemetry/metrics';
import { keepConnected, withHeartbeat, type ConnectionKeeper } from './rabbitmq/connection';
import { onMessage } from './rabbitmq/consuming';
import {
  settleWithin,
  type BusContext,
  type BusLogger,
  type Live,
  type Subscription,
} from './rabbitmq/context';
import { publishEvent } from './rabbitmq/publishing';
import { ensureSubscribed, watchQueueDepth } from './rabbitmq/topology';

export type { BusLogger } from './rabbitmq/context';

export const DEFAULT_EXCHANGE = 'ai-council.events';
const CLOSE_STEP_MS = 5_000;

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
  /**
   * Every service's broker user, `{service}` standing for its name (e.g.
   * `ai-council-{service}`), when each service connects as its own user: then
   * an event is applied only when its owning service's user published it
   * (the user id the broker validates), and one from any other is
   * dead-lettered. Unset: the services share one user, which tells nobody apart.
   */
  serviceUsers?: string;
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

const consoleLogger: BusLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(`[event bus] ${msg}`, obj),
  error: (obj, msg) => console.error(`[event bus] ${msg}`, obj),
};

export function createRabbitBus(options: RabbitBusOptions): RabbitBus {
  const context = busContext(options);
  const { settings, state } = context;
  const subscribeOn = (target: Live): Promise<void> =>
    ensureSubscribed(context, target, (live, message) => onMessage(context, live, message));
  const connection = keepConnected(context, subscribeOn);
  const unwatchQueue = watchQueueDepth(context);
  const unwatchConnection = settings.counters.watchConnection(() => state.live !== null);

  const bus: RabbitBus = {
    kind: 'rabbitmq',
    service: settings.service,
    exchange: settings.exchange,
    deadLetterQueue: settings.deadLetterQueue,
    get connection() {
      return state.live?.model ?? null;
    },
    publish: (event) => publishEvent(context, connection, event),
    subscribe: (types, handler, subscribeOptions: SubscribeOptions = {}) =>
      subscribe(context, connection, subscribeOn, {
        types: typesOf(types),
        handler: handler as EventHandler,
        maxAttempts: subscribeOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      }),
    async ping() {
      if (state.closing) throw new Error(`event bus of ${settings.service} is closed`);
      if (!state.live) {
        throw new Error(
          `RabbitMQ not connected${state.lastError ? `: ${errorMessage(state.lastError)}` : ''}`,
        );
      }
    },
    stopConsuming: () => stopConsuming(context),
    async close() {
      if (state.closing) return;
      state.closing = true;
      unwatchQueue();
      unwatchConnection();
      connection.stop();
      await hangUp(context);
    },
  };

  connection.scheduleReconnect();
  return bus;
}

function busContext(options: RabbitBusOptions): BusContext {
  const { service } = options;
  const queue = options.queue ?? service;
  const exchange = options.exchange ?? DEFAULT_EXCHANGE;
  const { serviceUsers } = options;
  return {
    settings: {
      service,
      queue,
      url: withHeartbeat(options.url, options.heartbeatSeconds ?? 15),
      exchange,
      user: brokerUserIn(options.url),
      retryExchange: `${queue}.retry`,
      brokerUserOf: serviceUsers ? (name) => serviceUsers.replaceAll('{service}', name) : null,
      deadLetterExchange: `${exchange}.dead-letter`,
      deadLetterQueue: `${queue}.dead-letter`,
      prefetch: options.prefetch ?? 10,
      waitMs: options.waitForConnectionMs ?? 10_000,
      reconnectDelay: {
        initial: options.reconnectDelayMs?.initial ?? 100,
        max: options.reconnectDelayMs?.max ?? 5_000,
      },
      logger: options.logger ?? consoleLogger,
      counters: busMetrics(service),
    },
    state: {
      subscriptions: [],
      inFlight: new Set(),
      live: null,
      lastError: null,
      closing: false,
      consuming: true,
    },
  };
}

/** The user a connection to this URL logs in as (amqplib's default is guest). */
function brokerUserIn(url: string): string {
  try {
    return decodeURIComponent(new URL(url).username) || 'guest';
  } catch {
    return 'guest';
  }
}

async function subscribe(
  { settings, state }: BusContext,
  connection: ConnectionKeeper,
  subscribeOn: (target: Live) => Promise<void>,
  wanted: { types: readonly string[]; handler: EventHandler; maxAttempts: number },
): Promise<void> {
  // Registered first so a reconnect in the middle binds them as well.
  const added: Subscription[] = wanted.types.map((type) => ({
    pattern: type,
    handler: wanted.handler,
    maxAttempts: wanted.maxAttempts,
  }));
  state.subscriptions.push(...added);
  const deadline = Date.now() + settings.waitMs;
  try {
    for (;;) {
      const target = await connection.waitForLive(deadline);
      try {
        await subscribeOn(target);
        return;
      } catch (error) {
        if (state.live === target || state.closing || Date.now() >= deadline) throw error;
        // The connection dropped mid-setup; the reconnect declares it all again.
      }
    }
  } catch (error) {
    for (const subscription of added)
      state.subscriptions.splice(state.subscriptions.indexOf(subscription), 1);
    throw error;
  }
}

async function stopConsuming({ state }: BusContext): Promise<void> {
  state.consuming = false;
  const target = state.live;
  if (target?.consumerTag) {
    const tag = target.consumerTag;
    target.consumerTag = null;
    await settleWithin(target.consumer.cancel(tag), CLOSE_STEP_MS);
  }
  await settleWithin(Promise.allSettled([...state.inFlight]), CLOSE_STEP_MS);
}

/**
 * Stops deliveries, lets the handlers under way settle their messages, then
 * hangs up; each step bounded, as a dead socket answers nothing.
 */
async function hangUp({ state }: BusContext): Promise<void> {
  const target = state.live;
  state.live = null;
  if (!target) return;
  if (target.consumerTag) await settleWithin(target.consumer.cancel(target.consumerTag), CLOSE_STEP_MS);
  await settleWithin(Promise.allSettled([...state.inFlight]), CLOSE_STEP_MS);
  await settleWithin(target.model.close(), CLOSE_STEP_MS);
}
