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
