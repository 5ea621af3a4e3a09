// The write limiter's counters: shared by every gateway replica on one store,
// in fixed one-minute windows, one count per call even when calls race.
import { testStore, waitFor } from '@ai-council/service-kit/testing';
import express from 'express';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentStoreCounters,
  normalisedPath,
  writeBuckets,
  writeLimits,
} from '../src/routing/write-limits';

const stores: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

describe('write limits', () => {
  it('when two gateway replicas count on one store, then they count together', async () => {
    const store = testStore();
    stores.push(store);
    let now = 1_700_000_000_000;
    const replicaA = documentStoreCounters(store, 'writes', { now: () => now });
    const replicaB = documentStoreCounters(store, 'writes', { now: () => now });
    await replicaA.increment('player-1');
    await replicaB.increment('player-1');
    expect((await replicaA.increment('player-1')).totalHits).toBe(3);
    expect((await replicaB.increment('player-2')).totalHits).toBe(1);
    // The next minute starts from zero.
    now += 60_000;
    expect((await replicaB.increment('player-1')).totalHits).toBe(1);
  });

  it('when the clock is moved after the counters are made, then they count in the moved clock', async () => {
    const store = testStore();
    stores.push(store);
    const counters = documentStoreCounters(store, 'sign-ins');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_700_000_000_000);
      expect((await counters.increment('ip:1.2.3.4')).resetTime?.getTime()).toBe(1_700_000_040_000);
      vi.setSystemTime(1_700_000_050_000);
      expect((await counters.increment('ip:1.2.3.4')).totalHits).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when calls of one player race, then each is counted once and each sees its own count', async () => {
    const store = testStore();
    stores.push(store);
    const counters = documentStoreCounters(store, 'analytics', { now: () => 1_700_000_000_000 });
    const totals = await Promise.all(Array.from({ length: 50 }, () => counters.increment('player-1')));
    expect(totals.map((t) => t.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('when windows of different lengths share the store, then sweeping one never drops the other', async () => {
    const store = testStore();
    stores.push(store);
    let now = 1_700_000_040_000;
    const hourly = documentStoreCounters(store, 'guest-starts', { now: () => now, windowMs: 3_600_000 });
    const perMinute = documentStoreCounters(store, 'sign-ins', { now: () => now });
    await hourly.increment('ip:1.2.3.4');
    await hourly.increment('ip:1.2.3.4');
    // An old minute window of its own, whose going says the sweep has run.
    const counters = store.collection('write-limits');
    const oldWindow = {
      _id: 'sign-ins:ip:5.6.7.8:old',
      hits: 1,
      windowStart: now - 60 * 60_000,
      bucket: 'sign-ins',
    };
    await counters.insert(oldWindow);
    now += 5 * 60_000; // five minute-windows later, still the same hour
    await perMinute.increment('ip:1.2.3.4'); // sweeps old minute windows
    await waitFor(async () => (await counters.findOne({ _id: oldWindow._id })) === null, 5_000, 'the sweep');
    expect((await hourly.increment('ip:1.2.3.4')).totalHits).toBe(3);
  });

  it('when several accounts write from one address, then the address limit counts them together', async () => {
    const store = testStore();
    stores.push(store);
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(
      writeLimits({
        store,
        accountOf: (req) => req.get('x-account') ?? null,
        addressWritesPerMinute: 5,
        // One minute window throughout: on the real clock the six writes can straddle two (failed once in CI).
        now: () => 1_700_000_000_000,
      }),
    );
    app.use((_req, res) => {
      res.json({ ok: true });
    });
    const write = (account: string, from: string, path = '/game/advance-quarter') =>
      supertest(app)
        .patch(path)
        .set('x-account', account)
        .set('x-forwarded-for', from)
        .then((r) => r.status);
    const statuses = [];
    for (const account of ['a', 'b', 'c', 'a', 'b', 'c']) statuses.push(await write(account, '203.0.113.9'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await write('d', '198.51.100.9')).toBe(200);
    // A preview writes nothing: the address's spent budget does not stop it.
    const preview = await supertest(app)
      .post('/game/levers/projection')
      .set('x-account', 'e')
      .set('x-forwarded-for', '203.0.113.9');
    expect(preview.status).toBe(200);
  });

  it('reads the path as the call it names: any case, no trailing or doubled slash', () => {
    expect(normalisedPath('/agents/Simulate-Action')).toBe('/agents/simulate-action');
    expect(normalisedPath('/scenarios/generate/')).toBe('/scenarios/generate');
    expect(normalisedPath('//scenarios//generate//')).toBe('/scenarios/generate');
    expect(normalisedPath('/')).toBe('/');
  });

  it('puts each write in its tightest bucket first, and every write in the general one', () => {
    const bucketsOf = (method: string, path: string) =>
      writeBuckets.filter((b) => b.matches(method, path)).map((b) => b.name);
    expect(bucketsOf('POST', '/analytics/events')).toEqual(['analytics', 'writes']);
    expect(bucketsOf('POST', '/agents/simulate-action')).toEqual(['agent-actions', 'writes']);
    expect(bucketsOf('POST', '/scenarios/generate')).toEqual(['scenario-generation', 'writes']);
    expect(bucketsOf('PATCH', '/scenarios/sc-1')).toEqual(['scenario-decisions', 'writes']);
    expect(bucketsOf('PATCH', '/game/advance-quarter')).toEqual(['writes']);
    expect(bucketsOf('GET', '/scenarios')).toEqual([]);
  });
});
