// Distributed mode: the gateway alone, in front of services at GAME_URL,
// COUNCIL_URL and ANALYTICS_URL, with accounts in MongoDB (MONGO_URL) or the
// embedded store.
import path from 'node:path';
import { ConfigError, createLogger, createStore, listen } from '@ai-council/service-kit';
import { createGatewayApp } from './app';
import { loadGatewayConfig, sessionLifetimesOf } from './config';

try {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const store = await createStore({
    mongoUrl: config.MONGO_URL,
    dataDir: path.join(config.DATA_DIR, 'gateway'),
  });
  const app = createGatewayApp({
    store,
    logger,
    sessionSecret: config.SESSION_SECRET,
    tokenSecret: config.INTERNAL_TOKEN_SECRET,
    services: { game: config.GAME_URL, council: config.COUNCIL_URL, analytics: config.ANALYTICS_URL },
    webRoot: config.WEB_ROOT,
    loginUrl: config.LOGIN_URL,
    sessionLifetimes: sessionLifetimesOf(config),
  });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ url: server.url }, 'gateway listening');
  const stop = async () => {
    await server.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
