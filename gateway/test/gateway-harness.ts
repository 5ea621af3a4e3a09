import { testStore, testTokenKeys } from '@ai-council/service-kit/testing';
import { Router } from 'express';
import supertest from 'supertest';
import { createHttpApp, createLogger, listen, playerOf, type RunningServer } from '@ai-council/service-kit';
import { createGatewayApp } from '../src/app';

/** The gateway signs with the private half; the services behind it verify with the public half. */
export const { privateKey: tokenPrivateKey, publicKey: tokenPublicKey } = testTokenKeys;

type GatewayOptions = Parameters<typeof createGatewayApp>[0];
/** Where no service listens: a gateway given it stands alone (its own routes, limits and pages). */
const nowhere = 'http://127.0.0.1:9';

/**
 * The gateway app on `store` with the tests' secrets, a silent logger, no
 * service behind it and no web build, unless `options` say otherwise.
 */
export const testGatewayApp = (
  store: GatewayOptions['store'],
  options: Partial<Omit<GatewayOptions, 'store'>> = {},
) =>
  createGatewayApp({
    store,
    logger: createLogger('test', 'silent'),
    sessionSecret: 'test-session-secret-0123456789abcdef-xyz',
    tokenPrivateKey,
    services: { game: nowhere, council: nowhere, analytics: nowhere },
    webRoot: '/nonexistent',
    loginUrl: '/api/auth/login-page',
    ...options,
  });

/**
 * A gateway in front of real service-kit apps (svc-game's and svc-council's
 * stand-ins) that echo who they were called for, so tests see exactly what
 * crosses the gateway.
 */
export async function startGatewayHarness(
  options: {
    webRoot?: string;
    transport?: 'http' | 'http-pool' | 'in-process';
    remotesFile?: string;
    logger?: ReturnType<typeof createLogger>;
  } = {},
) {
  const logger = options.logger ?? createLogger('test', 'silent');
  const api = Router();
  api.get('/game/whoami', (req, res) => {
    res.json({ userId: playerOf(req).sub, headers: req.headers });
  });
  let pollCount = 0;
  api.get('/game/poll', (_req, res) => {
    pollCount += 1;
    res.json({ quarter: 3, note: 'the same answer on every poll' });
  });
  api.post('/game/echo', (req, res) => {
    res.json({ body: req.body as unknown });
  });
  const upstreamApp = createHttpApp({
    logger,
    tokens: { publicKey: tokenPublicKey, audience: 'svc-game' },
    api,
    ready: async () => {},
  });
  const upstream: RunningServer = await listen(upstreamApp, 0);
  const councilApi = Router();
  councilApi.get('/council/whoami', (req, res) => {
    res.json({ userId: playerOf(req).sub, headers: req.headers });
  });
  const councilApp = createHttpApp({
    logger,
    tokens: { publicKey: tokenPublicKey, audience: 'svc-council' },
    api: councilApi,
    ready: async () => {},
  });
  const council: RunningServer = await listen(councilApp, 0);
  const store = testStore();
  const app = testGatewayApp(store, {
    logger,
    services: { game: upstream.url, council: council.url, analytics: nowhere },
    inProcessServices:
      options.transport === 'in-process'
        ? { game: upstreamApp, council: councilApp, analytics: upstreamApp }
        : undefined,
    proxy: options.transport === 'http-pool' ? 'undici-pool' : 'http-proxy-middleware',
    webRoot: options.webRoot ?? '/nonexistent',
    remotesFile: options.remotesFile,
  });
  return {
    app,
    store,
    agent: () => supertest.agent(app),
    /** How often the upstream poll route ran (a 304 still runs it). */
    polls: () => pollCount,
    close: async () => {
      await upstream.close();
      await council.close();
      await store.close();
    },
  };
}

/** Registers an account through the gateway's own route, as a player's browser would. */
export async function registerAccount(
  app: Parameters<typeof supertest>[0],
  account: { firstName: string; username: string; password: string },
  from?: string,
) {
  const request = supertest(app).post('/api/auth/register').set('Sec-Fetch-Site', 'same-origin');
  if (from) request.set('X-Forwarded-For', from);
  return request.send(account).expect(201);
}

/**
 * A password sign-in from one client address. The harness is reached over loopback, which the gateway
 * trusts by default: X-Forwarded-For is where the request comes from, as the TLS proxy in front would say.
 */
export const signInFrom = (
  app: Parameters<typeof supertest>[0],
  username: string,
  password: string,
  from: string,
) =>
  supertest(app)
    .post('/api/auth/login')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('X-Forwarded-For', from)
    .send({ username, password });
