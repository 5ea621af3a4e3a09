// Runs svc-analytics on its own (`npm start -w svc-analytics`), on the embedded
// store and in-process bus unless MONGO_URL / AMQP_URL say otherwise.
import path from 'node:path';
import { ConfigError, createBus, createLogger, createStore } from '@ai-council/service-kit';
import { loadAnalyticsConfig } from './config';
import { SERVICE_NAME, startAnalyticsService } from './service';

async function main(): Promise<void> {
  const config = loadAnalyticsConfig();
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  // Each service keeps its own folder, so embedded collections never collide.
  const store = createStore({
    mongoUrl: config.MONGO_URL,
    dataDir: path.join(config.DATA_DIR, SERVICE_NAME),
  });
  const bus = createBus({ amqpUrl: config.AMQP_URL, service: SERVICE_NAME, logger });
  const service = await startAnalyticsService({
    store,
    bus,
    logger,
    tokenSecret: config.INTERNAL_TOKEN_SECRET,
    port: config.PORT,
    host: config.HOST,
  });
  logger.info({ url: service.url, store: store.kind, bus: bus.kind }, 'svc-analytics listening');

  const stop = async (signal: string) => {
    logger.info({ signal }, 'svc-analytics stopping');
    await service.close();
    await bus.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
