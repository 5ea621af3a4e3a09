import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@ai-council/service-kit/testing';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startHarness, uniqueUser } from './support/harness';
import { startWithGame, type WithGame } from './support/with-game';

const h = startedForFile(() => startHarness());

const day = 24 * 60 * 60 * 1000;

describe('regular meetings cool down in game time, one a quarter; emergencies bypass it (SPEC §9, issue 40)', () => {
  it('when a regular meeting follows another in the same quarter, then 409 says to advance the quarter or call an emergency; an emergency still convenes', async () => {
    const userId = uniqueUser('cooldown');
    const token = h.token(userId);
    const first = await h.http.post('/api/council/meetings').set('x-user-token', token).send({});
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'regular', priority: 'Normal' });
    // The agenda is the weakest departments, with their health.
    expect(first.body.reason).toMatch(/^Q1 Year 1 review: Security 48%/);

    const whileOpen = await h.http.post('/api/council/meetings').set('x-user-token', token).send({});
    expect(whileOpen.status).toBe(409);
    expect(whileOpen.body.message).toBe(
      'A council meeting is already in session. End it before convening another.',
    );

    expect((await h.http.patch(`/api/council/${first.body.id}/end`).set('x-user-token', token)).status).toBe(
      200,
    );
    // Wall time no longer counts: a week later, still the same quarter.
    h.clock.advance(7 * day);
    const tooSoon = await h.http
      .post('/api/council/meetings')
      .set('x-user-token', token)
      .send({ topic: 'Hiring plan' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe(
      'The council met this quarter; advance the quarter to hold the next regular meeting, or call an emergency meeting.',
    );

    const emergency = await h.http.post('/api/council/emergency').set('x-user-token', token).send({
      emergencyType: 'market-disruption',
      description: 'A rival halved prices',
      reason: 'A rival halved prices',
    });
    expect(emergency.status).toBe(201);
    expect(emergency.body.transcript[1].speaker).toBe('Hannah Adeyemi');
    await h.http.patch(`/api/council/${emergency.body.id}/end`).set('x-user-token', token);
    expect((await h.http.post('/api/council/meetings').set('x-user-token', token).send({})).status).toBe(409);
  });

  it('when an emergency is called while a meeting is in session, then 409 asks to end it first', async () => {
    const userId = uniqueUser('busy');
    const token = h.token(userId);
    const body = { emergencyType: 'other', description: 'Board dispute', reason: 'Board dispute' };
    expect((await h.http.post('/api/council/emergency').set('x-user-token', token).send(body)).status).toBe(
      201,
    );
    const again = await h.http.post('/api/council/emergency').set('x-user-token', token).send(body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'A council meeting is already in session. End it before convening another.',
    );
  });

  it('when two emergencies are called at the same moment, then exactly one convenes', async () => {
    const userId = uniqueUser('race');
    const token = h.token(userId);
    await h.http.get('/api/agents').set('x-user-token', token);
    const body = {
      emergencyType: 'operational-failure',
      description: 'Warehouse flooded',
      reason: 'Warehouse flooded',
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => h.http.post('/api/council/emergency').set('x-user-token', token).send(body)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const meetings = await h.http.get('/api/council/meetings').set('x-user-token', token);
    expect(meetings.body).toHaveLength(1);
  });
});

describe('the next regular meeting, once the company has played a quarter (through the real svc-game)', () => {
  let w: WithGame;
  beforeAll(async () => {
    w = await startWithGame([5150]);
  });
  afterAll(async () => w.close());

  it('when the quarter is advanced in svc-game, then its game.quarter.advanced lets the council hold its next regular meeting', async () => {
    const userId = uniqueUser('quarterly');
    const gameId = await w.play(userId);
    const council = w.ask(userId);
    const first = await council.post('/api/council/meetings').send({});
    expect(first.status).toBe(201);
    expect((await council.patch(`/api/council/${first.body.id}/end`)).status).toBe(200);
    const again = await council.post('/api/council/meetings').send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^The council met this quarter; advance the quarter/);

    const advanced = await w.game(userId).patch('/api/game/advance-quarter');
    expect(advanced.status).toBe(200);
    await waitFor(
      async () => {
        const player = await w.council.council.context.players.find(userId);
        return player?.gameId === gameId && player.company.currentQuarter === 2;
      },
      5_000,
      'the council hearing of quarter 2',
    );
    const next = await council.post('/api/council/meetings').send({});
    expect(next.status).toBe(201);
    expect(next.body.reason).toMatch(/^Q2 Year 1 review/);
    expect((await council.patch(`/api/council/${next.body.id}/end`)).status).toBe(200);
    expect((await council.post('/api/council/meetings').send({})).status).toBe(409);
  });
});
