// The gateway's one request path (app.ts): an unchanged poll answered at the
// gateway from its known views (routing/known-views.ts), with what any API
// answer carries, and never for another player or past a change; and a
// signed-in player's GET proxied to a service (routing/proxy.ts), forwarded
// and answered as the same call handed to the service in process.
// (embedded/test/polling.answered-at-gateway.test.ts runs the known views against the real svc-council.)
import { get } from 'node:http';
import { Writable } from 'node:stream';
import { Router } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpApp,
  createLogger,
  listen,
  playerOf,
  verifyUserToken,
  type RunningServer,
  type TokenAudience,
} from '@ai-council/service-kit';
import { testStore } from '@ai-council/service-kit/testing';
import { createKnownViews } from '../src/routing/known-views';
import { testGatewayApp, tokenPublicKey, unreachableServices } from './gateway-harness';

/** A service as the gateway reaches it: it reads the gateway's tokens for `audience` and answers `api`. */
const serviceApp = (audience: TokenAudience, api: Router) =>
  createHttpApp({
    logger: createLogger('test', 'silent'),
    tokens: { publicKey: tokenPublicKey, audience },
    api,
    ready: async () => {},
  });

const overview = '/api/dashboard/overview';

/** A log destination that keeps each line, parsed, in `lines`. */
const loggedInto = (lines: Array<Record<string, unknown>>) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });

/** The signed-in cookie of a new guest of `gateway`. */
const guestOf = async (gateway: Parameters<typeof supertest>[0], headers: Record<string, string> = {}) => {
  const signedIn = await supertest(gateway)
    .post('/api/auth/guest')
    .set('Sec-Fetch-Site', 'same-origin')
    .set(headers)
    .send({});
  expect(signedIn.status).toBe(201);
  return (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
};

describe('unchanged polls answered at the gateway', () => {
  // svc-council's stand-in: each player's overview carries an ETag of its own, which moves when `version` does.
  let version = 1;
  let served = 0;
  let lastPlayer = '';
  const api = Router();
  api.get('/dashboard/overview', (req, res) => {
    served += 1;
    lastPlayer = playerOf(req).sub;
    const etag = `W/"overview-${playerOf(req).sub}-${version}"`;
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    res.json({ player: playerOf(req).sub, version });
  });
  api.post('/council/meeting', (_req, res) => {
    version += 1;
    res.status(201).json({ held: true });
  });
  const lines: Array<Record<string, unknown>> = [];
  const knownViews = createKnownViews();
  const store = testStore();
  let council: RunningServer;
  let app: ReturnType<typeof testGatewayApp>;
  beforeAll(async () => {
    council = await listen(serviceApp('svc-council', api), 0);
    app = testGatewayApp({
      store,
      knownViews,
      services: { ...unreachableServices, council: council.url },
      logger: createLogger('test', 'info', loggedInto(lines)),
    });
  });
  afterAll(async () => {
    await council.close();
    await store.close();
  });

  /** A player's first poll (a full answer, remembered) and its ETag. */
  const firstPoll = async (cookie: string) => {
    const res = await supertest(app).get(overview).set('Cookie', cookie).expect(200);
    return res.headers.etag as string;
  };
  const poll = (cookie: string, etag: string) =>
    supertest(app).get(overview).set('Cookie', cookie).set('If-None-Match', etag);

  it('when a player polls with the ETag of their last answer, then the gateway answers 304 with the API’s headers, and the service hears nothing', async () => {
    const cookie = await guestOf(app);
    const etag = await firstPoll(cookie);
    const before = served;
    const res = await poll(cookie, etag);
    expect(res.status).toBe(304);
    expect(served).toBe(before);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The same security headers as any API answer (the account's, the gateway's own).
    const own = await supertest(app).get('/api/auth/user').set('Cookie', cookie);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(own.headers[name], name).toBeDefined();
      expect(res.headers[name], name).toBe(own.headers[name]);
    }
    // Logged as any call is.
    await new Promise((resolve) => setImmediate(resolve));
    const line = lines.find(
      (l) => (l.req as { id?: string } | undefined)?.id === res.headers['x-request-id'],
    );
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: overview },
      res: { statusCode: 304 },
    });
  });

  it('when another player sends that ETag, then their poll reaches the service and brings their own answer', async () => {
    const first = await guestOf(app);
    const etag = await firstPoll(first);
    const second = await guestOf(app);
    const before = served;
    const res = await poll(second, etag).expect(200);
    expect(served).toBe(before + 1);
    expect(res.headers.etag).not.toBe(etag);
  });

  it('when the service says a view changed, or the player wrote, then the next poll reaches the service and brings the new answer', async () => {
    const cookie = await guestOf(app);
    const etag = await firstPoll(cookie);
    const userId = lastPlayer;
    knownViews.changed(userId);
    version += 1;
    const changed = await poll(cookie, etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    // Remembered again; then the player's own write makes the gateway ask the service again.
    expect((await poll(cookie, changed.headers.etag as string)).status).toBe(304);
    await supertest(app)
      .post('/api/council/meeting')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(201);
    const afterWrite = await poll(cookie, changed.headers.etag as string).expect(200);
    expect(afterWrite.headers.etag).not.toBe(changed.headers.etag);
  });

  it('when the player is not signed in, or the Host is not ours, then no 304 comes from the gateway', async () => {
    const cookie = await guestOf(app);
    const etag = await firstPoll(cookie);
    expect((await supertest(app).get(overview).set('If-None-Match', etag)).status).toBe(401);
    const elsewhere = testGatewayApp({ store, knownViews, publicUrl: 'https://play.example.com' });
    const wrongHost = await supertest(elsewhere)
      .get(overview)
      .set('Host', 'attacker.example')
      .set('Cookie', cookie)
      .set('If-None-Match', etag);
    expect(wrongHost.status).toBe(421);
  });
});

describe('a signed-in GET proxied to a service', () => {
  // svc-game's stand-in: echoes what it was sent, answers with an ETag and a header of its own.
  const seen: Array<Record<string, unknown>> = [];
  const api = Router();
  api.get('/game/state', (req, res) => {
    seen.push({ ...req.headers });
    res.setHeader('ETag', 'W/"state-3"');
    res.setHeader('X-Served-By', 'svc-game');
    res.json({ quarter: 3, query: req.query });
  });
  // A long answer, more than the sockets between here and a paused player hold.
  const LONG_ANSWER_BYTES = 24 * 1024 * 1024;
  api.get('/game/long', (_req, res) => {
    res.type('text/plain').send(Buffer.alloc(LONG_ANSWER_BYTES, 'q'));
  });
  // An answer that never comes: the service hears when its caller goes.
  let slowCallClosed: Promise<void> = new Promise(() => {});
  api.get('/game/slow', (req) => {
    slowCallClosed = new Promise((resolve) => req.socket.once('close', () => resolve()));
  });
  let service: RunningServer;
  let proxyApp: ReturnType<typeof testGatewayApp>;
  let inProcessApp: ReturnType<typeof testGatewayApp>;
  let proxyCookie = '';
  let inProcessCookie = '';
  const proxyLines: Array<Record<string, unknown>> = [];
  const proxyLog = loggedInto(proxyLines);
  const stores = [testStore(), testStore()];

  beforeAll(async () => {
    const gameApp = serviceApp('svc-game', api);
    service = await listen(gameApp, 0);
    const services = { ...unreachableServices, game: service.url };
    proxyApp = testGatewayApp({
      store: stores[0]!,
      services,
      logger: createLogger('test', 'info', proxyLog),
    });
    // The same service handed the call in process (embedded mode on one thread).
    inProcessApp = testGatewayApp({ store: stores[1]!, services, inProcessServices: { game: gameApp } });
    proxyCookie = await guestOf(proxyApp);
    inProcessCookie = await guestOf(inProcessApp);
  });
  afterAll(async () => {
    await service.close();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('when a player reads, then the service gets the player’s token, a request id and X-Forwarded-*, and no cookie, claimed identity or trace context', async () => {
    const res = await supertest(proxyApp)
      .get('/api/game/state?view=full')
      .set('Cookie', proxyCookie)
      .set('X-User-Id', 'someone-else')
      .set('traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01')
      .set('Accept-Language', 'en-GB');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ quarter: 3, query: { view: 'full' } });
    const sent = seen.at(-1)!;
    expect(sent.cookie).toBeUndefined();
    expect(sent['x-user-id']).toBeUndefined();
    expect(sent.traceparent).toBeUndefined();
    expect(sent['accept-language']).toBe('en-GB');
    expect(sent['x-request-id']).toBe(res.headers['x-request-id']);
    expect(sent['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(sent['x-forwarded-proto']).toBe('http');
    expect(verifyUserToken(String(sent['x-user-token']), tokenPublicKey, 'svc-game')?.sub).toBeTruthy();
  });

  it('when a player reads, then the answer carries what an in-process answer does: the service’s headers, the API’s, no-store and one request id', async () => {
    const proxied = await supertest(proxyApp).get('/api/game/state').set('Cookie', proxyCookie).expect(200);
    const inProcess = await supertest(inProcessApp)
      .get('/api/game/state')
      .set('Cookie', inProcessCookie)
      .expect(200);
    const varying = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
    const named = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((n) => !varying.has(n))
        .sort();
    expect(named(proxied.headers)).toEqual(named(inProcess.headers));
    for (const name of named(inProcess.headers))
      expect(proxied.headers[name], name).toBe(inProcess.headers[name]);
    expect(proxied.headers.etag).toBe('W/"state-3"');
    expect(proxied.headers['x-served-by']).toBe('svc-game');
    expect(proxied.headers['cache-control']).toBe('no-store');
    expect(proxied.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(proxied.headers['x-powered-by']).toBeUndefined();
  });

  it('when a player reads, then the call is logged as any call is', async () => {
    const res = await supertest(proxyApp).get('/api/game/state').set('Cookie', proxyCookie).expect(200);
    await new Promise((resolve) => setImmediate(resolve));
    const line = proxyLines.find(
      (l) => (l.req as { id?: string } | undefined)?.id === res.headers['x-request-id'],
    );
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/game/state' },
      res: { statusCode: 200 },
    });
  });

  it('when a player reads a long answer slowly, then all of it arrives (the service waits while the player catches up)', async () => {
    const gateway = await listen(proxyApp, 0);
    try {
      const received = await new Promise<number>((resolve, reject) => {
        const call = get(`${gateway.url}/api/game/long`, { headers: { cookie: proxyCookie } }, (res) => {
          let bytes = 0;
          res.pause();
          // Paused long enough for the gateway's writes to the player to back up.
          setTimeout(() => {
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => resolve(bytes));
            res.resume();
          }, 300);
        });
        call.on('error', reject);
      });
      expect(received).toBe(LONG_ANSWER_BYTES);
    } finally {
      await gateway.close();
    }
  });

  it('when a player hangs up before the answer, then the call to the service is dropped too and logged as aborted', async () => {
    const gateway = await listen(proxyApp, 0);
    try {
      const call = get(`${gateway.url}/api/game/slow`, { headers: { cookie: proxyCookie } });
      call.on('error', () => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      call.destroy();
      await slowCallClosed;
      await new Promise((resolve) => setImmediate(resolve));
      const line = proxyLines.find((l) => (l.req as { url?: string } | undefined)?.url === '/api/game/slow');
      expect(line).toMatchObject({ msg: 'request aborted' });
    } finally {
      await gateway.close();
    }
  });

  it('when the service is away, then the answer is the same 502 sentence, with the API’s headers', async () => {
    const away = testGatewayApp({ store: stores[0]! });
    const res = await supertest(away).get('/api/game/state').set('Cookie', proxyCookie).expect(502);
    expect(res.body).toEqual({
      message: 'The game service is not reachable right now. Please try again shortly.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
