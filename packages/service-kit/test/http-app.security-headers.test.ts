// Every service answer carries helmet's security headers, set in one pass from the set helmet gives
// (fixed-headers.ts): the same names and values helmet itself sets, on an answer, an error and a probe.
import express, { Router } from 'express';
import helmet from 'helmet';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp, createLogger } from '../src/index';
import { signTestToken, testTokenKeys } from '../src/testing/index';

/** What helmet() itself puts on an answer, read off a bare Express app. */
async function helmetsOwnHeaders(): Promise<Record<string, string>> {
  const bare = express();
  bare.disable('x-powered-by');
  bare.use(helmet());
  bare.get('/', (_req, res) => void res.json({}));
  const res = await supertest(bare).get('/');
  const ignored = new Set(['content-type', 'content-length', 'etag', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !ignored.has(name))) as Record<
    string,
    string
  >;
}

describe('a service’s security headers', () => {
  it('when a service answers, fails or is probed, then each answer carries exactly the headers helmet sets', async () => {
    const api = Router();
    api.get('/thing', (_req, res) => void res.json({ ok: true }));
    const app = createHttpApp({
      logger: createLogger('test', 'silent'),
      tokens: { publicKey: testTokenKeys.publicKey, audience: 'svc-game' },
      api,
      ready: async () => {},
    });
    const token = signTestToken({ sub: 'u1', gameMode: 'demo', firstName: null }, 'svc-game');
    const expected = await helmetsOwnHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(8);

    for (const res of [
      await supertest(app).get('/api/thing').set('x-user-token', token).expect(200),
      await supertest(app).get('/api/thing').expect(401),
      await supertest(app).get('/healthz').expect(200),
    ]) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
