// The quarterly levers over HTTP, on the real app: GET shows what is set and
// what runs, the projection plays two quarters ahead on a copy (nothing
// written), PUT checks and keeps the settings for the coming quarter, the
// advance pulls them through the engine and clears them, and the quarter
// breakdown lists the lines they booked.
import {
  financialBreakdownResponseSchema,
  quarterlyLeversProjectionSchema,
  quarterlyLeversViewSchema,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { createGamesRepository, type GameDoc } from '../src/data-access/games.repository';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

/** The player's stored game, as the store holds it. */
async function storedGame(userId: string): Promise<GameDoc> {
  const doc = await createGamesRepository(h.store).current(userId);
  if (!doc) throw new Error(`no game for ${userId}`);
  return doc;
}

describe('GET /api/game/levers', () => {
  it('when nothing is set, then it answers the defaults for the coming quarter, the bounds, a full stake, and writes nothing', async () => {
    const you = h.as('levers-reader');
    await you.start().expect(201);
    const before = await storedGame('levers-reader');
    const view = quarterlyLeversViewSchema.parse((await you.get('/api/game/levers').expect(200)).body);
    expect(view).toMatchObject({
      quarter: 1,
      isSet: false,
      set: {
        priceChangePercent: 0,
        hiring: { plan: 'as-needed' },
        marketingBudget: 0,
        researchBudget: 0,
        financing: { kind: 'none' },
      },
      running: [],
      financing: { creditLineBalance: 0, stake: 10_000, capitalRaised: 0, creditLineRatePercent: 3 },
    });
    expect(view.financing.creditLineRatePercent).toBeGreaterThan(view.financing.bankLoanRatePercent);
    expect(view.limits.maxBudget).toBeGreaterThan(0);
    expect(view.limits.budgetForFullEffect).toBeGreaterThan(0);
    expect(await storedGame('levers-reader')).toEqual(before);
  });

  it('when the player has no game yet, then it is 409 no-company-yet', async () => {
    const res = await h.as('levers-nobody').get('/api/game/levers').expect(409);
    expect(res.body.code).toBe('no-company-yet');
  });
});

describe('POST /api/game/levers/projection', () => {
  it('when a marketing budget is projected, then the answer has the engine two quarters ahead with and without it, says what it books, and the game is not changed', async () => {
    const you = h.as('levers-projector');
    await you.start().expect(201);
    const before = await storedGame('levers-projector');
    const res = await you
      .post('/api/game/levers/projection')
      .send({ marketingBudget: 1_500_000 })
      .expect(200);
    const projection = quarterlyLeversProjectionSchema.parse(res.body);
    expect(projection).toMatchObject({ quarter: 1, quarters: 2, stake: 10_000, stakeWithout: 10_000 });
    expect(projection.with.quartersPlayed).toBe(2);
    expect(projection.delta.drivers.brand).toBeGreaterThan(0);
    expect(projection.delta.netWorth).toBe(projection.with.netWorth - projection.without.netWorth);
    expect(projection.effects).toEqual([
      expect.stringMatching(/^Marketing budget \$15K: brand and sales pipeline/),
    ]);
    expect(await storedGame('levers-projector')).toEqual(before);
  });

  it('when capital is projected, then the answer says how the stake falls', async () => {
    const you = h.as('levers-raiser');
    await you.start().expect(201);
    const res = await you
      .post('/api/game/levers/projection')
      .send({ financing: { kind: 'raise-capital', amount: 25_000_000 } })
      .expect(200);
    const projection = quarterlyLeversProjectionSchema.parse(res.body);
    expect(projection.stake).toBeLessThan(projection.stakeWithout);
    expect(projection.effects[0]).toMatch(
      /your stake falls from 100% to \d+(\.\d+)?%, and the final score is multiplied by your stake/,
    );
  });

  it('when the settings are out of bounds, then it is 400 with a sentence a person can act on', async () => {
    const you = h.as('levers-projector');
    const res = await you.post('/api/game/levers/projection').send({ priceChangePercent: 45 }).expect(400);
    expect(res.body.message).toBe('Price change must be a whole percent from -30 to +30.');
  });
});

describe('PUT /api/game/levers, then the quarter', () => {
  it('when a marketing budget is set and the quarter played, then the books and the breakdown carry its line, and the levers clear', async () => {
    const you = h.as('levers-setter');
    await you.start().expect(201);
    const set = quarterlyLeversViewSchema.parse(
      (
        await you
          .put('/api/game/levers')
          .send({ marketingBudget: 2_000_000, hiring: { plan: 'freeze' } })
          .expect(200)
      ).body,
    );
    expect(set).toMatchObject({
      quarter: 1,
      isSet: true,
      set: { marketingBudget: 2_000_000, hiring: { plan: 'freeze' } },
    });
    // Setting writes the settings only: no money moves before the quarter is played.
    expect((await you.get('/api/financial/events').expect(200)).body).toEqual([]);
    expect((await you.get('/api/game/levers').expect(200)).body).toEqual(set);

    await you.patch('/api/game/advance-quarter').expect(200);

    const line = 'Marketing budget $20K for Q1 Year 1 (quarterly lever)';
    const events = (await you.get('/api/financial/events').expect(200)).body as Array<{
      description: string;
      amount: number;
      triggeredBy: string;
    }>;
    expect(events).toContainEqual(
      expect.objectContaining({ description: line, amount: -2_000_000, triggeredBy: 'Quarterly levers' }),
    );
    const breakdown = financialBreakdownResponseSchema.parse(
      (await you.get('/api/financial/breakdown').expect(200)).body,
    );
    expect(breakdown.quarters[0]!.leverLines).toContainEqual({
      description: line,
      eventType: 'marketing',
      triggeredBy: 'Quarterly levers',
      part: 'operations',
      netWorth: -2_000_000,
      cash: -2_000_000,
    });

    const after = quarterlyLeversViewSchema.parse((await you.get('/api/game/levers').expect(200)).body);
    expect(after).toMatchObject({ quarter: 2, isSet: false, running: [] });
    const doc = await storedGame('levers-setter');
    expect(doc.quarterlyLevers).toBeNull();
    expect(doc.log!.at(-1)).toEqual({
      kind: 'quarter-advanced',
      levers: expect.objectContaining({ marketingBudget: 2_000_000, hiring: { plan: 'freeze' } }),
    });
  });

  it('when a credit line is drawn, then the levers show what is owed afterwards', async () => {
    const you = h.as('levers-borrower');
    await you.start().expect(201);
    await you
      .put('/api/game/levers')
      .send({ financing: { kind: 'credit-line', amount: 10_000_000 } })
      .expect(200);
    await you.patch('/api/game/advance-quarter').expect(200);
    const view = quarterlyLeversViewSchema.parse((await you.get('/api/game/levers').expect(200)).body);
    expect(view.financing).toMatchObject({ creditLineBalance: 10_000_000, creditLineInstallment: 2_500_000 });
    expect(view.isSet).toBe(false);
  });

  it('when the settings go back to the defaults, then nothing is set any more', async () => {
    const you = h.as('levers-undoer');
    await you.start().expect(201);
    await you.put('/api/game/levers').send({ researchBudget: 1_000_000 }).expect(200);
    const cleared = (await you.put('/api/game/levers').send({}).expect(200)).body;
    expect(cleared).toMatchObject({ isSet: false, set: { researchBudget: 0 } });
    expect((await storedGame('levers-undoer')).quarterlyLevers).toBeNull();
  });

  it('when a value is bad or the company cannot pay, then it is 400 with a sentence that says what to change, and nothing is set', async () => {
    const you = h.as('levers-overreacher');
    await you.start().expect(201);
    const before = await storedGame('levers-overreacher');
    const badHires = await you
      .put('/api/game/levers')
      .send({ hiring: { plan: 'hire', count: 0 } })
      .expect(400);
    expect(badHires.body.message).toBe('Planned hires must be a whole number from 1 to 50.');
    const unknown = await you.put('/api/game/levers').send({ bonus: 5 }).expect(400);
    expect(unknown.body.message).toMatch(/^Unknown setting "bonus"/);
    const raise = await you
      .put('/api/game/levers')
      .send({ financing: { kind: 'raise-capital', amount: 90_000_000 } })
      .expect(400);
    expect(raise.body.message).toMatch(/^One quarter can raise at most \$500K/);
    expect(await storedGame('levers-overreacher')).toEqual(before);
  });

  it('when the game has ended, then setting or projecting levers is 409 game-ended', async () => {
    const you = h.as('levers-late');
    await you.start().expect(201);
    for (let quarter = 0; quarter < 20; quarter += 1) {
      if ((await you.patch('/api/game/advance-quarter').expect(200)).body.gameEnded) break;
    }
    const put = await you.put('/api/game/levers').send({ marketingBudget: 1_000_000 }).expect(409);
    expect(put.body.code).toBe('game-ended');
    const projected = await you
      .post('/api/game/levers/projection')
      .send({ marketingBudget: 1_000_000 })
      .expect(409);
    expect(projected.body.code).toBe('game-ended');
    quarterlyLeversViewSchema.parse((await you.get('/api/game/levers').expect(200)).body);
  });
});
