// Simulations keep their secret and tell the truth, through the real app:
// paying for an option tells nothing of how it will turn out (its answer, its
// event and every read the player can make); completing reveals it, and the
// return it reports is exactly what the books gained that day; a scenario run
// again states its diminished return before the player pays, and that is the
// one applied.
import { apiRoutes, SIMULATION_SCENARIOS, type SimulationOptionReturn } from '@ai-council/contracts';
import { IMPACT_BANDS } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import type { GameDoc } from '../src/data-access/games.repository';
import { startGameHarness, type GameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

type Player = ReturnType<GameHarness['as']>;

interface Completed {
  simulationId: string;
  outcome: 'success' | 'partial' | 'failure';
  impact: number;
  returnValue: number;
  returnMultiple: number;
  returnFactor: number;
  runsBefore: number;
  booked: { assets: number; cash: number };
  netWorthChange: number;
  netWorth: number;
  cash: number;
}

interface LedgerLine {
  eventType: string;
  triggeredBy: string;
  amount: number;
}

const games = () => h.store.collection<GameDoc>('games');

/** A player whose game has started, with `extraCash` cents more in the bank (the nine options cost $65M together). */
async function playing(userId: string, extraCash = 0): Promise<Player> {
  const player = h.as(userId);
  await player.start().expect(201);
  if (extraCash > 0) {
    const doc = (await games().findOne({ activeKey: userId }))!;
    await games().update(
      { _id: doc._id },
      {
        $set: {
          'company.cash': doc.company.cash + extraCash,
          'company.netWorth': doc.company.netWorth + extraCash,
        },
      },
    );
  }
  return player;
}

const catalogueOption = (optionId: string) => {
  for (const scenario of SIMULATION_SCENARIOS) {
    const option = scenario.resolutionOptions.find((o) => o.id === optionId);
    if (option) return { scenario, option };
  }
  throw new Error(`no option ${optionId}`);
};

async function pay(player: Player, optionId: string): Promise<string> {
  const { scenario, option } = catalogueOption(optionId);
  const paid = await player
    .post('/api/financial/apply-cost')
    .send({
      cost: option.cost,
      description: `${scenario.title} - ${option.title}`,
      category: scenario.category,
    })
    .expect(201);
  return (paid.body as { simulationId: string }).simulationId;
}

async function complete(player: Player, optionId: string, simulationId: string): Promise<Completed> {
  const { scenario } = catalogueOption(optionId);
  const done = await player
    .post('/api/simulations/complete')
    .send({ simulationId, scenarioTitle: scenario.title })
    .expect(200);
  return done.body as Completed;
}

async function stated(player: Player, optionId: string): Promise<SimulationOptionReturn> {
  const { options } = (await player.get('/api/simulations/options').expect(200)).body as {
    options: SimulationOptionReturn[];
  };
  return options.find((o) => o.optionId === optionId)!;
}

const netWorthOf = async (player: Player) =>
  ((await player.get('/api/financial/latest').expect(200)).body as { netWorth: number }).netWorth;

/** Every read svc-game answers the player without a path parameter: status and body. */
async function everyRead(player: Player): Promise<Record<string, unknown>> {
  const reads: Record<string, unknown> = {};
  for (const route of apiRoutes) {
    if (route.owner !== 'svc-game' || route.method !== 'GET' || route.path.includes('{')) continue;
    const res = await player.get(route.path);
    reads[route.path] = { status: res.status, body: res.body as unknown };
  }
  return reads;
}

/** The stated multiple at an impact: the outcome's stated range, read at the impact's place in its band. */
function statedMultipleAt(figures: SimulationOptionReturn, outcome: Completed['outcome'], impact: number) {
  const band = IMPACT_BANDS[outcome];
  const { min, max } = figures.returnMultiples[outcome];
  return min + ((max - min) * (impact - band.min)) / (band.max - band.min);
}

describe('a simulation keeps its outcome until complete reveals it', () => {
  it('when an option is paid for, then the answer is only the simulation, cash and net worth, and no read or event of the player’s tells the outcome', async () => {
    const player = await playing('reveal-secret');
    const paid = await player
      .post('/api/financial/apply-cost')
      .send({
        cost: 800_000,
        description: 'European Market Expansion - Pilot in one market',
        category: 'expansion',
      })
      .expect(201);
    expect(Object.keys(paid.body as object).sort()).toEqual(['cashAfter', 'netWorth', 'simulationId']);
    const { simulationId } = paid.body as { simulationId: string };

    const event = await h.waitFor(() =>
      h.published.find((e) => e.type === 'game.cost.applied' && e.userId === 'reveal-secret'),
    );
    expect(Object.keys(event.payload).sort()).toEqual([
      'amount',
      'category',
      'company',
      'option',
      'scenario',
      'simulationId',
    ]);

    // Every read the player can make, before and after the kept outcome is swapped for
    // another: identical, so none of them depends on it.
    const before = await everyRead(player);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['/api/game/state', '/api/financial/events', '/api/simulations/options']),
    );
    const doc = (await games().findOne({ activeKey: 'reveal-secret' }))!;
    const drawn = doc.company.openSimulations.find((open) => open.id === simulationId)!.result!;
    const swapped =
      drawn.outcome === 'success'
        ? { outcome: 'failure' as const, impact: 25 }
        : { outcome: 'success' as const, impact: 95 };
    await games().update(
      { _id: doc._id },
      {
        $set: {
          'company.openSimulations': doc.company.openSimulations.map((open) =>
            open.id === simulationId ? { ...open, result: swapped } : open,
          ),
        },
      },
    );
    expect(await everyRead(player)).toEqual(before);

    // Only complete tells it: the outcome kept on the server.
    const done = await complete(player, 'eu-pilot-market', simulationId);
    expect({ outcome: done.outcome, impact: done.impact }).toEqual(swapped);
  });
});

describe('the return reported is the return booked', () => {
  it('when each of the nine options is run in turn, then each reported return is exactly what the books gained that day: net worth, and the asset and cash lines of that simulation', async () => {
    const player = await playing('books-nine', 10_000_000_000);
    for (const scenario of SIMULATION_SCENARIOS) {
      for (const option of scenario.resolutionOptions) {
        const before = await stated(player, option.id);
        const simulationId = await pay(player, option.id);
        const paidNetWorth = await netWorthOf(player);
        const done = await complete(player, option.id, simulationId);
        const afterNetWorth = await netWorthOf(player);

        // One number: what the answer reports, what net worth gained, what the ledger booked.
        expect(afterNetWorth - paidNetWorth).toBe(done.returnValue);
        expect(done.netWorthChange).toBe(done.returnValue);
        expect(done.netWorth).toBe(afterNetWorth);
        expect(done.booked.assets + done.booked.cash).toBe(done.returnValue);
        const lines = ((await player.get('/api/financial/events').expect(200)).body as LedgerLine[]).filter(
          (line) => line.triggeredBy === `simulation:${simulationId}`,
        );
        const amountOf = (eventType: string) =>
          lines.filter((line) => line.eventType === eventType).reduce((sum, line) => sum + line.amount, 0);
        expect(amountOf('simulation_cost')).toBe(-option.cost * 100);
        expect(amountOf('simulation_asset')).toBe(done.booked.assets);
        expect(amountOf('simulation_return')).toBe(done.booked.cash);

        // The return is the one the options read stated for this run: its factor, its range at this impact.
        expect(done.runsBefore).toBe(before.runsBefore);
        expect(done.returnFactor).toBe(before.returnFactor);
        expect(done.returnMultiple).toBeCloseTo(statedMultipleAt(before, done.outcome, done.impact), 12);
        expect(done.returnValue).toBe(Math.round(option.cost * 100 * done.returnMultiple));
      }
    }
    // Each scenario's later options paid less: 1, 1/2, 1/3 of a first run.
    const { options } = (await player.get('/api/simulations/options').expect(200)).body as {
      options: SimulationOptionReturn[];
    };
    expect(new Set(options.map((o) => o.runsBefore))).toEqual(new Set([3]));
  });

  it('when the quarter is played after a simulation completed, then no more of its return arrives: it was all booked that day', async () => {
    const player = await playing('books-then-quarter', 1_000_000_000);
    const simulationId = await pay(player, 'acquire-niche-startup');
    await complete(player, 'acquire-niche-startup', simulationId);
    await player.patch('/api/game/advance-quarter').expect(200);
    const lines = ((await player.get('/api/financial/events').expect(200)).body as LedgerLine[]).filter(
      (line) => line.triggeredBy === `simulation:${simulationId}`,
    );
    expect(lines.map((line) => line.eventType).sort()).toEqual(
      ['simulation_asset', 'simulation_cost', 'simulation_return'].sort(),
    );
  });
});

describe('a repeated option states its diminishing return before the player pays', () => {
  it('when the pilot is run again, then the options read says it pays half of a first run, and completing applies exactly that', async () => {
    const player = await playing('repeat-pilot', 1_000_000_000);
    const first = await stated(player, 'eu-pilot-market');
    expect(first).toMatchObject({ runsBefore: 0, returnFactor: 1 });
    expect(first.expectedReturn).toBe(first.firstRunExpectedReturn);
    const firstDone = await complete(player, 'eu-pilot-market', await pay(player, 'eu-pilot-market'));
    expect(firstDone).toMatchObject({ runsBefore: 0, returnFactor: 1 });

    const again = await stated(player, 'eu-pilot-market');
    expect(again).toMatchObject({
      runsBefore: 1,
      returnFactor: 0.5,
      firstRunExpectedReturn: first.expectedReturn,
    });
    expect(Math.abs(again.expectedReturn - first.expectedReturn / 2)).toBeLessThanOrEqual(1);
    expect(again.returnMultiples.success).toEqual({ min: 0.65, max: 1 });
    // The other options of the scenario are diminished too; another scenario's are not.
    expect(await stated(player, 'eu-continent-wide')).toMatchObject({ runsBefore: 1, returnFactor: 0.5 });
    expect(await stated(player, 'acquire-niche-startup')).toMatchObject({ runsBefore: 0, returnFactor: 1 });

    const secondDone = await complete(player, 'eu-pilot-market', await pay(player, 'eu-pilot-market'));
    expect(secondDone).toMatchObject({ runsBefore: again.runsBefore, returnFactor: again.returnFactor });
    expect(secondDone.returnMultiple).toBeCloseTo(
      statedMultipleAt(again, secondDone.outcome, secondDone.impact),
      12,
    );
    expect(secondDone.returnValue).toBe(Math.round(80_000_000 * secondDone.returnMultiple));
    expect(secondDone.netWorthChange).toBe(secondDone.returnValue);
  });

  it('when two runs of a scenario are paid for before either completes, then each keeps the return stated when it was paid for, whichever completes first', async () => {
    const player = await playing('repeat-overlap', 1_000_000_000);
    const statedFirst = await stated(player, 'recall-targeted-fix');
    const firstId = await pay(player, 'recall-targeted-fix');
    const statedSecond = await stated(player, 'recall-voluntary');
    const secondId = await pay(player, 'recall-voluntary');
    expect([statedFirst.returnFactor, statedSecond.returnFactor]).toEqual([1, 0.5]);

    const second = await complete(player, 'recall-voluntary', secondId);
    const first = await complete(player, 'recall-targeted-fix', firstId);
    expect(second.returnFactor).toBe(statedSecond.returnFactor);
    expect(first.returnFactor).toBe(statedFirst.returnFactor);
    expect(second.returnValue).toBe(Math.round(500_000_000 * second.returnMultiple));
    expect(first.returnValue).toBe(Math.round(200_000_000 * first.returnMultiple));
  });
});
