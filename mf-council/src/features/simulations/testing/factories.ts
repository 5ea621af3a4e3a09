// svc-game's answers on simulations, as the fake API gives them to the Scenarios tab.
import type {
  CompleteSimulationResponse,
  SimulationOptionReturn,
  SimulationOptionsResponse,
} from '@ai-council/contracts';
import { SIMULATION_SCENARIOS } from '../../../lib/simulation-scenarios';

/** The success and partial-only odds of a first run: mean multiples 1.65, 0.7 and 0.175 by outcome. */
const firstRunMultiple = (p: number) => {
  const partial = Math.min(0.3, 1 - p);
  return p * 1.65 + partial * 0.7 + (1 - p - partial) * 0.175;
};

/** GET /api/simulations/options, with each scenario run `runs[scenarioId]` times before. */
export function simulationOptions(runs: Record<string, number> = {}): SimulationOptionsResponse {
  const options: SimulationOptionReturn[] = SIMULATION_SCENARIOS.flatMap((scenario) =>
    scenario.resolutionOptions.map((option) => {
      const runsBefore = runs[scenario.id] ?? 0;
      const factor = 1 / (1 + runsBefore);
      const first = Math.round(option.cost * 100 * firstRunMultiple(option.successProbability));
      return {
        scenarioId: scenario.id,
        optionId: option.id,
        cost: option.cost,
        runsBefore,
        returnFactor: factor,
        returnMultiples: {
          success: { min: 1.3 * factor, max: 2 * factor },
          partial: { min: 0.5 * factor, max: 0.9 * factor },
          failure: { min: 0.05 * factor, max: 0.3 * factor },
        },
        expectedReturn: Math.round(first * factor),
        expectedMultiple: firstRunMultiple(option.successProbability) * factor,
        firstRunExpectedReturn: first,
      };
    }),
  );
  return { options };
}

/** POST /api/simulations/complete: the outcome revealed and the pilot's return booked ($800,000 cost). */
export function completed(
  outcome: CompleteSimulationResponse['outcome'],
  impact: number,
  overrides: Partial<CompleteSimulationResponse> = {},
): CompleteSimulationResponse {
  const returnMultiple = 1.86;
  const returnValue = Math.round(80_000_000 * returnMultiple);
  const assets = Math.round(returnValue * 0.4);
  return {
    simulationId: 'sim-1',
    outcome,
    impact,
    returnValue,
    returnMultiple,
    returnFactor: 1,
    runsBefore: 0,
    booked: { assets, cash: returnValue - assets },
    netWorthChange: returnValue,
    netWorth: 20_000_000 + returnValue,
    cash: 10_000_000 + returnValue - assets,
    ...overrides,
  };
}
