import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import {
  financialEventsResponseSchema,
  financialLatestSchema,
  gameStateSchema,
  objectivesResponseSchema,
} from '@ai-council/contracts';
import { startGameHarness, type GameHarness } from './game-harness';

let h: GameHarness;
beforeAll(async () => {
  h = await startGameHarness();
});
afterAll(() => h.close());

describe('reading the game', () => {
  it('when no user token is sent, then every call is 401 with a message', async () => {
    const calls: Array<['get' | 'post' | 'patch', string]> = [
      ['get', '/api/game/state'],
      ['get', '/api/game/objectives'],
      ['get', '/api/game/history'],
      ['patch', '/api/game/advance-quarter'],
      ['post', '/api/game/restart'],
      ['get', '/api/financial/latest'],
      ['get', '/api/financial/events'],
      ['post', '/api/financial/apply-cost'],
      ['get', '/api/decisions'],
      ['patch', '/api/decisions/some-id/implement'],
      ['post', '/api/simulations/complete'],
    ];
    for (const [method, path] of calls) {
      const res = await supertest(h.app)[method](path).send({}).expect(401);
      expect(res.body).toEqual({ message: 'Sign in to continue.' });
    }
    await supertest(h.app).get('/api/game/state').set('x-user-token', 'forged.token').expect(401);
  });

  it('when a player makes first contact, then their company is created at Q1 with $1,000,000 net worth', async () => {
    const res = await h.as('first-contact').get('/api/game/state').expect(200);
    const state = gameStateSchema.parse(res.body);
    expect(state).toMatchObject({ currentQuarter: 1, status: 'active', endReason: null, finalScore: null });
    expect(state.metrics.netWorth).toBe(100_000_000);
    expect(state.metrics.employeeCount).toBeGreaterThan(10);
    const latest = financialLatestSchema.parse(
      (await h.as('first-contact').get('/api/financial/latest')).body,
    );
    expect(latest.netWorth).toBe(100_000_000);
    expect(latest.marketShare).toBeGreaterThan(0);
    await h.waitFor(() => h.published.find((e) => e.type === 'game.started' && e.userId === 'first-contact'));
  });

  it('when two first contacts race, then the player still has exactly one game', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => h.as('racer').get('/api/game/state').expect(200)),
    );
    const ids = new Set(results.map((r) => r.body.gameId));
    expect(ids.size).toBe(1);
  });

  it('when objectives are read, then they are computed from the company and validate', async () => {
    const res = await h.as('objectives').get('/api/game/objectives').expect(200);
    const objectives = objectivesResponseSchema.parse(res.body);
    expect(objectives.length).toBeGreaterThanOrEqual(4);
    expect(objectives.length).toBeLessThanOrEqual(6);
    const netWorth = objectives.find((o) => o.targetValue === 10_000_000);
    expect(netWorth?.currentValue).toBe(1_000_000);
  });

  it('when a quarter has been played, then its financial events explain the cash change', async () => {
    const player = h.as('explainer');
    await player.get('/api/game/state').expect(200);
    const before = (await player.get('/api/financial/latest')).body;
    await player.patch('/api/game/advance-quarter').expect(200);
    const events = financialEventsResponseSchema.parse((await player.get('/api/financial/events')).body);
    const quarterOne = events.filter((e) => e.quarter === 1);
    expect(quarterOne.length).toBeGreaterThan(0);
    const state = (await player.get('/api/game/state')).body;
    expect(state.currentQuarter).toBe(2);
    const after = (await player.get('/api/financial/latest')).body;
    expect(after.quarter).toBe(1);
    expect(before.quarter).toBe(0);
  });
});
