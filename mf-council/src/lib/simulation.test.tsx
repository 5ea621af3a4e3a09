import { SIMULATION_SCENARIOS } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { IMPACT_BANDS } from '@ai-council/rules';
import {
  completeResult,
  drawOutcome,
  impactCategory,
  simulationPhase,
  simulationProgress,
} from './simulation';

/** A random source that returns the given draws in turn. */
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the simulation outcome draw (SPEC §4)', () => {
  it.each([
    // p = 0.75: success below 0.75, partial below 1.05 (so everything else), never failure
    [0.75, 0.0, 'success'],
    [0.75, 0.7499, 'success'],
    [0.75, 0.75, 'partial'],
    [0.75, 0.9999, 'partial'],
    // p = 0.45: success below 0.45, partial below 0.75, failure from 0.75
    [0.45, 0.44, 'success'],
    [0.45, 0.45, 'partial'],
    [0.45, 0.7499, 'partial'],
    [0.45, 0.75, 'failure'],
    [0.35, 0.99, 'failure'],
  ] as const)('when p is %s and the draw is %s, then the outcome is %s', (p, roll, outcome) => {
    expect(drawOutcome(p, draws(roll, 0)).outcome).toBe(outcome);
  });

  it.each([
    ['success', 0.1, 85, 100],
    ['partial', 0.8, 40, 70],
    ['failure', 0.99, 10, 40],
  ] as const)(
    'when the outcome is %s, then the impact stays inside %s-%s whatever the second draw',
    (outcome, roll, min, max) => {
      const p = outcome === 'failure' ? 0.35 : 0.75;
      const lowest = drawOutcome(p, draws(roll, 0));
      const highest = drawOutcome(p, draws(roll, 0.999999));
      expect(lowest).toEqual({ outcome, impact: min });
      expect(highest).toEqual({ outcome, impact: max });
      expect(IMPACT_BANDS[outcome]).toEqual({ min, max });
      for (let k = 0; k < 50; k += 1) {
        const { impact } = drawOutcome(p, draws(roll, k / 50));
        expect(Number.isInteger(impact)).toBe(true);
        expect(impact).toBeGreaterThanOrEqual(min);
        expect(impact).toBeLessThanOrEqual(max);
      }
    },
  );

  it('when a result is completed, then it carries learnings naming the outcome', () => {
    const scenario = SIMULATION_SCENARIOS[0]!;
    const result = completeResult(scenario, scenario.resolutionOptions[0]!, draws(0.1, 0.5));
    expect(result.outcome).toBe('success');
    expect(result.learnings[0]).toBe(scenario.outcomes.success);
  });
});

describe('the impact category (SPEC §4)', () => {
  it.each([
    [100, 'expansion'],
    [81, 'expansion'],
    [80, 'operational'],
    [40, 'operational'],
    [39, 'crisis'],
    [10, 'crisis'],
  ] as const)('when the impact is %s, then the category is %s', (impact, category) => {
    expect(impactCategory(impact)).toBe(category);
  });
});

describe('the simulation run', () => {
  it('when 45 s run for 22.5 s, then progress is 50 % and the phase is deliberation', () => {
    expect(simulationProgress(22_500, 45)).toBe(50);
    expect(simulationPhase(50)).toBe('deliberation');
  });

  it('when the run is over, then progress stops at 100 and the phase is outcome', () => {
    expect(simulationProgress(60_000, 45)).toBe(100);
    expect([0, 20, 40, 60, 80, 100].map(simulationPhase)).toEqual([
      'setup',
      'analysis',
      'deliberation',
      'decision',
      'outcome',
      'outcome',
    ]);
  });
});

describe('the scenario catalogue mirrors SPEC §9', () => {
  it('has the three scenarios with their durations, costs, odds and approaches', () => {
    expect(
      SIMULATION_SCENARIOS.map((s) => [
        s.title,
        s.difficulty,
        s.duration,
        s.parameters.budget,
        s.parameters.timeframe,
        s.parameters.riskLevel,
        s.resolutionOptions.map((o) => [o.cost, o.successProbability]),
      ]),
    ).toEqual([
      [
        'European Market Expansion',
        'medium',
        45,
        2_400_000,
        '6 months',
        65,
        [
          [800_000, 0.75],
          [2_400_000, 0.6],
          [4_200_000, 0.45],
        ],
      ],
      [
        'Strategic Acquisition',
        'hard',
        60,
        15_000_000,
        '12 months',
        80,
        [
          [5_000_000, 0.8],
          [15_000_000, 0.55],
          [22_000_000, 0.35],
        ],
      ],
      [
        'Product Recall Crisis',
        'expert',
        30,
        5_000_000,
        '72 hours',
        95,
        [
          [2_000_000, 0.4],
          [5_000_000, 0.7],
          [8_500_000, 0.85],
        ],
      ],
    ]);
    expect(SIMULATION_SCENARIOS[0]!.resolutionOptions.map((o) => o.approach)).toEqual([
      'conservative',
      'balanced',
      'aggressive',
    ]);
  });
});
