// The RabbitMQ event bus for distributed mode, composed of its parts in
// ./rabbitmq/: the connection that heals itself (connection.ts), the queues
// and bindings it declares (topology.ts), publishing with confirms
// (publishing.ts) and consuming with retries and dead letters (consuming.ts).
//
// Topology: a durable topic exchange for events; per service one durable
// queue named after the service, bound with every event type the service
// subscribes to, so replicas of a service compete for its messages and other
// services each get their own copy; per service a dead-letter queue
// `${service}.dead-letter` behind a direct dead-letter exchange, and a retry
// exchange `${service}.retry` into its own queue. Each message carries its
// publisher's broker user as its validated user id.
import type { ChannelModel } from 'amqplib';
import { errorMessage } from './envelope';
import { subscriptionsOf, type EventBus, type Subscription } from './port';
import { HealingConnection } from './rabbitmq/connection';
import {
  busSettings,
  BusState,
  settleWithin,
  type BusContext,
  type Live,
  type RabbitBusOptions,
} from './rabbitmq/context';
import { publishEvent } from './rabbitmq/publishing';
import { ensureSubscribed, watchQueueDepth } from './rabbitmq/topology';

const CLOSE_STEP_MS = 5_000;

export interface RabbitBus extends EventBus {
  readonly kind: 'rabbitmq';
  /** The live connection, for diagnostics and tests that cut it; null while reconnecting. */
  readonly connection: ChannelModel | null;
}

export function createRabbitBus(options: RabbitBusOptions): RabbitBus {
  const context: BusContext = { settings: busSettings(options), state: new BusState() };
  const { settings, state } = context;
  const subscribeOn = (target: Live): Promise<void> => ensureSubscribed(context, target);
  const connection = new HealingConnection(context, subscribeOn);
  const unwatchQueue = watchQueueDepth(context);
  const unwatchConnection = settings.counters.watchConnection(() => state.live !== null);

  connection.scheduleReconnect();
  return {
    kind: 'rabbitmq',
    get connection() {
      return state.live?.model ?? null;
    },
    publish: (event) => publishEvent(context, connection, event),
    subscribe: (types, handler, subscribeOptions) =>
      subscribe(context, connection, subscriptionsOf(types, handler, subscribeOptions)),
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
      // Stops deliveries, lets the handlers under way settle their messages,
      // then hangs up; each step bounded, as a dead socket answers nothing.
      const target = state.live;
      if (!target) return;
      await stopConsuming(context);
      state.live = null;
      await settleWithin(target.model.close(), CLOSE_STEP_MS);
    },
  };
}

async function subscribe(
  context: BusContext,
  connection: HealingConnection,
  added: Subscription[],
): Promise<void> {
  const { settings, state } = context;
  // Registered first so a reconnect in the middle binds them as well.
  state.subscriptions.push(...added);
  const deadline = Date.now() + settings.waitMs;
  try {
    for (;;) {
      const target = await connection.waitForLive(deadline);
      try {
        await ensureSubscribed(context, target);
        return;
      } catch (error) {
        if (state.live === target || state.closing || Date.now() >= deadline) throw error;
        // The connection dropped mid-setup; the reconnect declares it all again.
      }
    }
  } catch (error) {
    state.subscriptions = state.subscriptions.filter((subscription) => !added.includes(subscription));
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
