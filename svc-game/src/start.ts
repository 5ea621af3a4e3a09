// Distributed mode: svc-game alone, on MongoDB (MONGO_URL) or the embedded
// store, and RabbitMQ (AMQP_URL) or the in-process bus.
import path from 'node:path';
import { ConfigError, createBus, createLogger, createStore } from '@ai-council/service-kit';
import { loadGameConfig } from './config';
import { startGameService } from './service';

try {
  const config = loadGameConfig();
  const logger = createLogger('svc-game', config.LOG_LEVEL);
  const store = createStore({ mongoUrl: config.MONGO_URL, dataDir: path.join(config.DATA_DIR, 'svc-game') });
  const bus = createBus({ amqpUrl: config.AMQP_URL, service: 'svc-game' });
  const service = await startGameService({
    store,
    bus,
    logger,
    tokenSecret: config.INTERNAL_TOKEN_SECRET,
    port: config.PORT,
    host: config.HOST,
  });
  const stop = async () => {
    await service.close();
    await bus.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
