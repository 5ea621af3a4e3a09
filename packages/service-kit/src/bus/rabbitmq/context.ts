// What the parts of the RabbitMQ bus share: its settings, made of its options
// once at creation, and its state, whose live connection the connection
// keeper replaces as a whole on reconnect.
import { setTimeout as delay } from 'node:timers/promises';
import type { Channel, ChannelModel, ConfirmChannel } from 'amqplib';
import type { Subscription } from '../port';
import { busMetrics } from '../../telemetry/metrics';

export const DEFAULT_EXCHANGE = 'ai-council.events';
export const ATTEMPT_HEADER = 'x-attempt';
/** The original routing key survives a republish through the default exchange in this header. */
export const ROUTING_KEY_HEADER = 'x-routing-key';
/** When the event was first published (ms since the epoch): the consumer's lag is measured from it. */
export const PUBLISHED_AT_HEADER = 'x-published-at';
/**
 * On a retried message only: the broker user that first published it. The
 * retry goes through the service's own retry exchange, which no other user
 * may write to, so the consumer can trust this header there and nowhere else.
 */
export const PUBLISHER_HEADER = 'x-publisher';

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

const consoleLogger: BusLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(`[event bus] ${msg}`, obj),
  error: (obj, msg) => console.error(`[event bus] ${msg}`, obj),
};

/** The bus's settings (BusSettings), from its options and their defaults. */
export function busSettings(options: RabbitBusOptions) {
  const { service, serviceUsers } = options;
  const queue = options.queue ?? service;
  const exchange = options.exchange ?? DEFAULT_EXCHANGE;
  return {
    service,
    queue,
    /** The broker's URL, with heartbeats asked for, so a silently dead socket is noticed (the URL's own wins). */
    url: withHeartbeat(options.url, 15),
    exchange,
    /** The broker user this bus connects as (the URL's): every message it sends carries it as its user id. */
    user: brokerUserIn(options.url),
    /** The service's own fanout exchange into its queue: a failed message goes back to the tail through it. */
    retryExchange: `${queue}.retry`,
    /**
     * The broker user of each service, when every service has its own: then an
     * event is applied only when its owner's user published it. Null when the
     * services share one user (guest locally), where the user id tells nobody apart.
     */
    brokerUserOf: serviceUsers ? (name: string) => serviceUsers.replaceAll('{service}', name) : null,
    deadLetterExchange: `${exchange}.dead-letter`,
    deadLetterQueue: `${queue}.dead-letter`,
    prefetch: options.prefetch ?? 10,
    /** How long publish and subscribe wait for a connection before they throw. */
    waitMs: options.waitForConnectionMs ?? 10_000,
    reconnectDelay: {
      initial: options.reconnectDelayMs?.initial ?? 100,
      max: options.reconnectDelayMs?.max ?? 5_000,
    },
    logger: options.logger ?? consoleLogger,
    counters: busMetrics(service),
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

export function withHeartbeat(url: string, seconds: number): string {
  try {
    const parsed = new URL(url);
    if (parsed.searchParams.has('heartbeat')) return url;
    parsed.searchParams.set('heartbeat', String(seconds));
    return parsed.toString();
  } catch {
    return url; // amqplib reports a malformed URL itself
  }
}

/** Everything that belongs to one connection; replaced as a whole on reconnect. */
export interface Live {
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

/** What the bus is given, fixed once at creation. */
export type BusSettings = ReturnType<typeof busSettings>;

export class BusState {
  subscriptions: Subscription[] = [];
  /** Deliveries being handled: closing waits for them to settle. */
  inFlight = new Set<Promise<void>>();
  live: Live | null = null;
  lastError: unknown = null;
  closing = false;
  /** False once stopConsuming ran: a reconnect then declares, but does not consume. */
  consuming = true;
}

/** One bus: its settings and its state, handed to each part. */
export interface BusContext {
  settings: BusSettings;
  state: BusState;
}

/** Waits for the promise, but no longer than ms; its outcome does not matter. */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  await Promise.race([promise.catch(() => undefined), delay(ms, undefined, { ref: false })]);
}
