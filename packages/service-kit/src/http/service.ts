// One shape for every service: `createXService(deps)` builds the app and its
// parts and starts nothing; `start` subscribes the consumers; `stop` publishes
// what the outboxes still hold and stops their relays. The store and the bus
// belong to the caller (runService, embedded mode, a test harness), which
// closes them after `stop`.
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/port';
import type { DocumentStore } from '../store/port';
import { listen, type RunningServer } from './server';

export interface Service {
  /** The Express app: tests drive it over HTTP without starting anything. */
  app: Express;
  /** Subscribes the service's consumers to the bus. */
  start(): Promise<void>;
  /** Publishes what the outboxes still hold and stops their relays. */
  stop(): Promise<void>;
}

export interface ListeningService extends RunningServer {
  app: Express;
}

/** Readiness: the store and (when the service has one) the bus answer. */
export const storeAndBusAnswer = (store: DocumentStore, bus?: EventBus) => async (): Promise<void> => {
  await store.ping();
  await bus?.ping();
};

/**
 * Starts the service and listens on 127.0.0.1 and a free port: embedded mode and tests.
 * Closing stops taking requests first, then stops the service.
 */
export async function listenService(
  service: Service,
  options: { name: string; logger: Logger },
): Promise<ListeningService> {
  await service.start();
  const server = await listen(service.app, 0);
  options.logger.info({ url: server.url }, `${options.name} listening`);
  return {
    ...server,
    app: service.app,
    async close() {
      await server.close();
      await service.stop();
    },
  };
}
