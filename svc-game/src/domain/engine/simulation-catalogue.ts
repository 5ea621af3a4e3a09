// The simulation catalogue of SPEC §9 as the engine books it: the three fixed
// scenarios with each option's cost also in cents, and finding an option by
// the cost and description a client sends, or by its id.
import { dollarsToCents } from './money';
import { UnknownSimulationOptionError } from './errors';
import {
  SIMULATION_SCENARIOS as SIMULATION_CATALOGUE,
  type SimulationOption as CatalogueOption,
  type SimulationScenario as CatalogueScenario,
} from '@ai-council/contracts';

/** A catalogue option with its cost also in cents, as the company state books it. */
export interface SimulationOption extends CatalogueOption {
  costCents: number;
}

export interface SimulationScenario extends Omit<CatalogueScenario, 'resolutionOptions'> {
  resolutionOptions: SimulationOption[];
}

export const SIMULATION_SCENARIOS: readonly SimulationScenario[] = SIMULATION_CATALOGUE.map((scenario) => ({
  ...scenario,
  resolutionOptions: scenario.resolutionOptions.map((o) => ({ ...o, costCents: dollarsToCents(o.cost) })),
}));

export interface SimulationOptionMatch {
  scenario: SimulationScenario;
  option: SimulationOption;
}

export function findSimulationScenario(idOrTitle: string): SimulationScenario | undefined {
  const key = idOrTitle.trim().toLowerCase();
  return SIMULATION_SCENARIOS.find((scenario) => scenario.id === key || scenario.title.toLowerCase() === key);
}

/**
 * The catalogue option whose cost (whole dollars, as the client sends it to
 * apply-cost) matches. The description ("scenario title and option title"),
 * when given, must name that scenario or option: it also settles the two
 * options that share $5,000,000. Unknown or ambiguous gives undefined.
 */
export function findSimulationOption(
  costDollars: number,
  description?: string,
): SimulationOptionMatch | undefined {
  const text = description?.toLowerCase();
  const matches: SimulationOptionMatch[] = [];
  for (const scenario of SIMULATION_SCENARIOS) {
    for (const candidate of scenario.resolutionOptions) {
      if (candidate.cost !== costDollars) continue;
      const named =
        text === undefined ||
        text.includes(scenario.title.toLowerCase()) ||
        text.includes(candidate.title.toLowerCase());
      if (named) matches.push({ scenario, option: candidate });
    }
  }
  return matches.length === 1 ? matches[0] : undefined;
}

export function catalogueEntry(optionId: string): SimulationOptionMatch {
  for (const scenario of SIMULATION_SCENARIOS) {
    const found = scenario.resolutionOptions.find((candidate) => candidate.id === optionId);
    if (found) return { scenario, option: found };
  }
  throw new UnknownSimulationOptionError(`Unknown simulation option ${optionId}`);
}
