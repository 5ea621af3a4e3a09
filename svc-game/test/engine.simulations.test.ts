import { describe, expect, it } from 'vitest';
import { hashSeed, SeededRandom, returnOf } from '@ai-council/rules';
import {
  applySimulationCost,
  completeSimulation,
  createCompany,
  drawSimulationResult,
  findOpenSimulation,
  findSimulationOption,
  optionReturn,
  InsufficientCashError,
  InvalidSimulationResultError,
  SimulationNotOpenError,
  SIMULATION_SCENARIOS,
  settleSimulation,
  UnknownSimulationOptionError,
  type CompanyState,
  type FinancialEvent,
  type SimulationOption,
} from '../src/domain';
import { expectedReturn } from '../src/domain/balance/strategies';

const rich = (): CompanyState => {
  const start = createCompany(1);
  return { ...start, cash: 5_000_000_000, netWorth: 5_000_000_000 + start.assets - start.liabilities };
};
const sum = (events: FinancialEvent[]) => events.reduce((total, event) => total + event.amount, 0);
const option = (cost: number, description?: string): SimulationOption =>
  findSimulationOption(cost, description)!.option;

describe('the simulation catalogue (SPEC §9)', () => {
  it('when listed, then it has the three scenarios with their exact titles, parameters and options', () => {
    const rows = SIMULATION_SCENARIOS.map((scenario) => ({
      title: scenario.title,
      difficulty: scenario.difficulty,
      duration: scenario.duration,
      budget: scenario.parameters.budget,
      timeframe: scenario.parameters.timeframe,
      risk: scenario.parameters.riskLevel,
      options: scenario.resolutionOptions.map((o) => [o.cost, o.successProbability, o.approach]),
    }));
    expect(rows).toEqual([
      {
        title: 'European Market Expansion',
        difficulty: 'medium',
        duration: 45,
        budget: 2_400_000,
        timeframe: '6 months',
        risk: 65,
        options: [
          [800_000, 0.75, 'conservative'],
          [2_400_000, 0.6, 'balanced'],
          [4_200_000, 0.45, 'aggressive'],
        ],
      },
      {
        title: 'Strategic Acquisition',
        difficulty: 'hard',
        duration: 60,
        budget: 15_000_000,
        timeframe: '12 months',
        risk: 80,
        options: [
          [5_000_000, 0.8, 'conservative'],
          [15_000_000, 0.55, 'balanced'],
          [22_000_000, 0.35, 'aggressive'],
        ],
      },
      {
        title: 'Product Recall Crisis',
        difficulty: 'expert',
        duration: 30,
        budget: 5_000_000,
        timeframe: '72 hours',
        risk: 95,
        options: [
          [2_000_000, 0.4, 'conservative'],
          [5_000_000, 0.7, 'balanced'],
          [8_500_000, 0.85, 'aggressive'],
        ],
      },
    ]);
    for (const scenario of SIMULATION_SCENARIOS) {
      expect(
        scenario.outcomes.success && scenario.outcomes.partial && scenario.outcomes.failure,
      ).toBeTruthy();
      for (const o of scenario.resolutionOptions) {
        expect(o.costCents).toBe(o.cost * 100);
        expect(o.title.length).toBeGreaterThan(0);
        expect(o.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('when a cost is looked up, then only a catalogue cost of the named scenario matches, and the description settles the shared $5M', () => {
    expect(findSimulationOption(800_000)?.scenario.title).toBe('European Market Expansion');
    expect(findSimulationOption(22_000_000)?.option.approach).toBe('aggressive');
    expect(findSimulationOption(1_234_567)).toBeUndefined();
    expect(findSimulationOption(5_000_000)).toBeUndefined();
    expect(
      findSimulationOption(5_000_000, 'Strategic Acquisition - Acquire a niche startup')?.option.id,
    ).toBe('acquire-niche-startup');
    expect(findSimulationOption(5_000_000, 'Product Recall Crisis: Full voluntary recall')?.option.id).toBe(
      'recall-voluntary',
    );
    expect(findSimulationOption(5_000_000, 'Moon Base')).toBeUndefined();
    expect(
      findSimulationOption(800_000, 'European Market Expansion - Pilot in one market')?.option.cost,
    ).toBe(800_000);
  });
});

describe('applying a simulation cost', () => {
  it('when the option is paid, then cash falls by its cost in cents and one simulation opens', () => {
    const start = createCompany(2);
    const pilot = option(800_000);
    const { state, events, simulation } = applySimulationCost(start, pilot);
    expect(state.cash).toBe(start.cash - 80_000_000);
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'simulation_cost',
        amount: -80_000_000,
        account: 'cash',
        triggeredBy: `simulation:${simulation.id}`,
      }),
    ]);
    expect(state.openSimulations).toEqual([simulation]);
    expect(simulation).toMatchObject({
      scenarioId: 'european-market-expansion',
      optionId: pilot.id,
      cost: 80_000_000,
      openedInQuarter: 1,
    });
    expect(findOpenSimulation(state, 'European Market Expansion')?.simulation).toEqual(simulation);
    expect(findOpenSimulation(state, 'Product Recall Crisis')).toBeUndefined();
  });

  it('when the caller tampers with the cost, then the catalogue cost is charged anyway', () => {
    const start = createCompany(3);
    const tampered = { ...option(800_000), cost: 1, costCents: 100 };
    expect(applySimulationCost(start, tampered).state.cash).toBe(start.cash - 80_000_000);
    expect(() => applySimulationCost(start, { id: 'made-up' })).toThrow(UnknownSimulationOptionError);
  });

  it('when the cash does not cover it, then it is refused', () => {
    expect(() => applySimulationCost(createCompany(4), option(22_000_000))).toThrow(InsufficientCashError);
  });
});

describe('completing a simulation', () => {
  it('when the impact is outside its outcome band, then the result is refused', () => {
    const pilot = option(800_000);
    const open = applySimulationCost(rich(), pilot).state;
    for (const [outcome, impact] of [
      ['success', 84],
      ['success', 101],
      ['partial', 39],
      ['partial', 71],
      ['failure', 9],
      ['failure', 41],
    ] as const) {
      expect(() => completeSimulation(open, pilot, { outcome, impact })).toThrow(
        InvalidSimulationResultError,
      );
    }
    expect(() => completeSimulation(open, pilot, { outcome: 'triumph' as never, impact: 90 })).toThrow(
      InvalidSimulationResultError,
    );
    expect(() => completeSimulation(open, pilot, { outcome: 'success', impact: Number.NaN })).toThrow(
      InvalidSimulationResultError,
    );
    for (const [outcome, impact] of [
      ['success', 85],
      ['success', 100],
      ['partial', 40],
      ['partial', 70],
      ['failure', 10],
      ['failure', 40],
    ] as const) {
      expect(() => completeSimulation(open, pilot, { outcome, impact })).not.toThrow();
    }
  });

  it('when nothing was opened, or it was already completed, then completion is refused', () => {
    const pilot = option(800_000);
    expect(() => completeSimulation(rich(), pilot, { outcome: 'success', impact: 90 })).toThrow(
      SimulationNotOpenError,
    );
    const open = applySimulationCost(rich(), pilot).state;
    const done = completeSimulation(open, pilot, { outcome: 'success', impact: 90 }).state;
    expect(done.openSimulations).toEqual([]);
    expect(() => completeSimulation(done, pilot, { outcome: 'success', impact: 90 })).toThrow(
      SimulationNotOpenError,
    );
  });

  it('when it succeeds, then it returns between 1.3 and 2 times its cost, all booked at once: part as assets, the rest in cash', () => {
    const acquisition = option(5_000_000, 'Strategic Acquisition');
    const open = applySimulationCost(rich(), acquisition).state;
    const { state, events, returnValue, booked } = completeSimulation(open, acquisition, {
      outcome: 'success',
      impact: 100,
    });
    expect(returnValue).toBe(1_000_000_000);
    expect(returnValue).toBeLessThanOrEqual(2 * acquisition.costCents);
    const best = completeSimulation(open, acquisition, { outcome: 'success', impact: 85 }).returnValue;
    expect(best).toBe(650_000_000);
    expect(events).toEqual([
      expect.objectContaining({ eventType: 'simulation_asset', account: 'assets', amount: 700_000_000 }),
      expect.objectContaining({ eventType: 'simulation_return', account: 'cash', amount: 300_000_000 }),
    ]);
    expect(booked).toEqual({ assets: 700_000_000, cash: 300_000_000 });
    // The books gain exactly the return, the day it completes.
    expect(sum(events)).toBe(returnValue);
    expect(state.netWorth - open.netWorth).toBe(returnValue);
    // What keeps coming is market share, not money.
    expect(state.effects).toEqual([
      expect.objectContaining({
        source: 'simulation',
        remainingCash: 0,
        remainingQuarters: 4,
        remainingMarketShare: 80,
      }),
    ]);
    expect(state.counters.simulationsCompleted).toBe(1);
    expect(state.counters.simulationRuns).toEqual({ 'strategic-acquisition': 1 });
  });

  it('when two runs of a scenario are open at once, then each keeps the diminished return fixed when it opened', () => {
    const pilot = option(800_000);
    const first = applySimulationCost(rich(), pilot);
    const second = applySimulationCost(first.state, pilot);
    expect([first.simulation.runsBefore, second.simulation.runsBefore]).toEqual([0, 1]);
    expect(optionReturn(second.state, pilot.id)).toMatchObject({ runsBefore: 2, returnFactor: 1 / 3 });
    // Settled in the other order, each pays its own factor.
    const later = settleSimulation(second.state, second.simulation.id);
    expect(later).toMatchObject({ runsBefore: 1, returnFactor: 0.5 });
    const earlier = settleSimulation(later.state, first.simulation.id);
    expect(earlier).toMatchObject({ runsBefore: 0, returnFactor: 1 });
    expect(earlier.returnValue).toBe(returnOf(pilot.costCents, earlier.result, 1));
  });

  it('when an option’s expected return is stated, then it is the mean of the very returns completion books, over SPEC §4’s odds', () => {
    const none = { counters: { simulationRuns: {} }, openSimulations: [] };
    const pilot = optionReturn(none, option(800_000).id);
    // 75 % success at 1.65× on average, 25 % partial at 0.7×.
    expect(pilot.expectedMultiple).toBe(1.4125);
    expect(Math.abs(pilot.expectedReturn - 113_000_000)).toBeLessThanOrEqual(1);
    expect(pilot.returnMultiples).toEqual({
      success: { min: 1.3, max: 2 },
      partial: { min: 0.5, max: 0.9 },
      failure: { min: 0.05, max: 0.3 },
    });
    expect(pilot.firstRunExpectedReturn).toBe(pilot.expectedReturn);
    // The balance suite's players weigh options with the same figures.
    for (const scenario of SIMULATION_SCENARIOS) {
      for (const candidate of scenario.resolutionOptions) {
        expect(expectedReturn(candidate)).toBeCloseTo(optionReturn(none, candidate.id).expectedMultiple, 3);
      }
    }
    const again = optionReturn(
      { counters: { simulationRuns: { 'european-market-expansion': 1 } }, openSimulations: [] },
      pilot.optionId,
    );
    expect(again).toMatchObject({
      runsBefore: 1,
      returnFactor: 0.5,
      firstRunExpectedReturn: pilot.expectedReturn,
    });
    expect(again.returnMultiples.success).toEqual({ min: 0.65, max: 1 });
    expect(Math.abs(again.expectedReturn - pilot.expectedReturn / 2)).toBeLessThanOrEqual(1);
  });

  it('when it fails, then little comes back and the department suffers', () => {
    const recall = option(2_000_000);
    const open = applySimulationCost(rich(), recall).state;
    const { state, returnValue } = completeSimulation(open, recall, { outcome: 'failure', impact: 10 });
    expect(returnValue).toBe(Math.round(recall.costCents * 0.05));
    expect(state.drivers.brand).toBeLessThan(open.drivers.brand);
  });

  it('when the same scenario is played again, then the opportunity is smaller', () => {
    const pilot = option(800_000);
    let state = rich();
    const returns: number[] = [];
    for (let run = 0; run < 3; run++) {
      state = applySimulationCost(state, pilot).state;
      const done = completeSimulation(state, pilot, { outcome: 'success', impact: 90 });
      returns.push(done.returnValue);
      state = done.state;
    }
    expect(Math.abs(returns[1]! - returns[0]! / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(returns[2]! - returns[0]! / 3)).toBeLessThanOrEqual(1);
  });

  it('when the outcome is drawn, then it follows SPEC §4: success below p, partial below p + 0.30, impact inside the band', () => {
    const rng = new SeededRandom(hashSeed('draws'));
    const counts = { success: 0, partial: 0, failure: 0 };
    for (let i = 0; i < 20_000; i++) {
      const result = drawSimulationResult(0.45, rng);
      counts[result.outcome] += 1;
      const band = { success: [85, 100], partial: [40, 70], failure: [10, 40] }[result.outcome];
      expect(result.impact).toBeGreaterThanOrEqual(band[0]!);
      expect(result.impact).toBeLessThanOrEqual(band[1]!);
    }
    expect(counts.success / 20_000).toBeCloseTo(0.45, 1);
    expect(counts.partial / 20_000).toBeCloseTo(0.3, 1);
    expect(counts.failure / 20_000).toBeCloseTo(0.25, 1);
  });
});

describe('outcomes the game draws', () => {
  const expansionPilot = () => SIMULATION_SCENARIOS[0]!.resolutionOptions[0]!;

  it('when a simulation opens, then its outcome is drawn on the game generator: same state, same outcome', () => {
    const start = createCompany(77);
    const first = applySimulationCost(start, expansionPilot());
    const second = applySimulationCost(start, expansionPilot());
    expect(first.simulation.result).toBeDefined();
    expect(second.simulation.result).toEqual(first.simulation.result);
    expect(first.state.rngState).not.toBe(start.rngState);
    expect(second.state.rngState).toBe(first.state.rngState);
  });

  it('when it is settled, then the outcome drawn when it opened is paid, and it cannot be settled twice', () => {
    const opened = applySimulationCost(createCompany(77), expansionPilot());
    const drawn = opened.simulation.result!;
    const settled = settleSimulation(opened.state, opened.simulation.id);
    expect(settled.result).toEqual(drawn);
    expect(settled.state.openSimulations).toHaveLength(0);
    expect(() => settleSimulation(settled.state, opened.simulation.id)).toThrow(SimulationNotOpenError);
  });
});
