// svc-game's answers on simulations, as the fake API gives them to the Scenarios tab.
import { SIMULATION_SCENARIOS } from '@ai-council/contracts';
import type {
  CompleteSimulationResponse,
  SimulationOptionReturn,
  SimulationOptionsResponse,
} from '@ai-council/contracts';
import { centsToDollars, optionReturns } from '@ai-council/rules';

/** GET /api/simulations/options, with each scenario run `runs[scenarioId]` times before, priced by the game's rule. */
export function simulationOptions(runs: Record<string, number> = {}): SimulationOptionsResponse {
  const options: SimulationOptionReturn[] = SIMULATION_SCENARIOS.flatMap((scenario) =>
    scenario.resolutionOptions.map((option) => {
      const runsBefore = runs[scenario.id] ?? 0;
      const figures = optionReturns(
        { costCents: Math.round(option.cost * 100), successProbability: option.successProbability },
        runsBefore,
      );
      return {
        scenarioId: scenario.id,
        optionId: option.id,
        cost: option.cost,
        runsBefore,
        ...figures,
        // svc-game states the returns in whole dollars, as the cost.
        expectedReturn: centsToDollars(figures.expectedReturn),
        firstRunExpectedReturn: centsToDollars(figures.firstRunExpectedReturn),
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
