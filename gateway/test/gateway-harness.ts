import { testStore } from '@ai-council/service-kit/testing';
import { Router } from 'express';
import supertest from 'supertest';
import { createHttpApp, createLogger, listen, playerOf, type RunningServer } from '@ai-council/service-kit';
import { createGatewayApp } from '../src/app';

export const tokenSecret = 'test-internal-token-secret-0123456789abcdef';

/**
 * A gateway in front of one real service-kit app that echoes who it was
 * called for, so tests see exactly what crosses the gateway.
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
  const upstreamApp = createHttpApp({ logger, tokenSecret, api, ready: async () => {} });
  const upstream: RunningServer = await listen(upstreamApp, 0);
  const store = testStore();
  const app = createGatewayApp({
    store,
    logger,
    sessionSecret: 'test-session-secret-0123456789abcdef-xyz',
    tokenSecret,
    services: { game: upstream.url, council: upstream.url, analytics: 'http://127.0.0.1:9' },
    inProcessServices:
      options.transport === 'in-process'
        ? { game: upstreamApp, council: upstreamApp, analytics: upstreamApp }
        : undefined,
    proxy: options.transport === 'http-pool' ? 'undici-pool' : 'http-proxy-middleware',
    webRoot: options.webRoot ?? '/nonexistent',
    loginUrl: '/api/auth/login-page',
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
      await store.close();
    },
  };
}
