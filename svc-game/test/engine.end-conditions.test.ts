import { describe, expect, it } from 'vitest';
import { scoreRating } from '@ai-council/rules';
import {
  advanceQuarter,
  applyDecision,
  applyScenarioResolution,
  applySimulationCost,
  checkEndConditions,
  createCompany,
  finalScore,
  GameEndedError,
  SIMULATION_SCENARIOS,
  type CompanyState,
} from '../src/domain';
import { withBooks } from './support/company-books';

/** A thriving company: $12M in cash, strong departments and the primary objectives met. */
function thriving(seed = 1): CompanyState {
  const start = createCompany(seed);
  const drivers = {
    ...start.drivers,
    brand: 80,
    productQuality: 80,
    techDebt: 20,
    morale: 80,
    efficiency: 80,
    compliance: 80,
    security: 80,
    pipeline: 80,
    strategyFocus: 80,
  };
  return {
    ...withBooks(start, { cash: 1_200_000_000 }),
    drivers,
    counters: {
      ...start.counters,
      bestPositiveCashFlowStreak: 4,
      positiveCashFlowStreak: 4,
      scenariosResolved: 6,
      scenariosResolvedWell: 5,
    },
  };
}

describe('end conditions', () => {
  it('when cash runs out during a quarter, then the game ends in bankruptcy', () => {
    const start = createCompany(2);
    const broke = withBooks(start, { cash: 1_000_000 });
    const { state, ended } = advanceQuarter({ ...broke, employeeCount: 200 }, { openScenarios: [] });
    expect(ended).toBe(true);
    expect(state.status).toBe('ended');
    expect(state.endReason).toBe('bankruptcy');
    expect(state.cash).toBeLessThan(0);
    expect(state.currentQuarter).toBe(1);
    expect(state.finalScore).toBe(finalScore(state));
  });

  it('when net worth falls to zero or below while cash is positive, then it is bankruptcy too', () => {
    const start = createCompany(3);
    const indebted = withBooks(start, { liabilities: start.cash + start.assets + 50_000_000 });
    const { state } = advanceQuarter(indebted, { openScenarios: [] });
    expect(state.cash).toBeGreaterThan(0);
    expect(state.netWorth).toBeLessThanOrEqual(0);
    expect(state.endReason).toBe('bankruptcy');
  });

  it('when net worth passes $10M with non-negative cash flow and the primary objectives met, then it is victory', () => {
    const { state } = advanceQuarter(thriving(), { openScenarios: [] });
    expect(state.netWorth).toBeGreaterThanOrEqual(1_000_000_000);
    expect(state.cashFlow).toBeGreaterThanOrEqual(0);
    expect(state.endReason).toBe('victory');
    expect(state.currentQuarter).toBe(1);
    expect(state.finalScore).toBeGreaterThanOrEqual(50_000);
    expect(scoreRating(state.finalScore!)).toMatch(/Outstanding|Exceptional/);
  });

  it('when net worth passes $10M but the council was never heard, then the game goes on', () => {
    const unheard = thriving();
    const { state } = advanceQuarter(
      { ...unheard, counters: { ...unheard.counters, scenariosResolvedWell: 2 } },
      { openScenarios: [] },
    );
    expect(state.netWorth).toBeGreaterThanOrEqual(1_000_000_000);
    expect(state.status).toBe('active');
    expect(state.currentQuarter).toBe(2);
  });

  it('when net worth passes $10M but the quarter lost cash, then it is not yet victory', () => {
    const rich = thriving();
    const losing = { ...withBooks(rich, { cash: 1_400_000_000 }), employeeCount: 120 };
    const { state } = advanceQuarter(losing, { openScenarios: [] });
    expect(state.cashFlow).toBeLessThan(0);
    expect(state.netWorth).toBeGreaterThanOrEqual(1_000_000_000);
    expect(state.status).toBe('active');
  });

  it('when quarter 20 is played, then the game ends on the time limit at quarter 20, year 5', () => {
    const start = createCompany(4);
    const last = { ...start, currentQuarter: 20, quartersPlayed: 19 };
    const { state, quarter } = advanceQuarter(last, { openScenarios: [] });
    expect(quarter).toBe(20);
    expect(state.endReason).toBe('time_limit');
    expect(state.currentQuarter).toBe(20);
    expect(state.quartersPlayed).toBe(20);
    expect(state.gameYears).toBe(5);
    expect(state.finalScore).toBe(finalScore(state));
  });

  it('when a whole game is played without ending early, then it ends after exactly 20 quarters', () => {
    let state = thriving(5);
    state = { ...state, counters: { ...state.counters, scenariosResolvedWell: 0 } };
    let played = 0;
    while (state.status === 'active') {
      state = advanceQuarter(state, { openScenarios: [] }).state;
      played += 1;
    }
    expect(played).toBe(20);
    expect(state.endReason).toBe('time_limit');
  });

  it('when bankrupt and rich at once, then bankruptcy wins', () => {
    const rich = thriving();
    expect(checkEndConditions({ ...rich, cash: -1 })).toBe('bankruptcy');
    expect(checkEndConditions(rich)).toBe('victory');
    expect(checkEndConditions(createCompany(1))).toBeNull();
  });

  it('when the game has ended, then nothing more can be played or spent', () => {
    const ended = advanceQuarter(thriving(), { openScenarios: [] }).state;
    expect(ended.status).toBe('ended');
    expect(() => advanceQuarter(ended, { openScenarios: [] })).toThrow(GameEndedError);
    expect(() =>
      applyDecision(ended, { decisionId: 'd', financialImpact: -1, timeImpact: 1, driverEffects: {} }),
    ).toThrow(GameEndedError);
    expect(() => applySimulationCost(ended, SIMULATION_SCENARIOS[0]!.resolutionOptions[0]!)).toThrow(
      GameEndedError,
    );
    expect(() =>
      applyScenarioResolution(ended, {
        scenarioId: 'new',
        department: 'Sales',
        grade: 80,
        cashEffect: 0,
        driverEffects: {},
        durationQuarters: 1,
      }),
    ).toThrow(GameEndedError);
    try {
      advanceQuarter(ended, { openScenarios: [] });
    } catch (error) {
      expect((error as GameEndedError).code).toBe('GAME_ENDED');
    }
  });
});

describe('final score', () => {
  it('when rated, then it follows the SPEC §9 scale', () => {
    expect(scoreRating(100_000)).toBe('Exceptional');
    expect(scoreRating(99_999)).toBe('Outstanding');
    expect(scoreRating(50_000)).toBe('Outstanding');
    expect(scoreRating(49_999)).toBe('Good');
    expect(scoreRating(25_000)).toBe('Good');
    expect(scoreRating(24_999)).toBe('Average');
    expect(scoreRating(10_000)).toBe('Average');
    expect(scoreRating(9_999)).toBe('Needs Improvement');
    expect(scoreRating(0)).toBe('Needs Improvement');
  });

  it('when computed, then it is an integer driven mostly by net worth', () => {
    const start = createCompany(6);
    const score = finalScore(start);
    expect(Number.isInteger(score)).toBe(true);
    expect(scoreRating(score)).toBe('Needs Improvement');
    const richer = finalScore(withBooks(start, { cash: start.cash + 500_000_000 }));
    expect(richer - score).toBeGreaterThanOrEqual(20_000);
    expect(finalScore(withBooks(start, { cash: -start.assets - 1 }))).toBeLessThan(score);
  });

  it('when victory comes earlier, then the score is higher', () => {
    const early = advanceQuarter(thriving(), { openScenarios: [] }).state;
    const late = advanceQuarter(
      { ...thriving(), currentQuarter: 19, quartersPlayed: 18 },
      { openScenarios: [] },
    ).state;
    expect(early.endReason).toBe('victory');
    expect(late.endReason).toBe('victory');
    expect(early.finalScore!).toBeGreaterThan(late.finalScore!);
  });
});
