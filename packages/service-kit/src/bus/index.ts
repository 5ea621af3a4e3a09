// Picks the event-bus adapter from configuration: RabbitMQ when a URL is
// given (distributed mode), the process-wide in-process broker otherwise.
import { createInProcessBus } from './in-process-bus';
import type { EventBus } from './port';
import { createRabbitBus } from './rabbitmq-bus';
import { DEFAULT_EXCHANGE, type RabbitBusOptions } from './rabbitmq/context';

export * from './port';
export { createInProcessBus, defaultInProcessBroker, InProcessBroker } from './in-process-bus';
export { createRabbitBus, type RabbitBus } from './rabbitmq-bus';
export { DEFAULT_EXCHANGE, type BusLogger } from './rabbitmq/context';
export { createThreadBus, serveBusToThread } from './thread-bus';

export type BusConfig = Pick<RabbitBusOptions, 'service' | 'serviceUsers' | 'logger'> & {
  /** RabbitMQ's URL: unset, the services share the process's in-process broker. */
  amqpUrl?: string;
  /**
   * Prefixes the exchange and the queues (`<namespace>.svc-game`), so several
   * deployments, or test runs, can share one broker without seeing each other.
   */
  namespace?: string;
};

export function createBus({ amqpUrl, namespace, ...options }: BusConfig): EventBus {
  if (!amqpUrl) return createInProcessBus({ service: options.service });
  const names = namespace
    ? { exchange: `${namespace}.${DEFAULT_EXCHANGE}`, queue: `${namespace}.${options.service}` }
    : {};
  return createRabbitBus({ ...options, ...names, url: amqpUrl });
}
