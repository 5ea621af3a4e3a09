// Distributed mode: the gateway alone (`npm start -w gateway`), in front of
// services at GAME_URL, COUNCIL_URL and ANALYTICS_URL, with accounts in
// MongoDB (MONGO_URL) or the embedded store; stops gracefully on SIGTERM
// (see service-kit's serve.ts).
import { ConfigError, serveUntilStopped, servingOf, startProcess } from '@ai-council/service-kit';
import { createGateway } from './app';
import { loadGatewayConfig } from './config';

try {
  const config = loadGatewayConfig();
  const { logger, telemetry, store } = await startProcess('gateway', config);
  const { app, guests } = createGateway(config, {
    store,
    logger,
    sessionSecret: config.SESSION_SECRET,
    tokenPrivateKey: config.TOKEN_PRIVATE_KEY,
    services: { game: config.GAME_URL, council: config.COUNCIL_URL, analytics: config.ANALYTICS_URL },
    webRoot: config.WEB_ROOT,
    loginUrl: config.LOGIN_URL,
  });
  await serveUntilStopped(app, {
    name: 'gateway',
    logger,
    ...servingOf(config),
    steps: [
      { name: 'stop guest expiry', run: () => guests.stop() },
      { name: 'close store', run: () => store.close() },
      { name: 'flush telemetry', run: () => telemetry.stop() },
    ],
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
