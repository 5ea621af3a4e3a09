import { testStore, testTokenKeys } from '@ai-council/service-kit/testing';
import { Router } from 'express';
import supertest from 'supertest';
import {
  createHttpApp,
  createLogger,
  listen,
  playerOf,
  type DocumentStore,
  type RunningServer,
} from '@ai-council/service-kit';
import type { Express } from 'express';
import { createGatewayApp, type GatewayDeps } from '../src/app';

/** The gateway signs with the private half; the services behind it verify with the public half. */
export const { privateKey: tokenPrivateKey, publicKey: tokenPublicKey } = testTokenKeys;

export const testSessionSecret = 'test-session-secret-0123456789abcdef-xyz';
/** Services nobody answers at: for tests of what the gateway answers itself. */
export const unreachableServices = {
  game: 'http://127.0.0.1:9',
  council: 'http://127.0.0.1:9',
  analytics: 'http://127.0.0.1:9',
};

/** A gateway on the test keys, with no services and no web app but what the test names. */
export const testGatewayApp = (deps: Partial<GatewayDeps> & { store: DocumentStore }): Express =>
  createGatewayApp({
    logger: createLogger('test', 'silent'),
    sessionSecret: testSessionSecret,
    tokenPrivateKey,
    services: unreachableServices,
    webRoot: '/nonexistent',
    loginUrl: '/api/auth/login-page',
    ...deps,
  });

/**
 * A gateway in front of real service-kit apps (svc-game's and svc-council's
 * stand-ins) that echo who they were called for, so tests see exactly what
 * crosses the gateway.
 */
export async function startGatewayHarness(
  options: {
    webRoot?: string;
    /** How the gateway reaches the stand-ins: over HTTP (the proxy, default) or handed their apps in process. */
    transport?: 'http' | 'in-process';
    remotesFile?: string;
    logger?: ReturnType<typeof createLogger>;
    /** The gateway's limits, when a test needs to reach one in a few calls. */
    limits?: GatewayDeps['limits'];
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
  const app = testGatewayApp({
    store,
    logger,
    services: { ...unreachableServices, game: upstream.url, council: council.url },
    inProcessServices:
      options.transport === 'in-process'
        ? { game: upstreamApp, council: councilApp, analytics: upstreamApp }
        : undefined,
    webRoot: options.webRoot ?? '/nonexistent',
    remotesFile: options.remotesFile,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return {
    app,
    store,
    agent: () => supertest.agent(app),
    /** A browser signed in as a new guest. */
    signedInGuest: async () => {
      const agent = supertest.agent(app);
      await agent.post('/api/auth/guest').set('Sec-Fetch-Site', 'same-origin').send({}).expect(201);
      return agent;
    },
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

/** A gateway harness where `account` has registered. */
export async function startGatewayHarnessWithAccount(account: Parameters<typeof registerAccount>[1]) {
  const started = await startGatewayHarness();
  await registerAccount(started.app, account);
  return started;
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
