// Distributed mode: svc-game alone (`npm start -w svc-game`), on MongoDB
// (MONGO_URL) or the embedded store, and RabbitMQ (AMQP_URL) or the
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
import { loadGameConfig } from './config';
import { createGameApp } from './service';

try {
  const config = loadGameConfig();
  const logger = createLogger('svc-game', config.LOG_LEVEL);
  const store = createStore({ mongoUrl: config.MONGO_URL, dataDir: path.join(config.DATA_DIR, 'svc-game') });
  const bus = createBus({
    amqpUrl: config.AMQP_URL,
    namespace: config.AMQP_NAMESPACE,
    service: 'svc-game',
    logger,
  });
  const game = await createGameApp({ store, bus, logger, tokenSecret: config.INTERNAL_TOKEN_SECRET });
  await serveUntilStopped(game.app, {
    name: 'svc-game',
    logger,
    port: config.PORT,
    host: config.HOST,
    deadlineMs: config.SHUTDOWN_DEADLINE_MS,
    drainDelayMs: config.DRAIN_DELAY_MS,
    steps: serviceStopSteps({ bus, store, flushOutbox: game.close }),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
