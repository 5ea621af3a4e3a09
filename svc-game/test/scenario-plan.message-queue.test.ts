// A decision's plan arriving from svc-council on the bus, handled by the real
// svc-game app on the in-process bus and read back over HTTP: the spend and the
// outcome are separate lines of the books with their reasons, the levers act
// on the quarters played, and the decision log replays the game to the cent.
import { isEventOf, type PlanLever } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import type { GameDoc } from '../src/data-access/games.repository';
import { replayGame } from '../src/domain';
import { startGameHarness, type GameHarness } from './support/game-harness';
import { aPlan } from './support/plans';
import { gameDoc, raiseScenario } from './support/played-game';

interface BookLine {
  eventType: string;
  description: string;
  triggeredBy: string;
  amount: number;
  quarter: number;
}

const h = startedForFile(() => startGameHarness());

/** A player with a game and a scenario the council raised in it. */
async function playerWithScenario(userId: string) {
  const player = h.as(userId);
  const { gameId } = (await player.start().expect(201)).body as { gameId: string };
  const scenarioId = await raiseScenario(h, userId, gameId, 'high');
  return { player, gameId, scenarioId };
}

function resolvedWithPlan(userId: string, gameId: string, scenarioId: string, levers: PlanLever[] = []) {
  const plan = aPlan({ spend: 4_000_000, outcome: -2_500_000, levers });
  return sampleEvent('scenario.resolved', {
    userId,
    gameId,
    payload: {
      scenarioId,
      department: 'Security',
      grade: 72,
      cashEffect: plan.outcome - plan.spend,
      driverEffects: { security: 4 },
      durationQuarters: 2,
      title: 'Security Breach Detected',
      plan,
    },
  });
}

const books = async (player: ReturnType<GameHarness['as']>) =>
  (await player.get('/api/financial/events').expect(200)).body as BookLine[];

describe('a scenario resolved with a plan, through the real app', () => {
  it('when scenario.resolved with a plan is published, then GET /api/financial/events shows the plan’s spend with its reason and the outcome as its own line', async () => {
    const userId = 'plan-books';
    const { player, gameId, scenarioId } = await playerWithScenario(userId);
    const before = (await player.get('/api/financial/latest').expect(200)).body as { netWorth: number };
    await h.publishAsCouncil(resolvedWithPlan(userId, gameId, scenarioId));

    const lines = await h.waitFor(async () => {
      const mine = (await books(player)).filter((e) => e.triggeredBy === `scenario:${scenarioId}`);
      return mine.length === 2 ? mine : null;
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          eventType: 'scenario_plan_spend',
          amount: -4_000_000,
          description: expect.stringContaining(
            `the plan's spend. The budget the decision names: "$40,000 for forensics and customer credits".`,
          ),
        }),
        expect.objectContaining({
          eventType: 'scenario_outcome',
          amount: -2_500_000,
          description:
            'Security Breach Detected: The threat would do $95K if neglected; the plan avoids 74% of it.',
        }),
      ]),
    );
    const after = (await player.get('/api/financial/latest').expect(200)).body as { netWorth: number };
    expect(after.netWorth).toBe(before.netWorth - 6_500_000);
    const applied = await h.waitFor(() =>
      h.published.filter(isEventOf('game.scenario.applied')).find((e) => e.userId === userId),
    );
    expect(applied.payload.cashEffect).toBe(-6_500_000);
    expect((await player.get('/api/game/state')).body.openScenarioIds).not.toContain(scenarioId);
  });

  it('when quarters are played with the plan’s levers, then their lines are in the books and the decision log replays the game exactly', async () => {
    const userId = 'plan-levers';
    const { player, gameId, scenarioId } = await playerWithScenario(userId);
    const levers: PlanLever[] = [
      {
        kind: 'marketing-budget',
        amount: 1_000_000,
        quarters: 2,
        reason: 'a $10k trust campaign each quarter',
      },
      { kind: 'hiring-pause', quarters: 1, reason: 'no hires until we are safe' },
    ];
    await h.publishAsCouncil(resolvedWithPlan(userId, gameId, scenarioId, levers));
    await h.waitFor(async () => (await gameDoc(h, gameId)).company.levers.length === 2);

    for (let q = 0; q < 3; q++) await player.patch('/api/game/advance-quarter').expect(200);
    const campaign = (await books(player)).filter(
      (e) => e.eventType === 'marketing' && e.triggeredBy === `scenario:${scenarioId}`,
    );
    expect(campaign.map((e) => [e.quarter, e.amount])).toEqual([
      [2, -1_000_000],
      [1, -1_000_000],
    ]);
    expect(campaign[0]!.description).toContain('"a $10k trust campaign each quarter"');

    const doc = await gameDoc(h, gameId);
    expect(doc.company.levers).toEqual([]);
    const resolved = doc.log!.find((entry) => entry.kind === 'scenario-resolved');
    expect(resolved).toMatchObject({ resolution: { plan: { spend: 4_000_000, levers } } });
    expect(replayGame(doc.company.seed, doc.log!)).toEqual(doc.company);
  });

  it('when the plan is taken out of the logged resolution, then the replay lands on another company (the plan is what was booked)', async () => {
    const userId = 'plan-tamper';
    const { player, gameId, scenarioId } = await playerWithScenario(userId);
    await h.publishAsCouncil(
      resolvedWithPlan(userId, gameId, scenarioId, [
        { kind: 'price-change', percent: 8, quarters: 2, reason: 'raise prices 8%' },
      ]),
    );
    await h.waitFor(async () => (await gameDoc(h, gameId)).company.levers.length === 1);
    await player.patch('/api/game/advance-quarter').expect(200);
    const doc = await gameDoc(h, gameId);
    const log = structuredClone(doc.log!).map((entry) =>
      entry.kind === 'scenario-resolved'
        ? { ...entry, resolution: { ...entry.resolution, plan: undefined } }
        : entry,
    );
    expect(replayGame(doc.company.seed, log).netWorth).not.toBe(doc.company.netWorth);
  });

  it('when a game stored before levers existed is read, then it has none and plays on', async () => {
    const userId = 'before-levers';
    const player = h.as(userId);
    const { gameId } = (await player.start().expect(201)).body as { gameId: string };
    const games = h.store.collection<GameDoc>('games');
    const stored = (await games.findOne({ _id: gameId }))!;
    const { levers: _levers, ...company } = stored.company;
    await games.update({ _id: gameId }, { $set: { company } });
    expect('levers' in (await games.findOne({ _id: gameId }))!.company).toBe(false);

    await player.patch('/api/game/advance-quarter').expect(200);
    const doc = await gameDoc(h, gameId);
    expect(doc.company.levers).toEqual([]);
    expect(doc.company.quartersPlayed).toBe(1);
  });
});
