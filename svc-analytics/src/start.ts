// Distributed mode: svc-analytics alone (`npm start -w svc-analytics`), on
// MongoDB (MONGO_URL) or the embedded store, and RabbitMQ (AMQP_URL) or the
// in-process bus; stops gracefully on SIGTERM (see service-kit's serve.ts).
import path from 'node:path';
import {
  ConfigError,
  createBus,
  createLogger,
  createStore,
  serveUntilStopped,
  serviceStopSteps,
} from '@ai-council/service-kit';
import { loadAnalyticsConfig } from './config';
import { SERVICE_NAME, createAnalyticsService } from './service';

try {
  const config = loadAnalyticsConfig();
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  // Each service keeps its own folder, so embedded collections never collide.
  const store = createStore({
    mongoUrl: config.MONGO_URL,
    dataDir: path.join(config.DATA_DIR, SERVICE_NAME),
  });
  const bus = createBus({
    amqpUrl: config.AMQP_URL,
    namespace: config.AMQP_NAMESPACE,
    service: SERVICE_NAME,
    logger,
  });
  const app = await createAnalyticsService({ store, bus, logger, tokenSecret: config.INTERNAL_TOKEN_SECRET });
  await serveUntilStopped(app, {
    name: SERVICE_NAME,
    logger,
    port: config.PORT,
    host: config.HOST,
    deadlineMs: config.SHUTDOWN_DEADLINE_MS,
    drainDelayMs: config.DRAIN_DELAY_MS,
    steps: serviceStopSteps({ bus, store }),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
