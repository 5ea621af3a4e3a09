// The simulation's rules (SPEC §4): phases over the run, the outcome draw,
// impact bands and the impact category the council discusses afterwards.
import type { ResolutionOption, SimulationOutcome, SimulationScenario } from './simulation-scenarios';

export const SIMULATION_PHASES = ['setup', 'analysis', 'deliberation', 'decision', 'outcome'] as const;
export type SimulationPhase = (typeof SIMULATION_PHASES)[number];

/** SPEC §4 impact bands in percent, inclusive. svc-game refuses an impact outside its band. */
export const IMPACT_BANDS: Record<SimulationOutcome, { min: number; max: number }> = {
  success: { min: 85, max: 100 },
  partial: { min: 40, max: 70 },
  failure: { min: 10, max: 40 },
};

/** SPEC §9: the partial band is 30 percentage points wide. */
export const PARTIAL_BAND = 0.3;

export interface SimulationResult {
  outcome: SimulationOutcome;
  impact: number;
  learnings: string[];
}

/** Phases split the run evenly: 0-20 % setup, …, 80-100 % outcome. */
export function simulationPhase(progress: number): SimulationPhase {
  const index = Math.min(SIMULATION_PHASES.length - 1, Math.max(0, Math.floor(progress / 20)));
  return SIMULATION_PHASES[index]!;
}

/** Progress in percent after `elapsedMs` of a run lasting `durationSeconds`. */
export function simulationProgress(elapsedMs: number, durationSeconds: number): number {
  return Math.min(100, (elapsedMs / (durationSeconds * 1000)) * 100);
}

/**
 * SPEC §4 outcome draw: a draw below p is success, below p + 0.30 partial,
 * else failure; the impact is a whole percent inside the outcome's band.
 * `random` returns [0, 1), like Math.random, so tests can inject one.
 */
export function drawOutcome(
  successProbability: number,
  random: () => number = Math.random,
): { outcome: SimulationOutcome; impact: number } {
  const roll = random();
  const outcome: SimulationOutcome =
    roll < successProbability ? 'success' : roll < successProbability + PARTIAL_BAND ? 'partial' : 'failure';
  const { min, max } = IMPACT_BANDS[outcome];
  const impact = Math.min(max, min + Math.floor(random() * (max - min + 1)));
  return { outcome, impact };
}

export type ImpactCategory = 'expansion' | 'operational' | 'crisis';

/** SPEC §4: above 80 expansion, below 40 crisis, otherwise operational. */
export function impactCategory(impact: number): ImpactCategory {
  if (impact > 80) return 'expansion';
  if (impact < 40) return 'crisis';
  return 'operational';
}

/** What the player takes away, sent to simulations/complete and shown on the results. */
export function learningsFor(
  scenario: SimulationScenario,
  option: ResolutionOption,
  outcome: SimulationOutcome,
): string[] {
  const odds = `${Math.round(option.successProbability * 100)}%`;
  const byOutcome: Record<SimulationOutcome, string> = {
    success: `The ${option.approach} approach paid off against ${odds} odds of full success.`,
    partial: `The ${option.approach} approach delivered part of the value; ${odds} odds of full success left room to miss.`,
    failure: `The ${option.approach} approach fell short; at ${odds} odds the downside needed a better hedge.`,
  };
  return [
    scenario.outcomes[outcome],
    byOutcome[outcome],
    `Stakeholders to brief: ${scenario.parameters.stakeholders.join(', ')}.`,
  ];
}

export function completeResult(
  scenario: SimulationScenario,
  option: ResolutionOption,
  random: () => number = Math.random,
): SimulationResult {
  const drawn = drawOutcome(option.successProbability, random);
  return { ...drawn, learnings: learningsFor(scenario, option, drawn.outcome) };
}
