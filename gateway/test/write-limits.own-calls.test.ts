// The gateway's own writes for a signed-in player (their profile, here) count
// against the same per-account limit as the writes the services answer; signing
// out is never refused, so a player past the limit can always leave.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startGatewayHarness } from './gateway-harness';

let harness: Awaited<ReturnType<typeof startGatewayHarness>>;
beforeAll(async () => {
  harness = await startGatewayHarness();
});
afterAll(() => harness.close());

async function guestCookie(): Promise<string> {
  const res = await supertest(harness.app)
    .post('/api/auth/guest')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ firstName: 'Pat' })
    .expect(201);
  return String(res.headers['set-cookie'])
    .split(',')
    .map((c) => c.split(';')[0]!.trim())
    .find((c) => c.includes('aic_session='))!;
}

const setMode = (cookie: string, gameMode: 'demo' | 'llm') =>
  supertest(harness.app)
    .patch('/api/auth/user')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Cookie', cookie)
    .send({ gameMode });

describe("the gateway's own writes and the per-account limit", () => {
  it('when a player changes their profile 121 times in a minute, then the 121st is refused with the general limit and signing out still works', async () => {
    // The limits count in fixed one-minute windows: all of it within one, whatever the clock says.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const cookie = await guestCookie();
    for (let i = 0; i < 120; i += 1) await setMode(cookie, i % 2 === 0 ? 'llm' : 'demo').expect(200);

    const refused = await setMode(cookie, 'llm').expect(429);
    expect(refused.body.message).toBe('Too many changes in a minute. Wait a moment and try again.');

    await supertest(harness.app)
      .post('/api/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie)
      .expect(200);
  });
});
