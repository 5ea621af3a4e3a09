// Distributed mode: the gateway alone (`npm start -w gateway`), in front of
// services at GAME_URL, COUNCIL_URL and ANALYTICS_URL, with accounts in
// MongoDB (MONGO_URL) or the embedded store; stops gracefully on SIGTERM
// (see service-kit's serve.ts).
import path from 'node:path';
import { ConfigError, createLogger, createStore, serveUntilStopped } from '@ai-council/service-kit';
import { instrumentStore, startTelemetry } from '@ai-council/service-kit';
import { createGatewayApp } from './app';
import { createAccounts } from './auth/accounts';
import { createGuestExpiry } from './auth/guest-expiry';
import { edgeOf, guestExpiryOf, loadGatewayConfig, sessionLifetimesOf } from './config';

try {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const telemetry = await startTelemetry({
    processName: 'gateway',
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  if (telemetry.metricsUrl) logger.info({ url: telemetry.metricsUrl }, 'gateway metrics');
  const store = instrumentStore(
    createStore({ mongoUrl: config.MONGO_URL, dataDir: path.join(config.DATA_DIR, 'gateway') }),
    'gateway',
  );
  const services = { game: config.GAME_URL, council: config.COUNCIL_URL, analytics: config.ANALYTICS_URL };
  const expiry = guestExpiryOf(config);
  const accounts = createAccounts(store);
  const guests = createGuestExpiry({
    accounts,
    services,
    tokenPrivateKey: config.TOKEN_PRIVATE_KEY,
    logger,
    idleMs: expiry.idleMs,
  });
  guests.start(expiry.sweepEveryMs);
  const app = createGatewayApp({
    store,
    accounts,
    logger,
    sessionSecret: config.SESSION_SECRET,
    tokenPrivateKey: config.TOKEN_PRIVATE_KEY,
    services,
    proxy: config.GATEWAY_PROXY,
    webRoot: config.WEB_ROOT,
    loginUrl: config.LOGIN_URL,
    publicUrl: config.PUBLIC_URL,
    remotesFile: config.REMOTES_FILE,
    sessionLifetimes: sessionLifetimesOf(config),
    ...edgeOf(config),
  });
  await serveUntilStopped(app, {
    name: 'gateway',
    logger,
    port: config.PORT,
    host: config.HOST,
    deadlineMs: config.SHUTDOWN_DEADLINE_MS,
    drainDelayMs: config.DRAIN_DELAY_MS,
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
