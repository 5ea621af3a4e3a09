// What the RabbitMQ bus declares on the broker (rabbitmq-bus.ts), removed
// after a test, a drill or a benchmark that ran on an exchange of its own, so
// the broker keeps nothing of it. Deleting what is not there is no error.
import type { Channel } from 'amqplib';

/** Each queue with its dead-letter queue and retry exchange, then the exchange and its dead-letter exchange. */
export async function deleteBusTopology(
  channel: Channel,
  { exchange, queues }: { exchange: string; queues: readonly string[] },
): Promise<void> {
  for (const queue of queues) {
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dead-letter`);
    await channel.deleteExchange(`${queue}.retry`);
  }
  await channel.deleteExchange(exchange);
  await channel.deleteExchange(`${exchange}.dead-letter`);
}
