// How a simulation turns out (SPEC §4): the outcome draw and the impact band
// of each outcome. svc-game refuses an impact outside its band; the browser
// and the balance suite draw with the same rule.

export const SIMULATION_OUTCOMES = ['success', 'partial', 'failure'] as const;
export type SimulationOutcome = (typeof SIMULATION_OUTCOMES)[number];

/** Impact bands in percent, inclusive. */
export const IMPACT_BANDS: Record<SimulationOutcome, { min: number; max: number }> = {
  success: { min: 85, max: 100 },
  partial: { min: 40, max: 70 },
  failure: { min: 10, max: 40 },
};

/** SPEC §9: the partial band of the draw is 30 percentage points wide. */
export const PARTIAL_BAND = 0.3;

/**
 * A draw below p is success, below p + 0.30 partial, else failure; the impact
 * is a whole percent inside the outcome's band. `random` returns [0, 1): a
 * seeded generator on the server, Math.random in the browser.
 */
export function drawOutcome(
  successProbability: number,
  random: () => number,
): { outcome: SimulationOutcome; impact: number } {
  const roll = random();
  const outcome: SimulationOutcome =
    roll < successProbability ? 'success' : roll < successProbability + PARTIAL_BAND ? 'partial' : 'failure';
  const { min, max } = IMPACT_BANDS[outcome];
  const impact = Math.min(max, min + Math.floor(random() * (max - min + 1)));
  return { outcome, impact };
}

/**
 * The chance of each outcome under drawOutcome's rule: success below p, partial
 * below p + 0.30, failure above. Expected returns are weighed with these.
 */
export function outcomeOdds(successProbability: number): Record<SimulationOutcome, number> {
  const p = Math.min(1, Math.max(0, successProbability));
  const partial = Math.min(1, p + PARTIAL_BAND) - p;
  return { success: p, partial, failure: 1 - p - partial };
}

/** Every impact drawOutcome can give an outcome, each as likely as the others. */
export function impactsOf(outcome: SimulationOutcome): number[] {
  const { min, max } = IMPACT_BANDS[outcome];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}
