// The simulation's rules (SPEC §4): phases over the run, the outcome draw,
// and the impact category the council discusses afterwards; the draw and the
// bands are the shared rule in packages/rules.
import type { SimulationOutcome, SimulationScenario } from '@ai-council/contracts';
import { drawOutcome as drawSimulationOutcome } from '@ai-council/rules';
import type { ResolutionOption } from './simulation-scenarios';

export const SIMULATION_PHASES = ['setup', 'analysis', 'deliberation', 'decision', 'outcome'] as const;
export type SimulationPhase = (typeof SIMULATION_PHASES)[number];

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

/** SPEC §4 outcome draw (packages/rules); the browser rolls with Math.random. */
export const drawOutcome = (successProbability: number, random: () => number = Math.random) =>
  drawSimulationOutcome(successProbability, random);

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
