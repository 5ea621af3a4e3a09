// Abuse: one free guest floods the analytics writes (the biggest free-text
// write there is) of the whole system as `npm start` runs it. The per-account
// limiter cuts it off after its bucket, the rest are 429 with a message a
// person can act on, another player is not affected, and the process's
// memory stays bounded. Prints its figures.
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { writeBuckets } from 'gateway/write-limits';
import { embeddedSystemForSuite, guestCookie } from './support/system';

// A full collection before each reading, so the figures are what is kept, not garbage.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const FLOOD = 2_000;
const CONCURRENCY = 25;

const suite = embeddedSystemForSuite('abuse');

const signInGuest = (firstName: string) => guestCookie(suite.system.url, firstName);

// Each player from an address of their own (as the TLS proxy in front forwards it): the per-address
// limit over all writes is another suite's (abuse.bounds).
const trackEvent = (cookie: string, i: number, from = '203.0.113.50') =>
  fetch(`${suite.system.url}/api/analytics/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: suite.system.url,
      cookie,
      'x-forwarded-for': from,
    },
    body: JSON.stringify({
      eventType: 'custom',
      eventName: `flood-${i}`,
      // Near the 4 KB cap of free properties, as an abuser would send.
      properties: { text: 'x'.repeat(4_000) },
    }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }));

describe('abuse: an analytics flood from one guest', () => {
  it('is cut off by the per-account limiter, leaves other players alone, and keeps memory bounded', async () => {
    const bucket = writeBuckets.find((b) => b.name === 'analytics')!;
    const flooder = await signInGuest('Mallory');
    const bystander = await signInGuest('Ada');

    const heapBefore = heapUsed();
    const answers: Array<{ status: number; body: { message?: string } }> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < FLOOD) answers.push(await trackEvent(flooder, next++));
      }),
    );
    const heapAfter = heapUsed();

    const accepted = answers.filter((a) => a.status === 201).length;
    const limited = answers.filter((a) => a.status === 429);
    const other = answers.filter((a) => a.status !== 201 && a.status !== 429);
    const growthMb = (heapAfter - heapBefore) / 2 ** 20;
    console.log(
      `[abuse] ${FLOOD} analytics writes from one guest (${CONCURRENCY} at a time): ${accepted} accepted, ` +
        `${limited.length} refused with 429, ${other.length} other; heap ${(heapBefore / 2 ** 20).toFixed(1)} MB → ` +
        `${(heapAfter / 2 ** 20).toFixed(1)} MB (${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB)`,
    );

    expect(other).toEqual([]);
    // One window may close during the flood: at most two windows' worth get through.
    expect(accepted).toBeGreaterThanOrEqual(bucket.perMinute);
    expect(accepted).toBeLessThanOrEqual(2 * bucket.perMinute);
    expect(limited[0]?.body.message).toBe(bucket.message);
    expect(growthMb).toBeLessThan(16);

    // Someone else, elsewhere, is not affected.
    expect((await trackEvent(bystander, 0, '198.51.100.50')).status).toBe(201);
  }, 120_000);
});
