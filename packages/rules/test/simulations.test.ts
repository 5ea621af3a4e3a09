import { describe, expect, it } from 'vitest';
import { drawOutcome, impactsOf, IMPACT_BANDS, outcomeOdds, SIMULATION_OUTCOMES } from '../src';

/** A random source returning the given draws in turn. */
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the odds of a simulation outcome', () => {
  it('when the odds are stated, then they are the widths of the draw’s own bands', () => {
    expect(outcomeOdds(0.75)).toEqual({ success: 0.75, partial: 0.25, failure: 0 });
    const odds = outcomeOdds(0.45);
    expect(odds.success).toBe(0.45);
    expect(odds.partial).toBeCloseTo(0.3, 12);
    expect(odds.failure).toBeCloseTo(0.25, 12);
    // Sampled on a fine grid of rolls, drawOutcome lands in each band as often as the odds say.
    for (const p of [0.35, 0.4, 0.55, 0.6, 0.7, 0.75, 0.8, 0.85]) {
      const counts = { success: 0, partial: 0, failure: 0 };
      const steps = 10_000;
      for (let i = 0; i < steps; i++) counts[drawOutcome(p, draws((i + 0.5) / steps, 0)).outcome] += 1;
      for (const outcome of SIMULATION_OUTCOMES) {
        expect(counts[outcome] / steps).toBeCloseTo(outcomeOdds(p)[outcome], 3);
      }
    }
  });

  it('when the impacts of an outcome are listed, then they are every whole percent drawOutcome can give it, each equally likely', () => {
    for (const outcome of SIMULATION_OUTCOMES) {
      const { min, max } = IMPACT_BANDS[outcome];
      expect(impactsOf(outcome)).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
      const seen = new Map<number, number>();
      const steps = impactsOf(outcome).length * 100;
      // A roll that picks this outcome, then a fine grid of impact rolls.
      const roll = { success: 0, partial: 0.76, failure: 0.99 }[outcome];
      for (let i = 0; i < steps; i++) {
        const { impact } = drawOutcome(
          0.75 - (outcome === 'failure' ? 0.1 : 0),
          draws(roll, (i + 0.5) / steps),
        );
        seen.set(impact, (seen.get(impact) ?? 0) + 1);
      }
      expect([...seen.keys()].sort((a, b) => a - b)).toEqual(impactsOf(outcome));
      expect(new Set(seen.values())).toEqual(new Set([100]));
    }
  });
});
