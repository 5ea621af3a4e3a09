// What the parts of the RabbitMQ bus share: its settings, fixed once at
// creation, and its state, which the connection keeper replaces as a whole
// on reconnect.
import type { Channel, ChannelModel, ConfirmChannel } from 'amqplib';
import type { EventHandler } from '../port';
import type { busMetrics } from '../../telemetry/metrics';

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

export interface Subscription {
  pattern: string;
  handler: EventHandler;
  maxAttempts: number;
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

export interface BusSettings {
  service: string;
  queue: string;
  /** The broker's URL, with the heartbeat asked for. */
  url: string;
  exchange: string;
  /** The broker user this bus connects as (the URL's): every message it sends carries it as its user id. */
  user: string;
  /** The service's own fanout exchange into its queue: a failed message goes back to the tail through it. */
  retryExchange: string;
  /**
   * The broker user of each service, when every service has its own: then an
   * event is applied only when its owner's user published it. Null when the
   * services share one user (guest locally), where the user id tells nobody apart.
   */
  brokerUserOf: ((service: string) => string) | null;
  deadLetterExchange: string;
  deadLetterQueue: string;
  prefetch: number;
  /** How long publish and subscribe wait for a connection before they throw. */
  waitMs: number;
  reconnectDelay: { initial: number; max: number };
  logger: BusLogger;
  counters: ReturnType<typeof busMetrics>;
}

export interface BusState {
  subscriptions: Subscription[];
  /** Deliveries being handled: closing waits for them to settle. */
  inFlight: Set<Promise<void>>;
  live: Live | null;
  lastError: unknown;
  closing: boolean;
  /** False once stopConsuming ran: a reconnect then declares, but does not consume. */
  consuming: boolean;
}

/** One bus: its settings and its state, handed to each part. */
export interface BusContext {
  settings: BusSettings;
  state: BusState;
}

/** Waits for the promise, but no longer than ms; its outcome does not matter. */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
