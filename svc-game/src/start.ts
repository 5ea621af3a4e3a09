// Distributed mode: svc-game alone (`npm start -w svc-game`), on MongoDB
// (MONGO_URL) or the embedded store, and RabbitMQ (AMQP_URL) or the
// in-process bus; stops gracefully on SIGTERM (see service-kit's serve.ts).
import { runService } from '@ai-council/service-kit';
import { loadGameConfig } from './config';
import { createGameService } from './service';

await runService('svc-game', loadGameConfig, ({ config, store, bus, logger }) =>
  createGameService({ store, bus, logger, tokenPublicKey: config.TOKEN_PUBLIC_KEY }),
);
