// Distributed mode: svc-analytics alone (`npm start -w svc-analytics`), on
// MongoDB (MONGO_URL) or the embedded store, and RabbitMQ (AMQP_URL) or the
// in-process bus; stops gracefully on SIGTERM (see service-kit's serve.ts).
import { runService } from '@ai-council/service-kit';
import { loadAnalyticsConfig } from './config';
import { SERVICE_NAME, createAnalyticsService } from './service';

await runService(SERVICE_NAME, loadAnalyticsConfig, ({ config, store, bus, logger }) =>
  createAnalyticsService({ store, bus, logger, tokenPublicKey: config.TOKEN_PUBLIC_KEY }),
);
