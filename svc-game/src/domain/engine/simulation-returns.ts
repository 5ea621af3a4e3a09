// What a simulation run returns: one rule (returnOf) prices a run, each later
// run of a scenario paying less than the first; an option's expected return,
// stated before the player pays, weighs that rule over SPEC §4's odds.
import { IMPACT_BANDS, SIMULATION_OUTCOMES, impactsOf, outcomeOdds } from '@ai-council/rules';
import type { SimulationOptionReturn, SimulationOutcome, SimulationResult } from '@ai-council/contracts';
import type { CompanyState, OpenSimulation } from './company';
import { catalogueEntry, SIMULATION_SCENARIOS } from './simulation-catalogue';
import { SIMULATION_RETURN } from './tuning';

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

/** The share of a first run's return a run pays: the first European expansion opens new markets; the fifth finds none left. */
export function returnFactor(runsBefore: number): number {
  return 1 / (1 + runsBefore);
}

/** The multiple of its cost a run returns: its outcome's range at this impact, times the run's factor. */
export function returnMultiple(result: SimulationResult, factor: number): number {
  const band = IMPACT_BANDS[result.outcome];
  const returns = SIMULATION_RETURN[result.outcome];
  const position = (result.impact - band.min) / (band.max - band.min);
  return Math.min(
    SIMULATION_RETURN.maxMultiple,
    (returns.min + (returns.max - returns.min) * position) * factor,
  );
}

/** Cents a run returns: the one number completion books and reports. */
export function returnOf(costCents: number, result: SimulationResult, factor: number): number {
  return Math.round(costCents * returnMultiple(result, factor));
}

/** The mean of `value` over SPEC §4's odds of each outcome and every impact of its band. */
function expectation(successProbability: number, value: (result: SimulationResult) => number): number {
  const odds = outcomeOdds(successProbability);
  let sum = 0;
  for (const outcome of SIMULATION_OUTCOMES) {
    const impacts = impactsOf(outcome);
    for (const impact of impacts) sum += (odds[outcome] * value({ outcome, impact })) / impacts.length;
  }
  return sum;
}

/**
 * An option as it stands in this game before the player pays: the multiples
 * its next run returns by outcome, and the expected return, after the runs of
 * its scenario already opened.
 */
export function optionReturn(state: SimulationRuns, optionId: string): SimulationOptionReturn {
  const { scenario, option } = catalogueEntry(optionId);
  const runsBefore = runsOpened(state, scenario.id);
  const factor = returnFactor(runsBefore);
  const range = (outcome: SimulationOutcome) => ({
    min: returnMultiple({ outcome, impact: IMPACT_BANDS[outcome].min }, factor),
    max: returnMultiple({ outcome, impact: IMPACT_BANDS[outcome].max }, factor),
  });
  const p = option.successProbability;
  return {
    scenarioId: scenario.id,
    optionId: option.id,
    cost: option.cost,
    runsBefore,
    returnFactor: factor,
    returnMultiples: { success: range('success'), partial: range('partial'), failure: range('failure') },
    expectedReturn: Math.round(expectation(p, (result) => returnOf(option.costCents, result, factor))),
    expectedMultiple: roundTo(
      expectation(p, (result) => returnMultiple(result, factor)),
      4,
    ),
    firstRunExpectedReturn: Math.round(expectation(p, (result) => returnOf(option.costCents, result, 1))),
  };
}

/** Every option of the catalogue, in its order, as it stands in this game. */
export function simulationOptionReturns(state: SimulationRuns): SimulationOptionReturn[] {
  return SIMULATION_SCENARIOS.flatMap((scenario) =>
    scenario.resolutionOptions.map((option) => optionReturn(state, option.id)),
  );
}

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
