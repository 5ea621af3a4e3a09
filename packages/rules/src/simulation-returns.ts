// What a simulation run returns: one rule (returnOf) prices a run, each later
// run of a scenario paying less than the first; an option's expected return,
// stated before the player pays, weighs that rule over SPEC §4's odds.
// svc-game books and states these; the web apps' fake answers state the same.
import {
  IMPACT_BANDS,
  SIMULATION_OUTCOMES,
  impactsOf,
  outcomeOdds,
  type SimulationOutcome,
} from './simulations';

/** Multiple of the option's cost returned, across each outcome's impact band. */
export const SIMULATION_RETURN = {
  success: { min: 1.3, max: 2.0 },
  partial: { min: 0.5, max: 0.9 },
  failure: { min: 0.05, max: 0.3 },
  maxMultiple: 2.0, // the return never exceeds twice the cost
} as const;

/** A run's outcome and its impact in percent. */
export interface SimulationRun {
  outcome: SimulationOutcome;
  impact: number;
}

/** The share of a first run's return a run pays: the first European expansion opens new markets; the fifth finds none left. */
export function returnFactor(runsBefore: number): number {
  return 1 / (1 + runsBefore);
}

/** The multiple of its cost a run returns: its outcome's range at this impact, times the run's factor. */
export function returnMultiple(result: SimulationRun, factor: number): number {
  const band = IMPACT_BANDS[result.outcome];
  const returns = SIMULATION_RETURN[result.outcome];
  const position = (result.impact - band.min) / (band.max - band.min);
  return Math.min(
    SIMULATION_RETURN.maxMultiple,
    (returns.min + (returns.max - returns.min) * position) * factor,
  );
}

/** Cents a run returns: the one number completion books and reports. */
export function returnOf(costCents: number, result: SimulationRun, factor: number): number {
  return Math.round(costCents * returnMultiple(result, factor));
}

/** The mean of `value` over SPEC §4's odds of each outcome and every impact of its band. */
function expectation(successProbability: number, value: (result: SimulationRun) => number): number {
  const odds = outcomeOdds(successProbability);
  let sum = 0;
  for (const outcome of SIMULATION_OUTCOMES) {
    const impacts = impactsOf(outcome);
    for (const impact of impacts) sum += (odds[outcome] * value({ outcome, impact })) / impacts.length;
  }
  return sum;
}

type MultipleRange = { min: number; max: number };

/** What an option's next run returns, stated before the player pays. */
export interface OptionReturns {
  returnFactor: number;
  returnMultiples: Record<SimulationOutcome, MultipleRange>;
  expectedReturn: number;
  expectedMultiple: number;
  firstRunExpectedReturn: number;
}

/**
 * The returns of an option's next run, after `runsBefore` runs of its
 * scenario: the multiples by outcome and the expected return (and what a
 * first run would have been expected to return).
 */
export function optionReturns(
  option: { costCents: number; successProbability: number },
  runsBefore: number,
): OptionReturns {
  const factor = returnFactor(runsBefore);
  const range = (outcome: SimulationOutcome): MultipleRange => ({
    min: returnMultiple({ outcome, impact: IMPACT_BANDS[outcome].min }, factor),
    max: returnMultiple({ outcome, impact: IMPACT_BANDS[outcome].max }, factor),
  });
  const p = option.successProbability;
  return {
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

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
