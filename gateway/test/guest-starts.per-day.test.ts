// Issue 43: each guest comes with fresh per-account budgets, so the guests one
// address may start in a day (GUEST_STARTS_PER_DAY) times a budget is what that
// address can add to a store in a day. Past the day's starts: 429 with a
// sentence; another address is not held up.
import { testStore } from '@ai-council/service-kit/testing';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { signInLimiters } from '../src/auth/sign-in-limits';

function guestStartApp() {
  const limits = signInLimiters({
    store: testStore(),
    limits: { guestStartsPerHour: 100, guestStartsPerDay: 3 },
  });
  const app = express();
  app.set('trust proxy', true);
  app.post('/guest', ...limits.guestStarts, (_req, res) => void res.status(201).json({ ok: true }));
  return supertest(app);
}

describe('guest starts per address and day', () => {
  it('when one address has started the day’s guests, then the next start is 429 with a sentence, and another address still starts one', async () => {
    const http = guestStartApp();
    const start = (address: string) => http.post('/guest').set('x-forwarded-for', address);
    for (let i = 0; i < 3; i += 1) expect((await start('198.51.100.9')).status).toBe(201);
    const refused = await start('198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'At most 3 guest games a day from one network. Sign in to an account, or try again tomorrow.',
    });
    expect((await start('198.51.100.10')).status).toBe(201);
  });
});
