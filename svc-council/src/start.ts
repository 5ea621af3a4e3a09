// Distributed mode: svc-council alone (`npm start -w svc-council`), on
// MongoDB (MONGO_URL) or the embedded store, and RabbitMQ (AMQP_URL) or the
// in-process bus; stops gracefully on SIGTERM (see service-kit's serve.ts).
import { runService } from '@ai-council/service-kit';
import { keyEncryptionKey, loadCouncilConfig } from './config';
import { createCouncil } from './service';

await runService('svc-council', loadCouncilConfig, async ({ config, store, bus, logger }) => {
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
  return { app: council.app, flushOutbox: council.stop };
});
