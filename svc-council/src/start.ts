// Distributed mode: svc-council alone (`npm start -w svc-council`), on
// MongoDB (MONGO_URL) or the embedded store, and RabbitMQ (AMQP_URL) or the
// in-process bus; stops gracefully on SIGTERM (see service-kit's serve.ts).
import { runService } from '@ai-council/service-kit';
import { advisorSettingsOf, keyEncryptionKey, loadCouncilConfig } from './config';
import { createCouncilService } from './service';

await runService('svc-council', loadCouncilConfig, ({ config, store, bus, logger }) =>
  createCouncilService({
    store,
    bus,
    logger,
    tokenPublicKey: config.TOKEN_PUBLIC_KEY,
    encryptionKey: keyEncryptionKey(config),
    previousEncryptionKeys: config.KEY_ENCRYPTION_KEYS_PREVIOUS?.split(',') ?? [],
    gameUrl: config.GAME_URL,
    ...advisorSettingsOf(config),
  }),
);
