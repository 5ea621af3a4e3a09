// What a simulation option returns in this game: the runs of its scenario
// opened so far, priced by the rule of packages/rules (optionReturns: each
// later run of a scenario pays less than the first).
import { centsToDollars, optionReturns } from '@ai-council/rules';
import type { SimulationOptionReturn } from '@ai-council/contracts';
import type { CompanyState, OpenSimulation } from './company';
import { catalogueEntry, SIMULATION_SCENARIOS } from './simulation-catalogue';

/** What a game's earlier runs are read from (a game not started yet has none). */
export type SimulationRuns = {
  counters: Pick<CompanyState['counters'], 'simulationRuns'>;
  openSimulations: readonly Pick<OpenSimulation, 'scenarioId'>[];
};

/** Runs of a scenario the game has opened so far: those completed and those still open. */
export function runsOpened(state: SimulationRuns, scenarioId: string): number {
  const completed = state.counters.simulationRuns[scenarioId] ?? 0;
  return completed + state.openSimulations.filter((open) => open.scenarioId === scenarioId).length;
}

/** An option's figures as the engine keeps them: the expected returns in cents, as all its money. */
export type OptionFigures = Omit<SimulationOptionReturn, 'expectedReturn' | 'firstRunExpectedReturn'> & {
  /** Cents. */
  expectedReturn: number;
  /** Cents. */
  firstRunExpectedReturn: number;
};

/**
 * An option as it stands in this game before the player pays: the multiples
 * its next run returns by outcome, and the expected return, after the runs of
 * its scenario already opened.
 */
export function optionReturn(state: SimulationRuns, optionId: string): OptionFigures {
  const { scenario, option } = catalogueEntry(optionId);
  const runsBefore = runsOpened(state, scenario.id);
  return {
    scenarioId: scenario.id,
    optionId: option.id,
    cost: option.cost,
    runsBefore,
    ...optionReturns(option, runsBefore),
  };
}

/**
 * Every option of the catalogue, in its order, as it stands in this game, as the player reads it:
 * the returns in whole dollars, the unit the catalogue's cost is in.
 */
export function simulationOptionReturns(state: SimulationRuns): SimulationOptionReturn[] {
  return SIMULATION_SCENARIOS.flatMap((scenario) =>
    scenario.resolutionOptions.map((option) => {
      const figures = optionReturn(state, option.id);
      return {
        ...figures,
        expectedReturn: centsToDollars(figures.expectedReturn),
        firstRunExpectedReturn: centsToDollars(figures.firstRunExpectedReturn),
      };
    }),
  );
}
