// POST /api/game/projections: the engine run forward on a copy of the
// player's company, with and without each proposal; the game is not changed.
import { projectionResponseSchema } from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/domain/engine/company';
import { advanceQuarter } from '../src/domain/engine/quarter';
import { costLines, projectProposals } from '../src/domain/engine/projection';
import { startGameHarness, type GameHarness } from './support/game-harness';

describe('engine projections', () => {
  it('when marketing is cut 20%, then the saving is 20% of the engine’s marketing line a quarter and the brand hit shows two quarters on', () => {
    const company = createCompany(77);
    const marketing = costLines(company).find((l) => l.line === 'marketing')!;
    const { projections, baseline } = projectProposals(
      company,
      [],
      [
        {
          id: 'cut',
          costCut: { line: 'marketing', percent: 20 },
          timeImpact: 2,
          driverEffects: { brand: -6 },
        },
      ],
      2,
    );
    const cut = projections[0]!;
    expect(cut.savingPerQuarter).toBe(Math.round(marketing.amount * 0.2));
    expect(cut.financialImpact).toBe(cut.savingPerQuarter! * 2);
    expect(baseline.quartersPlayed).toBe(2);
    expect(cut.delta!.drivers.brand).toBeLessThan(0);
    expect(cut.delta!.cash).toBeGreaterThan(0);
  });

  it('when nothing is proposed, then the baseline is exactly the quarters the game would play', () => {
    const company = createCompany(5);
    const played = advanceQuarter(advanceQuarter(company, { openScenarios: [] }).state, {
      openScenarios: [],
    }).state;
    const { baseline } = projectProposals(company, [], [], 2);
    expect(baseline.cash).toBe(played.cash);
    expect(baseline.marketShare).toBe(played.marketShare);
  });

  it('when a proposal carries levers, then the projected run starts them: a hiring pause holds the headcount the plain game grows', () => {
    const company = createCompany(1); // a company that hires in its first quarters
    const { baseline, projections } = projectProposals(
      company,
      [],
      [
        {
          id: 'freeze',
          timeImpact: 0,
          driverEffects: {},
          levers: [{ kind: 'hiring-pause', quarters: 2, reason: 'freeze hiring for two quarters' }],
        },
        {
          id: 'marketing',
          financialImpact: 0,
          timeImpact: 0,
          driverEffects: {},
          levers: [{ kind: 'marketing-budget', amount: 2_000_000, quarters: 2, reason: 'more marketing' }],
        },
      ],
      2,
    );
    expect(baseline.employeeCount).toBeGreaterThan(company.employeeCount);
    expect(projections[0]!.after!.employeeCount).toBe(company.employeeCount);
    expect(projections[0]!.delta!.employeeCount).toBeLessThan(0);
    expect(projections[1]!.delta!.drivers.brand).toBeGreaterThan(0);
    expect(projections[1]!.delta!.cash).toBeLessThan(0);
  });

  it('when a proposal costs more than the cash, then it is reported as not feasible', () => {
    const company = createCompany(9);
    const { projections } = projectProposals(
      company,
      [],
      [{ id: 'huge', financialImpact: -(company.cash + 1), timeImpact: 1, driverEffects: {} }],
      1,
    );
    expect(projections[0]).toMatchObject({ feasible: false, delta: null });
  });
});

describe('POST /api/game/projections', () => {
  let harness: GameHarness;
  beforeAll(async () => {
    harness = await startGameHarness();
  });
  afterAll(async () => harness.close());

  it('when a player asks for a projection, then the answer follows the contract and the game does not move', async () => {
    const player = harness.as('projector');
    const before = (await player.start().expect(201)).body;
    const res = await player
      .post('/api/game/projections')
      .send({
        quarters: 2,
        proposals: [
          {
            id: 'cut',
            costCut: { line: 'research_and_development', percent: 15 },
            timeImpact: 2,
            driverEffects: {},
          },
        ],
      })
      .expect(200);
    const body = projectionResponseSchema.parse(res.body);
    expect(body.costLines.map((l) => l.line)).toContain('research_and_development');
    expect(body.projections[0]!.savingPerQuarter).toBeGreaterThan(0);
    const after = (await player.get('/api/game/state').expect(200)).body;
    expect(after).toEqual(before);
  });

  it('when the proposal is malformed, then it is refused with 400', async () => {
    await harness
      .as('projector')
      .post('/api/game/projections')
      .send({
        proposals: [{ id: 'x', costCut: { line: 'snacks', percent: 20 }, timeImpact: 1, driverEffects: {} }],
      })
      .expect(400);
  });
});
