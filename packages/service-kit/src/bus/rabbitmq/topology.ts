// What the bus declares on the broker: per service one durable queue bound
// with every subscribed event type and to the service's own retry exchange, and
// a dead-letter queue behind a direct dead-letter exchange; then the one
// consumer of the queue. All of it is named after the queue, so a service's
// broker user may configure its own and nobody else's (distributed/src/broker-users.ts).
import { onMessage } from './consuming';
import type { BusContext, Live } from './context';

/** Declares the service queue, binds every subscribed type and starts the one consumer. */
export function ensureSubscribed(context: BusContext, target: Live): Promise<void> {
  const { settings, state } = context;
  const step = target.setup.then(async () => {
    if (!target.queueDeclared) {
      await declareQueues(context, target);
      target.queueDeclared = true;
    }
    for (const { type } of state.subscriptions) {
      if (target.bound.has(type)) continue;
      await target.consumer.bindQueue(settings.queue, settings.exchange, type);
      target.bound.add(type);
    }
    if (target.consumerTag === null && state.subscriptions.length > 0 && state.consuming) {
      const { consumerTag } = await target.consumer.consume(
        settings.queue,
        (message) => onMessage(context, target, message),
        { noAck: false },
      );
      target.consumerTag = consumerTag;
    }
  });
  target.setup = step.catch(() => undefined);
  return step;
}

async function declareQueues({ settings }: BusContext, target: Live): Promise<void> {
  const { queue, retryExchange, deadLetterExchange, deadLetterQueue } = settings;
  const channel = target.consumer;
  await channel.assertExchange(deadLetterExchange, 'direct', { durable: true });
  await channel.assertQueue(deadLetterQueue, { durable: true });
  await channel.bindQueue(deadLetterQueue, deadLetterExchange, queue);
  await channel.assertQueue(queue, {
    durable: true,
    // Anything the broker itself rejects also ends in the dead-letter queue.
    arguments: { 'x-dead-letter-exchange': deadLetterExchange, 'x-dead-letter-routing-key': queue },
  });
  // Retries go back through this, not the default exchange, which reaches any queue by name.
  await channel.assertExchange(retryExchange, 'fanout', { durable: true });
  await channel.bindQueue(queue, retryExchange, '');
}

/**
 * Consumer lag in messages, read from the broker when scraped (a channel of its
 * own: a failed check closes the channel it runs on, and must not close ours).
 * Returns the function that stops watching.
 */
export function watchQueueDepth({ settings, state }: BusContext): () => void {
  return settings.counters.watchQueue(settings.queue, async () => {
    const target = state.live;
    if (!target?.queueDeclared) throw new Error('queue not declared yet');
    const channel = await target.model.createChannel();
    channel.on('error', () => undefined);
    try {
      return (await channel.checkQueue(settings.queue)).messageCount;
    } finally {
      await channel.close().catch(() => undefined);
    }
  });
}
