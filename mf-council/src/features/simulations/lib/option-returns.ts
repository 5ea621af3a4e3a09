// How the option cards and the results word svc-game's returns: a multiple of
// the cost, and the share of a first run's return a repeated scenario pays.
import type { SimulationOptionReturn } from '@ai-council/contracts';

/** 1.4125 → "×1.41". */
export function formatMultiple(multiple: number): string {
  return `×${multiple.toFixed(2)}`;
}

/** The share of a first run's return a run pays: 1/2 → "half", 1/3 → "1/3", anything else in percent. */
export function shareOfFirstRun(factor: number): string {
  const parts = Math.round(1 / factor);
  if (parts >= 2 && Math.abs(1 / parts - factor) < 1e-9) return parts === 2 ? 'half' : `1/${parts}`;
  return `${Math.round(factor * 100)}%`;
}

/** How often a scenario has run before, in words. */
export function runsBeforeText(runs: number): string {
  return runs === 1 ? 'once' : `${runs} times`;
}

/** The option's figures from GET /api/simulations/options, by option id. */
export function returnsByOption(options: readonly SimulationOptionReturn[] | undefined) {
  return new Map((options ?? []).map((option) => [option.optionId, option]));
}
