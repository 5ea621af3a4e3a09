// Picks the event-bus adapter from configuration: RabbitMQ when a URL is
// given (distributed mode), the process-wide in-process broker otherwise.
import { createInProcessBus } from './in-process-bus';
import type { EventBus } from './port';
import { createRabbitBus } from './rabbitmq-bus';
import { DEFAULT_EXCHANGE, type BusLogger } from './rabbitmq/context';

export * from './port';
export { topicMatches } from './topic';
export { createInProcessBus, defaultInProcessBroker, InProcessBroker } from './in-process-bus';
export { createRabbitBus, type RabbitBus } from './rabbitmq-bus';
export { DEFAULT_EXCHANGE, type BusLogger } from './rabbitmq/context';
export { createThreadBus, serveBusToThread } from './thread-bus';

export interface BusConfig {
  amqpUrl?: string;
  /** Names the service's queue: replicas of one service share it. */
  service: string;
  /**
   * Prefixes the exchange and the queues (`<namespace>.svc-game`), so several
   * deployments, or test runs, can share one broker without seeing each other.
   */
  namespace?: string;
  /** Each service's broker user, `{service}` for its name: consumers then check who published (RabbitBusOptions). */
  serviceUsers?: string;
  logger?: BusLogger;
}

export function createBus(config: BusConfig): EventBus {
  const { amqpUrl, service, namespace } = config;
  if (!amqpUrl) return createInProcessBus({ service });
  return createRabbitBus({
    url: amqpUrl,
    service,
    ...(namespace ? { exchange: `${namespace}.${DEFAULT_EXCHANGE}`, queue: `${namespace}.${service}` } : {}),
    serviceUsers: config.serviceUsers,
    logger: config.logger,
  });
}
