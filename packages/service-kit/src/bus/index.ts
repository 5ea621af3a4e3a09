// Picks the event-bus adapter from configuration: RabbitMQ when a URL is
// given (distributed mode), the process-wide in-process broker otherwise.
import { createInProcessBus } from './in-process-bus';
import type { EventBus } from './port';
import { createRabbitBus, DEFAULT_EXCHANGE, type BusLogger } from './rabbitmq-bus';

export * from './port';
export { topicMatches } from './topic';
export { DEFAULT_MAX_ATTEMPTS, parseEvent, type ParsedMessage } from './envelope';
export {
  createInProcessBus,
  defaultInProcessBroker,
  InProcessBroker,
  type BrokerConsumer,
  type DeadLetter,
  type InProcessBus,
  type InProcessBusOptions,
} from './in-process-bus';
export {
  createRabbitBus,
  DEFAULT_EXCHANGE,
  type BusLogger,
  type RabbitBus,
  type RabbitBusOptions,
} from './rabbitmq-bus';

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
  return config.amqpUrl
    ? createRabbitBus({
        url: config.amqpUrl,
        service: config.service,
        ...(config.namespace
          ? {
              exchange: `${config.namespace}.${DEFAULT_EXCHANGE}`,
              queue: `${config.namespace}.${config.service}`,
            }
          : {}),
        ...(config.serviceUsers ? { serviceUsers: config.serviceUsers } : {}),
        ...(config.logger ? { logger: config.logger } : {}),
      })
    : createInProcessBus({ service: config.service });
}
export { createThreadBus, serveBusToThread } from './thread-bus';
