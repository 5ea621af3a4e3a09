// Store-backed limiters when their store fails: a write is refused with 503 and a sentence (an
// unlimited write is what a flood waits for), a read goes on, and once the store answers again
// writes are counted as before.
import { testStore } from '@ai-council/service-kit/testing';
import type { DocumentStore } from '@ai-council/service-kit';
import express from 'express';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT_UNREADABLE_MESSAGE, signInLimiters } from '../src/auth/sign-in-limits';
import { LIMIT_UNREADABLE_MESSAGE, storeBackedLimiter } from '../src/routing/limiter';
import { documentStoreCounters, writeLimits } from '../src/routing/write-limits';

const stores: DocumentStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** A real store whose collections throw on every call while `broken` is set. */
function breakableStore() {
  const store = testStore();
  stores.push(store);
  const state = { broken: false };
  const failing: DocumentStore = Object.assign(Object.create(store) as DocumentStore, {
    collection: (spec: Parameters<DocumentStore['collection']>[0]) => {
      const real = store.collection(spec);
      return new Proxy(real, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (state.broken) throw new Error('store unreachable');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  });
  return { store: failing, state };
}

function appWith(...limits: express.RequestHandler[]) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(...limits);
  app.use((_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('store-backed limiters when the store fails', () => {
  it('when the write limits cannot read their window, then a write is 503 with a sentence, and writes count again once the store is back', async () => {
    const { store, state } = breakableStore();
    const app = appWith(
      ...writeLimits({
        store,
        accountOf: (req) => req.get('x-account') ?? null,
        addressWritesPerMinute: 50,
        now: () => 1_700_000_000_000,
      }),
    );
    state.broken = true;
    const refused = await supertest(app).patch('/game/advance-quarter').set('x-account', 'a');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: LIMIT_UNREADABLE_MESSAGE });
    expect(refused.headers['retry-after']).toBeDefined();
    // Reads never wait on a limiter's window.
    expect((await supertest(app).get('/game').set('x-account', 'a')).status).toBe(200);

    state.broken = false;
    const written = await supertest(app).patch('/game/advance-quarter').set('x-account', 'a');
    expect(written.status).toBe(200);
    expect(written.headers['ratelimit']).toBeDefined();
  });

  it('when a limiter counting every call cannot read its window, then writes are refused and reads go through', async () => {
    const { store, state } = breakableStore();
    const app = appWith(
      storeBackedLimiter({
        limit: 5,
        store: documentStoreCounters(store, 'every-call'),
        keyGenerator: () => 'someone',
      }),
    );
    state.broken = true;
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const answer = await supertest(app)[method]('/anything');
      expect(answer.status, method).toBe(503);
      expect(answer.body.message).toBe(LIMIT_UNREADABLE_MESSAGE);
    }
    expect((await supertest(app).get('/anything')).status).toBe(200);
    expect((await supertest(app).head('/anything')).status).toBe(200);
  });

  it('when the sign-in limits cannot read their window, then signing in and starting a guest game are 503 with a sentence', async () => {
    const { store, state } = breakableStore();
    const limits = signInLimiters({ store });
    const app = express();
    app.set('trust proxy', 'loopback');
    app.post('/login', limits.signIns, (_req, res) => void res.json({ ok: true }));
    app.post('/guest', limits.signIns, ...limits.guestStarts, (_req, res) => void res.json({ ok: true }));
    state.broken = true;
    for (const path of ['/login', '/guest']) {
      const answer = await supertest(app).post(path);
      expect(answer.status, path).toBe(503);
      expect(answer.body, path).toEqual({ message: SIGN_IN_LIMIT_UNREADABLE_MESSAGE });
    }
    state.broken = false;
    expect((await supertest(app).post('/guest')).status).toBe(200);
  });
});
