// Distributed mode: the gateway alone (`npm start -w gateway`), in front of
// services at GAME_URL, COUNCIL_URL and ANALYTICS_URL, with accounts in
// MongoDB (MONGO_URL) or the embedded store; stops gracefully on SIGTERM
// (see service-kit's serve.ts).
import { ConfigError, serveUntilStopped, servingOf, startProcess } from '@ai-council/service-kit';
import { createGatewayApp } from './app';
import { createAccounts } from './auth/accounts';
import { createGuestExpiry } from './auth/guest-expiry';
import { edgeOf, guestExpiryOf, loadGatewayConfig, sessionLifetimesOf } from './config';

try {
  const config = loadGatewayConfig();
  const { logger, telemetry, store } = await startProcess('gateway', config);
  const services = { game: config.GAME_URL, council: config.COUNCIL_URL, analytics: config.ANALYTICS_URL };
  const expiry = guestExpiryOf(config);
  const accounts = createAccounts(store);
  const guests = createGuestExpiry({
    accounts,
    services,
    tokenPrivateKey: config.TOKEN_PRIVATE_KEY,
    logger,
    idleMs: expiry.idleMs,
    erasedFrom: store,
  });
  guests.start(expiry.sweepEveryMs);
  const app = createGatewayApp({
    store,
    accounts,
    logger,
    sessionSecret: config.SESSION_SECRET,
    tokenPrivateKey: config.TOKEN_PRIVATE_KEY,
    services,
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
