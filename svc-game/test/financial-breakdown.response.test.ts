import { financialBreakdownResponseSchema, gameHistoryResponseSchema } from '@ai-council/contracts';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

describe('GET /api/financial/breakdown', () => {
  it('when no user token is sent, then it is 401', async () => {
    await supertest(h.app).get('/api/financial/breakdown').expect(401);
  });

  it('when a player has no game yet, then the answer is no quarters and no game is started by the read', async () => {
    const you = h.as('breakdown-newcomer');
    const res = await you.get('/api/financial/breakdown').expect(200);
    expect(financialBreakdownResponseSchema.parse(res.body)).toEqual({ quarters: [] });
    expect(h.published.some((e) => e.type === 'game.started' && e.userId === 'breakdown-newcomer')).toBe(
      false,
    );
  });

  it('when quarters are played, then each one closes on the history’s figures and its parts add up; ?quarter picks one', async () => {
    const you = h.as('breakdown-player');
    await you.start().expect(201);
    for (let i = 0; i < 3; i += 1) await you.patch('/api/game/advance-quarter').expect(200);
    const history = gameHistoryResponseSchema.parse((await you.get('/api/game/history')).body);
    const { quarters } = financialBreakdownResponseSchema.parse(
      (await you.get('/api/financial/breakdown').expect(200)).body,
    );
    expect(quarters.map((q) => q.quarter)).toEqual([1, 2, 3]);
    quarters.forEach((q, i) => {
      expect(q.closingNetWorth).toBe(history[i]!.netWorth);
      expect(q.closingCash).toBe(history[i]!.cash);
      expect(q.openingNetWorth).toBe(i === 0 ? 100_000_000 : history[i - 1]!.netWorth);
      expect(q.parts.reduce((sum, p) => sum + p.netWorth, 0)).toBe(q.netWorthChange);
      expect(q.parts.reduce((sum, p) => sum + p.cash, 0)).toBe(q.cashChange);
    });

    const one = (await you.get('/api/financial/breakdown?quarter=2').expect(200)).body;
    expect(one).toEqual({ quarters: [quarters[1]] });
    const bad = await you.get('/api/financial/breakdown?quarter=21').expect(400);
    expect(bad.body.message).toMatch(/quarter/i);
  });
});
