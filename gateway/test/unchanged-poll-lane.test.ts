// The unchanged-poll lane (routing/unchanged-poll-lane.ts): where the gateway knows a poll's ETag is
// current, the 304 is answered before the middleware stack, with what the stack would have sent; a
// poll it is unsure of goes the full way. The known views here are a stand-in that says which ETag is
// current and counts the calls that reach the stack's own known-views step
// (embedded/test/polling.answered-at-gateway.test.ts runs the real ones against svc-council).
import { Writable } from 'node:stream';
import type { RequestHandler } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ai-council/service-kit';
import { testStore } from '@ai-council/service-kit/testing';
import type { KnownViews } from '../src/routing/known-views';
import { testGatewayApp } from './gateway-harness';

const overview = '/api/dashboard/overview';
const CURRENT = 'W/"overview-7"';

const lines: Array<Record<string, unknown>> = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let reachedStack = 0;
const knownViews: KnownViews = {
  changed: () => {},
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

describe('the unchanged-poll lane', () => {
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
