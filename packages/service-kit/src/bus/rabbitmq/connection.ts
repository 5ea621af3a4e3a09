// The RabbitMQ connection that heals itself: on close or error it reconnects
// with backoff and jitter, declares the topology again and resumes consuming;
// publish and subscribe wait for it (bounded) meanwhile.
import { EventEmitter, once } from 'node:events';
import amqp, { type ChannelModel } from 'amqplib';
import { errorMessage } from '../envelope';
import type { BusContext, Live } from './context';

export class HealingConnection {
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Emits 'change' whenever `live` is set or the bus closes: waiters look again. */
  private readonly changes = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly context: BusContext,
    /** Readies a fresh connection before it goes live (declares what is subscribed). */
    private readonly prepare: (next: Live) => Promise<void>,
  ) {}

  /** Connects now, or after a backoff when the last attempt failed. */
  scheduleReconnect(): void {
    const { settings, state } = this.context;
    if (state.closing || this.reconnectTimer) return;
    const { initial, max } = settings.reconnectDelay;
    const delay = Math.min(max, initial * 2 ** Math.min(this.failures, 16));
    // Jitter so replicas that lost the broker together don't reconnect in lockstep.
    const jittered = delay / 2 + Math.random() * (delay / 2);
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = null;
        this.connect().catch((error: unknown) => this.onConnectFailed(error));
      },
      this.failures === 0 && !state.lastError ? 0 : jittered,
    );
    this.reconnectTimer.unref();
  }

  /** The live connection, waiting for a reconnect until the deadline. */
  async waitForLive(deadline: number): Promise<Live> {
    const { settings, state } = this.context;
    for (;;) {
      if (state.closing) throw new Error(`event bus of ${settings.service} is closed`);
      if (state.live) return state.live;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        const reason = state.lastError ? `: ${errorMessage(state.lastError)}` : '';
        throw new Error(`RabbitMQ not reachable within ${settings.waitMs} ms${reason}`);
      }
      await once(this.changes, 'change', { signal: AbortSignal.timeout(remaining) }).catch(() => undefined);
    }
  }

  /** Stops reconnecting and wakes every waiter (the bus is closing). */
  stop(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.changes.emit('change');
  }

  private async connect(): Promise<void> {
    const { settings, state } = this.context;
    const model = await amqp.connect(settings.url, {
      // A broker that drops packets must not hang the connect for the OS's TCP timeout.
      timeout: 10_000,
      clientProperties: { connection_name: settings.queue },
    });
    model.on('error', (error: unknown) => {
      state.lastError = error;
      settings.logger.warn(
        { err: errorMessage(error), service: settings.service },
        'RabbitMQ connection error',
      );
    });
    // Only a connection that went live is "lost"; one that dies while
    // connecting fails connect(), which schedules the retry with backoff.
    model.on('close', () => this.onConnectionLost(model));
    try {
      const next = await openChannels(this.context, model);
      if (state.subscriptions.length > 0) await this.prepare(next);
      if (state.closing) throw new Error('bus closed while connecting');
      state.live = next;
      this.failures = 0;
      state.lastError = null;
      this.changes.emit('change');
    } catch (error) {
      await model.close().catch(() => undefined);
      throw error;
    }
  }

  private onConnectionLost(model: ChannelModel): void {
    const { settings, state } = this.context;
    if (state.live?.model !== model) return;
    state.live = null;
    if (state.closing) return;
    settings.logger.warn({ service: settings.service }, 'RabbitMQ connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private onConnectFailed(error: unknown): void {
    const { settings, state } = this.context;
    if (state.closing) return;
    state.lastError = error;
    this.failures += 1;
    settings.logger.warn(
      { err: errorMessage(error), service: settings.service, attempt: this.failures },
      'RabbitMQ connect failed; retrying',
    );
    this.scheduleReconnect();
  }
}

/** The publishing and the consuming channel of a fresh connection, not yet live. */
async function openChannels(context: BusContext, model: ChannelModel): Promise<Live> {
  const { settings, state } = context;
  const publisher = await model.createConfirmChannel();
  const consumer = await model.createChannel();
  for (const channel of [publisher, consumer]) {
    channel.on('error', (error: unknown) => {
      state.lastError = error;
    });
    // A channel closed under us (a channel-level error) leaves the
    // connection half-working: drop it and let the reconnect rebuild all.
    channel.on('close', () => {
      if (!state.closing && state.live?.model === model) model.close().catch(() => undefined);
    });
  }
  await publisher.assertExchange(settings.exchange, 'topic', { durable: true });
  await consumer.prefetch(settings.prefetch);
  return {
    model,
    publisher,
    consumer,
    queueDeclared: false,
    bound: new Set(),
    consumerTag: null,
    setup: Promise.resolve(),
  };
}
