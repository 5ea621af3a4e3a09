// The three simulation scenarios of SPEC §9 come from the one catalogue in
// contracts, which svc-game also validates apply-cost against, so the
// titles in the description always match.
import {
  SIMULATION_SCENARIOS,
  type SimulationApproach,
  type SimulationOption,
  type SimulationScenario,
} from '@ai-council/contracts';

export type Approach = SimulationApproach;
export type ResolutionOption = SimulationOption;

export function scenarioById(id: string): SimulationScenario | undefined {
  return SIMULATION_SCENARIOS.find((s) => s.id === id);
}

/** SPEC §7: apply-cost's description names the scenario and the option. */
export function costDescription(scenario: SimulationScenario, option: ResolutionOption): string {
  return `${scenario.title} - ${option.title}`;
}
