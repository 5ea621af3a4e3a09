// The read lane (routing/read-lane.ts), first for unchanged polls: where the gateway knows a poll's ETag
// is current, the 304 is answered before the middleware stack, with what the stack would have sent; a
// poll it is unsure of goes the full way. Then a signed-in player's GET to a service the gateway proxies
// to (undici's pools): forwarded and answered as the full way would. The known views here are a stand-in that says which ETag is
// current and counts the calls that reach the stack's own known-views step
// (embedded/test/polling.answered-at-gateway.test.ts runs the real ones against svc-council).
import { get } from 'node:http';
import { Writable } from 'node:stream';
import { Router, type RequestHandler } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpApp,
  createLogger,
  listen,
  verifyUserToken,
  type RunningServer,
} from '@ai-council/service-kit';
import { testStore } from '@ai-council/service-kit/testing';
import type { KnownViews } from '../src/routing/known-views';
import { testGatewayApp, tokenPublicKey, unreachableServices } from './gateway-harness';

const overview = '/api/dashboard/overview';
const CURRENT = 'W/"overview-7"';

/** A log destination that keeps each line, parsed, in `lines`. */
const loggedInto = (lines: Array<Record<string, unknown>>) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
const lines: Array<Record<string, unknown>> = [];
const capture = loggedInto(lines);

let reachedStack = 0;
const knownViews: KnownViews = {
  changed: () => {},
  watch: () => () => {},
  isCurrent: (_userId, url, etag) => url === overview && etag === CURRENT,
  answerUnchanged: (): RequestHandler => (_req, _res, next) => {
    reachedStack += 1;
    next();
  },
};

const store = testStore();
const app = testGatewayApp({ store, knownViews, logger: createLogger('test', 'info', capture) });
let cookie = '';
beforeAll(async () => {
  const signedIn = await supertest(app).post('/api/auth/guest').set('Sec-Fetch-Site', 'same-origin').send({});
  expect(signedIn.status).toBe(201);
  cookie = (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
});
afterAll(() => store.close());

const poll = (path: string, etag: string) =>
  supertest(app).get(path).set('Cookie', cookie).set('If-None-Match', etag);

describe('the read lane: unchanged polls', () => {
  it('when a signed-in player polls with the current ETag, then the 304 comes before the stack, with its headers', async () => {
    const before = reachedStack;
    const res = await poll(overview, CURRENT);
    expect(res.status).toBe(304);
    expect(reachedStack).toBe(before);
    expect(res.headers.etag).toBe(CURRENT);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // The same security headers as an answer that went the full way (the sign-in, an API answer too).
    const full = await supertest(app).get('/api/auth/user').set('Cookie', cookie);
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(full.headers[name], name).toBeDefined();
      expect(res.headers[name], name).toBe(full.headers[name]);
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when a player signed in behind a TLS proxy polls with the current ETag, then the lane reads the secure cookie and answers the 304', async () => {
    // Loopback is a trusted proxy by default: its X-Forwarded-Proto makes the request secure.
    const signedIn = await supertest(app)
      .post('/api/auth/guest')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-Proto', 'https')
      .send({});
    const secureCookie = (signedIn.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(secureCookie).toMatch(/^__Host-/);
    const before = reachedStack;
    const res = await supertest(app)
      .get(overview)
      .set('Cookie', secureCookie)
      .set('X-Forwarded-Proto', 'https')
      .set('If-None-Match', CURRENT);
    expect(res.status).toBe(304);
    expect(reachedStack).toBe(before);
    // The same cookie over plain HTTP is not a session: the poll goes the full way.
    await supertest(app).get(overview).set('Cookie', secureCookie).set('If-None-Match', CURRENT);
    expect(reachedStack).toBe(before + 1);
  });

  it('when the lane answers, then the call is logged as any call is', async () => {
    const res = await poll(overview, CURRENT);
    const line = lines.find(
      (l) => (l.req as { id?: string } | undefined)?.id === res.headers['x-request-id'],
    );
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: overview },
      res: { statusCode: 304 },
    });
  });

  it('when the ETag is not the current one, the player is not signed in, or the Host is not ours, then the poll goes the full way', async () => {
    const before = reachedStack;
    expect((await poll(overview, 'W/"overview-6"')).status).not.toBe(304);
    expect(reachedStack).toBe(before + 1);

    // No session: on to the service (none answers here), which refuses it.
    const stranger = await supertest(app).get(overview).set('If-None-Match', CURRENT);
    expect(stranger.status).not.toBe(304);
    expect(reachedStack).toBe(before + 2);

    const elsewhere = testGatewayApp({ store, knownViews, publicUrl: 'https://play.example.com' });
    const wrongHost = await supertest(elsewhere)
      .get(overview)
      .set('Host', 'attacker.example')
      .set('Cookie', cookie)
      .set('If-None-Match', CURRENT);
    expect(wrongHost.status).toBe(421);
  });
});

describe('the read lane: a signed-in GET to a proxied service', () => {
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
  let laneApp: ReturnType<typeof testGatewayApp>;
  let fullWayApp: ReturnType<typeof testGatewayApp>;
  let laneCookie = '';
  let fullWayCookie = '';
  const laneLines: Array<Record<string, unknown>> = [];
  const laneLog = loggedInto(laneLines);
  const stores = [testStore(), testStore()];
  const guestOf = async (gateway: ReturnType<typeof testGatewayApp>) => {
    const signedIn = await supertest(gateway)
      .post('/api/auth/guest')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({});
    return (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  };

  beforeAll(async () => {
    const serviceApp = createHttpApp({
      logger: createLogger('test', 'silent'),
      tokens: { publicKey: tokenPublicKey, audience: 'svc-game' },
      api,
      ready: async () => {},
    });
    service = await listen(serviceApp, 0);
    const services = { ...unreachableServices, game: service.url };
    laneApp = testGatewayApp({
      store: stores[0]!,
      services,
      proxy: 'undici-pool',
      logger: createLogger('test', 'info', laneLog),
    });
    // The full way: the same service handed over in process, which the lane leaves to the stack.
    fullWayApp = testGatewayApp({ store: stores[1]!, services, inProcessServices: { game: serviceApp } });
    laneCookie = await guestOf(laneApp);
    fullWayCookie = await guestOf(fullWayApp);
  });
  afterAll(async () => {
    await service.close();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('when a player reads, then the service gets the player’s token, a request id and X-Forwarded-*, and no cookie, claimed identity or trace context', async () => {
    const res = await supertest(laneApp)
      .get('/api/game/state?view=full')
      .set('Cookie', laneCookie)
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

  it('when a player reads, then the answer carries what the full way’s does: the service’s headers, the API’s, no-store and one request id', async () => {
    const lane = await supertest(laneApp).get('/api/game/state').set('Cookie', laneCookie).expect(200);
    const full = await supertest(fullWayApp).get('/api/game/state').set('Cookie', fullWayCookie).expect(200);
    const varying = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
    const named = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((n) => !varying.has(n))
        .sort();
    expect(named(lane.headers)).toEqual(named(full.headers));
    for (const name of named(full.headers)) expect(lane.headers[name], name).toBe(full.headers[name]);
    expect(lane.headers.etag).toBe('W/"state-3"');
    expect(lane.headers['x-served-by']).toBe('svc-game');
    expect(lane.headers['cache-control']).toBe('no-store');
    expect(lane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lane.headers['x-powered-by']).toBeUndefined();
  });

  it('when a player reads, then the call is logged as any call is', async () => {
    const res = await supertest(laneApp).get('/api/game/state').set('Cookie', laneCookie).expect(200);
    await new Promise((resolve) => setImmediate(resolve));
    const line = laneLines.find(
      (l) => (l.req as { id?: string } | undefined)?.id === res.headers['x-request-id'],
    );
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/game/state' },
      res: { statusCode: 200 },
    });
  });

  it('when a player reads a long answer slowly, then all of it arrives (the service waits while the player catches up)', async () => {
    const gateway = await listen(laneApp, 0);
    try {
      const received = await new Promise<number>((resolve, reject) => {
        const call = get(`${gateway.url}/api/game/long`, { headers: { cookie: laneCookie } }, (res) => {
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

  it('when a player hangs up before the answer, then the call to the service is dropped too and logged as 499', async () => {
    const gateway = await listen(laneApp, 0);
    try {
      const call = get(`${gateway.url}/api/game/slow`, { headers: { cookie: laneCookie } });
      call.on('error', () => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      call.destroy();
      await slowCallClosed;
      await new Promise((resolve) => setImmediate(resolve));
      const line = laneLines.find((l) => (l.req as { url?: string } | undefined)?.url === '/api/game/slow');
      expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 499 } });
    } finally {
      await gateway.close();
    }
  });

  it('when the service is away, then the answer is the same 502 sentence, with the API’s headers', async () => {
    const away = testGatewayApp({ store: stores[0]!, proxy: 'undici-pool' });
    const res = await supertest(away).get('/api/game/state').set('Cookie', laneCookie).expect(502);
    expect(res.body).toEqual({
      message: 'The game service is not reachable right now. Please try again shortly.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
