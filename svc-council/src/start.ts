// Standalone start (`npm start -w svc-council`): configuration, the store and
// bus from it (MongoDB/RabbitMQ when their URLs are set), then the service.
import { createBus, createLogger, createStore } from '@ai-council/service-kit';
import { keyEncryptionKey, loadCouncilConfig } from './config';
import { startCouncilService } from './service';

async function main(): Promise<void> {
  const config = loadCouncilConfig();
  const logger = createLogger('svc-council', config.LOG_LEVEL);
  const store = createStore({ mongoUrl: config.MONGO_URL, dataDir: config.DATA_DIR });
  const bus = createBus({ amqpUrl: config.AMQP_URL, service: 'svc-council', logger });
  const service = await startCouncilService({
    store,
    bus,
    logger,
    tokenSecret: config.INTERNAL_TOKEN_SECRET,
    encryptionKey: keyEncryptionKey(config),
    port: config.PORT,
    host: config.HOST,
    advisorTimeoutMs: config.ADVISOR_TIMEOUT_MS,
    providerBaseUrls: {
      openai: config.OPENAI_BASE_URL,
      anthropic: config.ANTHROPIC_BASE_URL,
      google: config.GOOGLE_BASE_URL,
    },
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'svc-council stopping');
    await service.close();
    await bus.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
