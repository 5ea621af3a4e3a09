import { describe, expect, it } from 'vitest';
import { advanceQuarterResponseSchema, gameStateSchema } from '@ai-council/contracts';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

describe('advancing quarters', () => {
  it('when a quarter is advanced, then the answer names the new quarter and a quarter event is published', async () => {
    const player = h.as('advancer');
    await player.start().expect(201);
    const res = await player.patch('/api/game/advance-quarter').expect(200);
    expect(advanceQuarterResponseSchema.parse(res.body)).toMatchObject({
      gameEnded: false,
      currentQuarter: 2,
    });
    const event = await h.waitFor(() =>
      h.published.find((e) => e.type === 'game.quarter.advanced' && e.userId === 'advancer'),
    );
    expect(event.payload).toMatchObject({ quarter: 1, company: { currentQuarter: 2 } });
  });

  it('when many advances race, then each success moves exactly one quarter and losers get 409', async () => {
    const player = h.as('concurrent');
    await player.start().expect(201);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => player.patch('/api/game/advance-quarter')),
    );
    const ok = results.filter((r) => r.status === 200);
    const conflicts = results.filter((r) => r.status === 409);
    expect(ok.length + conflicts.length).toBe(8);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const c of conflicts) expect(c.body.message).toMatch(/try again/i);
    // The quarters the winners report are distinct and consecutive: none skipped, none repeated.
    const quarters = ok.map((r) => r.body.currentQuarter as number).sort((a, b) => a - b);
    expect(quarters).toEqual(quarters.map((_, i) => 2 + i));
    const state = (await player.get('/api/game/state')).body;
    expect(state.currentQuarter).toBe(1 + ok.length);
    await h.waitFor(
      () =>
        h.published.filter((e) => e.type === 'game.quarter.advanced' && e.userId === 'concurrent').length ===
        ok.length,
    );
  });

  it('when the game has ended, then advancing is 409 and nothing changes', async () => {
    const player = h.as('to-the-end');
    await player.start().expect(201);
    let last;
    for (let i = 0; i < 25; i += 1) {
      last = await player.patch('/api/game/advance-quarter');
      if (last.status !== 200 || last.body.gameEnded) break;
    }
    expect(last?.status).toBe(200);
    expect(last?.body.gameEnded).toBe(true);
    expect(['victory', 'bankruptcy', 'time_limit']).toContain(last?.body.reason);
    expect(typeof last?.body.finalScore).toBe('number');
    const before = gameStateSchema.parse((await player.get('/api/game/state')).body);
    // SPEC §3 Game state: the state says the game ended, and why, as the advance answer did.
    expect(before).toMatchObject({
      status: 'ended',
      gameEnded: true,
      reason: last?.body.reason,
      endReason: last?.body.reason,
      finalScore: last?.body.finalScore,
    });
    const res = await player.patch('/api/game/advance-quarter').expect(409);
    expect(res.body.message).toMatch(/game has ended/i);
    expect((await player.get('/api/game/state')).body).toEqual(before);
    await h.waitFor(() => h.published.find((e) => e.type === 'game.ended' && e.userId === 'to-the-end'));
  });

  it('when the player plays again, then a new game starts at Q1 with a new game id', async () => {
    const player = h.as('again');
    const first = (await player.start().expect(201)).body;
    await player.patch('/api/game/advance-quarter').expect(200);
    const res = await player.post('/api/game/restart').expect(201);
    expect(res.body.currentQuarter).toBe(1);
    expect(res.body.gameId).not.toBe(first.gameId);
    expect((await player.get('/api/game/state')).body.gameId).toBe(res.body.gameId);
  });
});
