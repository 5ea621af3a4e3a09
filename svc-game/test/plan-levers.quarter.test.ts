// The levers a plan pulls, played through the real engine: each acts on the
// quarters it names and then stops, and its money is booked under its name
// with the player's words. Every test plays the same seeded game twice, with
// the same resolution, with and without the lever, so the difference is the
// lever's.
import type { PlanLever } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  applyScenarioResolution,
  createCompany,
  type CompanyState,
  type FinancialEvent,
} from '../src/domain';
import { LEVERS } from '../src/domain/engine/tuning';
import { aResolution } from './support/plans';

interface Played {
  states: CompanyState[];
  events: FinancialEvent[][];
}

/** Resolves the scenario with a plan pulling `levers`, then plays `quarters` quarters. */
function play(seed: number, levers: PlanLever[], quarters: number): Played {
  let state = applyScenarioResolution(createCompany(seed), aResolution({}, levers)).state;
  const played: Played = { states: [], events: [] };
  for (let q = 0; q < quarters; q++) {
    const result = advanceQuarter(state, { openScenarios: [] });
    state = result.state;
    played.states.push(state);
    played.events.push(result.events);
  }
  return played;
}

const fromPlan = (events: FinancialEvent[]) => events.filter((e) => e.triggeredBy === 'scenario:breach');

describe('a hiring pause', () => {
  // Seed 1's company grows its headcount every quarter of its first year.
  const seed = 1;
  const pause: PlanLever = {
    kind: 'hiring-pause',
    quarters: 1,
    reason: 'no new hires until the breach is closed',
  };

  it('when a pause of one quarter runs, then the headcount holds that quarter while the same game without it grows, and hiring resumes after', () => {
    const start = createCompany(seed);
    const paused = play(seed, [pause], 2);
    const free = play(seed, [], 2);

    expect(free.states[0]!.employeeCount).toBeGreaterThan(start.employeeCount);
    expect(paused.states[0]!.employeeCount).toBe(start.employeeCount);
    expect(free.states[0]!.employeeCount - paused.states[0]!.employeeCount).toBeGreaterThanOrEqual(1);
    expect(paused.states[0]!.levers).toEqual([]);
    expect(paused.states[1]!.employeeCount).toBeGreaterThan(paused.states[0]!.employeeCount);

    const payroll = paused.events[0]!.find((e) => e.eventType === 'payroll')!;
    expect(payroll.description).toContain('Hiring pause (Security Breach Detected), quarter 1 of 1');
    expect(payroll.description).toContain('"no new hires until the breach is closed"');
    expect(paused.events[0]!.some((e) => e.eventType === 'equipment_purchase')).toBe(false);
  });
});

describe('planned hires', () => {
  const hires: PlanLever = { kind: 'hires', count: 6, quarters: 2, reason: 'hire six security engineers' };

  it('when six hires are planned over two quarters, then three come each quarter on top of the work’s, with their payroll and equipment booked under the lever', () => {
    const seed = 5; // a company that does not hire on its own
    const planned = play(seed, [hires], 2);
    const control = play(seed, [], 2);
    expect(planned.states[0]!.employeeCount - control.states[0]!.employeeCount).toBe(3);
    expect(planned.states[0]!.levers).toEqual([expect.objectContaining({ kind: 'hires', quartersLeft: 1 })]);
    expect(planned.states[1]!.employeeCount - control.states[1]!.employeeCount).toBe(6);
    expect(planned.states[1]!.levers).toEqual([]);

    const salary = planned.states[0]!.averageSalary;
    expect(fromPlan(planned.events[0]!)).toEqual([
      expect.objectContaining({
        eventType: 'payroll',
        amount: -3 * salary,
        description:
          '6 planned hires (Security Breach Detected), quarter 1 of 2: "hire six security engineers": payroll for 3 hires',
      }),
      expect.objectContaining({ eventType: 'equipment_purchase', account: 'cash', amount: -1_800_000 }),
      expect.objectContaining({ eventType: 'equipment_purchase', account: 'assets', amount: 1_800_000 }),
    ]);
  });

  it('when more hires are planned than the company has people, then a quarter at most doubles the headcount', () => {
    const start = createCompany(5);
    const [state] = play(
      5,
      [{ kind: 'hires', count: 500, quarters: 1, reason: 'hire 500 people' }],
      1,
    ).states;
    expect(state!.employeeCount).toBe(2 * start.employeeCount);
  });
});

describe('a price change', () => {
  it('when prices rise 10% for two quarters, then revenue is one line at price level 110 naming the lever, fewer units sell, and market share falls behind the same game without it', () => {
    const seed = 11;
    const rise = play(
      seed,
      [{ kind: 'price-change', percent: 10, quarters: 2, reason: 'raise prices 10%' }],
      3,
    );
    const control = play(seed, [], 3);
    const line = fromPlan(rise.events[0]!);
    expect(line).toEqual([
      expect.objectContaining({
        eventType: 'revenue',
        lever: 'price-change',
        description:
          'Sales revenue for the quarter at price level 110 (Price change +10% (Security Breach Detected), quarter 1 of 2: "raise prices 10%")',
      }),
    ]);
    // One revenue line: the quarter's revenue is that line, nothing stacked on top.
    expect(rise.events[0]!.filter((e) => e.eventType === 'revenue')).toHaveLength(1);
    expect(rise.states[0]!.revenue).toBe(line[0]!.amount);
    expect(rise.states[0]!.priceLevel).toBe(110);
    // Customers buy fewer units at the higher price (operations follow them down).
    const operations = (events: FinancialEvent[]) =>
      events.find((e) => e.description === 'Operations, rent and tools')!.amount;
    expect(-operations(rise.events[0]!)).toBeLessThan(-operations(control.events[0]!));
    expect(rise.states[0]!.marketShare).toBeLessThan(control.states[0]!.marketShare);
    expect(rise.states[1]!.marketShare).toBeLessThan(control.states[1]!.marketShare);
    // Once it ends, the revenue line is the list price's again.
    expect(fromPlan(rise.events[2]!)).toEqual([]);
    expect(rise.states[2]!.priceLevel).toBe(100);
  });

  it('when prices are cut 10%, then the company wins share and sells more units against the same game without it', () => {
    const seed = 11;
    const cut = play(
      seed,
      [{ kind: 'price-change', percent: -10, quarters: 1, reason: 'cut prices 10%' }],
      1,
    );
    const control = play(seed, [], 1);
    expect(cut.states[0]!.marketShare).toBeGreaterThan(control.states[0]!.marketShare);
    const [line] = fromPlan(cut.events[0]!);
    expect(line!.description).toContain('at price level 90');
    const units = line!.amount / 0.9;
    expect(units).toBeGreaterThan(control.states[0]!.revenue);
  });
});

describe('marketing and R&D budgets', () => {
  it('when a marketing budget runs, then its spend is a marketing line with its reason and brand and pipeline rise against the same game without it', () => {
    const seed = 12;
    const budget = play(
      seed,
      [
        {
          kind: 'marketing-budget',
          amount: 1_000_000,
          quarters: 1,
          reason: 'spend $10,000 on a trust campaign',
        },
      ],
      1,
    );
    const control = play(seed, [], 1);
    expect(fromPlan(budget.events[0]!)).toEqual([
      expect.objectContaining({
        eventType: 'marketing',
        amount: -1_000_000,
        description:
          'Marketing budget $10K a quarter (Security Breach Detected), quarter 1 of 1: "spend $10,000 on a trust campaign"',
      }),
    ]);
    const [withBudget, without] = [budget.states[0]!, control.states[0]!];
    expect(withBudget.drivers.brand).toBeGreaterThan(without.drivers.brand);
    expect(withBudget.drivers.pipeline).toBeGreaterThan(without.drivers.pipeline);
    expect(withBudget.costs - without.costs).toBe(1_000_000);
  });

  it('when a budget is huge, then its drivers move at most the quarter’s cap', () => {
    const seed = 12;
    const budget = play(
      seed,
      [{ kind: 'marketing-budget', amount: 200_000_000, quarters: 1, reason: 'spend $2M on ads' }],
      1,
    );
    const control = play(seed, [], 1);
    expect(budget.states[0]!.drivers.brand - control.states[0]!.drivers.brand).toBeLessThanOrEqual(
      LEVERS.maxPointsPerQuarter,
    );
  });

  it('when an R&D budget runs, then its spend is an R&D line with its reason, tech debt falls and product quality rises', () => {
    const seed = 13;
    const budget = play(
      seed,
      [
        {
          kind: 'research-budget',
          amount: 1_500_000,
          quarters: 2,
          reason: '$15k a quarter to rebuild the auth service',
        },
      ],
      2,
    );
    const control = play(seed, [], 2);
    for (const q of [0, 1]) {
      expect(fromPlan(budget.events[q]!)).toEqual([
        expect.objectContaining({
          eventType: 'research_and_development',
          amount: -1_500_000,
          description: expect.stringContaining('"$15k a quarter to rebuild the auth service"'),
        }),
      ]);
    }
    expect(budget.states[1]!.drivers.techDebt).toBeLessThan(control.states[1]!.drivers.techDebt);
    expect(budget.states[1]!.drivers.productQuality).toBeGreaterThan(
      control.states[1]!.drivers.productQuality,
    );
  });
});

describe('a supplier switch', () => {
  it('when the supplier is switched over three quarters, then the first costs 2% of revenue in disruption and the later ones save 4%', () => {
    const switched = play(
      14,
      [{ kind: 'supplier-switch', quarters: 3, reason: 'move to a second supplier' }],
      4,
    );
    const lines = switched.events.map((events) => fromPlan(events));
    expect(lines[0]).toEqual([
      expect.objectContaining({
        eventType: 'operations',
        amount: -Math.round(switched.states[0]!.revenue * LEVERS.supplierDisruption),
        description:
          'Supplier switch (Security Breach Detected), quarter 1 of 3: "move to a second supplier" (disruption while it lands)',
      }),
    ]);
    for (const q of [1, 2]) {
      expect(lines[q]).toEqual([
        expect.objectContaining({
          eventType: 'operations',
          amount: Math.round(switched.states[q]!.revenue * LEVERS.supplierSaving),
        }),
      ]);
    }
    expect(lines[3]).toEqual([]);
  });
});

describe('quarters with every lever at once', () => {
  it('when all six levers run, then cash still changes by the sum of its events, net worth by all of them, and the company stays integers', () => {
    const all: PlanLever[] = [
      { kind: 'hiring-pause', quarters: 1, reason: 'pause' },
      { kind: 'hires', count: 3, quarters: 2, reason: 'hire three' },
      { kind: 'price-change', percent: -7, quarters: 3, reason: 'cut prices' },
      { kind: 'marketing-budget', amount: 900_000, quarters: 2, reason: 'campaign' },
      { kind: 'research-budget', amount: 700_000, quarters: 4, reason: 'r&d' },
      { kind: 'supplier-switch', quarters: 4, reason: 'switch' },
    ];
    for (let seed = 1; seed <= 10; seed++) {
      let state = applyScenarioResolution(createCompany(seed), aResolution({}, all)).state;
      for (let q = 0; q < 5; q++) {
        const { state: next, events } = advanceQuarter(state, { openScenarios: [] });
        const cash = events.filter((e) => e.account === 'cash').reduce((sum, e) => sum + e.amount, 0);
        expect(next.cash - state.cash).toBe(cash);
        expect(next.netWorth - state.netWorth).toBe(events.reduce((sum, e) => sum + e.amount, 0));
        expect(events.filter((e) => e.eventType === 'revenue').reduce((sum, e) => sum + e.amount, 0)).toBe(
          next.revenue,
        );
        for (const event of fromPlan(events)) expect(event.description).toMatch(/"[^"]+"/);
        expect(JSON.parse(JSON.stringify(next))).toEqual(next);
        state = next;
      }
      expect(state.levers).toEqual([]);
    }
  });
});
