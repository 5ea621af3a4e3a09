// Distributed mode: svc-council alone (`npm start -w svc-council`), on
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
import { keyEncryptionKey, loadCouncilConfig } from './config';
import { createCouncil } from './service';

try {
  const config = loadCouncilConfig();
  const logger = createLogger('svc-council', config.LOG_LEVEL);
  const store = createStore({
    mongoUrl: config.MONGO_URL,
    dataDir: path.join(config.DATA_DIR, 'svc-council'),
  });
  const bus = createBus({
    amqpUrl: config.AMQP_URL,
    namespace: config.AMQP_NAMESPACE,
    service: 'svc-council',
    logger,
  });
  const council = createCouncil({
    store,
    bus,
    logger,
    tokenSecret: config.INTERNAL_TOKEN_SECRET,
    encryptionKey: keyEncryptionKey(config),
    advisorTimeoutMs: config.ADVISOR_TIMEOUT_MS,
    gameUrl: config.GAME_URL,
    providerBaseUrls: {
      openai: config.OPENAI_BASE_URL,
      anthropic: config.ANTHROPIC_BASE_URL,
      google: config.GOOGLE_BASE_URL,
    },
  });
  await council.start();
  await serveUntilStopped(council.app, {
    name: 'svc-council',
    logger,
    port: config.PORT,
    host: config.HOST,
    deadlineMs: config.SHUTDOWN_DEADLINE_MS,
    drainDelayMs: config.DRAIN_DELAY_MS,
    steps: serviceStopSteps({ bus, store, flushOutbox: council.stop }),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
