import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import {
  financialEventsResponseSchema,
  financialLatestSchema,
  gameStateSchema,
  objectivesResponseSchema,
} from '@ai-council/contracts';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

describe('reading the game', () => {
  it('when no user token is sent, then every call is 401 with a message', async () => {
    const calls: Array<['get' | 'post' | 'patch', string]> = [
      ['get', '/api/game/state'],
      ['get', '/api/game/objectives'],
      ['get', '/api/game/history'],
      ['patch', '/api/game/advance-quarter'],
      ['post', '/api/game/start'],
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

  it('when a player without a game reads it, then every read is 409 no-company-yet and no game is created', async () => {
    const player = h.as('reader-only');
    for (const path of [
      '/api/game/state',
      '/api/game/objectives',
      '/api/game/history',
      '/api/financial/latest',
      '/api/financial/events',
      '/api/decisions',
    ]) {
      const res = await player.get(path).expect(409);
      expect(res.body, path).toMatchObject({ code: 'no-company-yet' });
    }
    expect(await h.store.collection('games').count({ userId: 'reader-only' })).toBe(0);
    expect(h.published.some((e) => e.userId === 'reader-only')).toBe(false);
  });

  it('when a player starts their game, then their company is created at Q1 with $1,000,000 net worth', async () => {
    const res = await h.as('first-contact').start().expect(201);
    const state = gameStateSchema.parse(res.body);
    expect(state).toMatchObject({
      currentQuarter: 1,
      status: 'active',
      endReason: null,
      gameEnded: false,
      reason: null,
      finalScore: null,
    });
    expect(state.metrics.netWorth).toBe(100_000_000);
    expect(state.metrics.employeeCount).toBeGreaterThan(10);
    expect((await h.as('first-contact').get('/api/game/state').expect(200)).body).toEqual(state);
    const latest = financialLatestSchema.parse(
      (await h.as('first-contact').get('/api/financial/latest')).body,
    );
    expect(latest.netWorth).toBe(100_000_000);
    expect(latest.marketShare).toBeGreaterThan(0);
    await h.waitFor(() => h.published.find((e) => e.type === 'game.started' && e.userId === 'first-contact'));
  });

  it('when a started game is started again, then it is answered unchanged with 200 and nothing is published', async () => {
    const player = h.as('starts-twice');
    const first = (await player.start().expect(201)).body;
    await player.patch('/api/game/advance-quarter').expect(200);
    const played = (await player.get('/api/game/state')).body;
    const again = await player.start().expect(200);
    expect(gameStateSchema.parse(again.body)).toEqual(played);
    expect(again.body.gameId).toBe(first.gameId);
    await h.waitFor(() =>
      h.published.find((e) => e.type === 'game.quarter.advanced' && e.userId === 'starts-twice'),
    );
    expect(h.published.filter((e) => e.type === 'game.started' && e.userId === 'starts-twice')).toHaveLength(
      1,
    );
  });

  it('when a start carries something other than an empty body, then it is 400', async () => {
    await h.as('odd-start').post('/api/game/start').send({ seed: 7 }).expect(400);
    expect(await h.store.collection('games').count({ userId: 'odd-start' })).toBe(0);
  });

  it('when two starts race, then the player has exactly one game: one 201, the others 200', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => h.as('racer').start()));
    expect(new Set(results.map((r) => r.body.gameId)).size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    await h.waitFor(() => h.published.find((e) => e.type === 'game.started' && e.userId === 'racer'));
    expect(h.published.filter((e) => e.type === 'game.started' && e.userId === 'racer')).toHaveLength(1);
  });

  it('when objectives are read, then they are computed from the company and validate', async () => {
    await h.as('objectives').start().expect(201);
    const res = await h.as('objectives').get('/api/game/objectives').expect(200);
    const objectives = objectivesResponseSchema.parse(res.body);
    expect(objectives.length).toBeGreaterThanOrEqual(4);
    expect(objectives.length).toBeLessThanOrEqual(6);
    const netWorth = objectives.find((o) => o.targetValue === 10_000_000);
    expect(netWorth?.currentValue).toBe(1_000_000);
  });

  it('when a quarter has been played, then its financial events explain the cash change', async () => {
    const player = h.as('explainer');
    await player.start().expect(201);
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
