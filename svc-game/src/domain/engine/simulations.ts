// The three fixed simulation scenarios of SPEC §9. The catalogue is the only
// source of option costs: apply-cost must match one of them, and completion
// pays back a return bounded by the option's cost and the outcome's band. One
// rule (returnOf) prices a run: the expected return stated before paying
// weighs it over SPEC §4's odds, and completion books exactly what it gives.

import { copyCompany, type CompanyState, type OpenSimulation } from './company';
import { applyDriverEffects, type DriverEffects } from './drivers';
import { assertActive, ongoing, setBooks } from './effects';
import {
  InsufficientCashError,
  InvalidSimulationResultError,
  SimulationNotOpenError,
  SimulationResultMismatchError,
  UnknownSimulationOptionError,
} from './errors';
import { Ledger, dollarsToCents, type FinancialEvent } from './money';
import { SeededRandom } from './rng';
import { IMPACT_BANDS, SIMULATION_OUTCOMES, drawOutcome, impactsOf, outcomeOdds } from '@ai-council/rules';
import {
  SIMULATION_SCENARIOS as SIMULATION_CATALOGUE,
  type SimulationOption as CatalogueOption,
  type SimulationOptionReturn,
  type SimulationOutcome,
  type SimulationResult,
  type SimulationScenario as CatalogueScenario,
} from '@ai-council/contracts';
import { SIMULATION_RETURN } from './tuning';

export type {
  SimulationApproach,
  SimulationDifficulty,
  SimulationOutcome,
  SimulationResult,
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

// How each scenario pays back, all of it when it completes: part as assets
// (offices, an acquired company), the rest in cash, so net worth rises by the
// return reported that day. Market share moves over a few quarters, and the
// drivers at once.
interface Payback {
  assetShare: number;
  shareQuarters: number;
  marketShare: Record<SimulationOutcome, number>;
  drivers: Record<SimulationOutcome, DriverEffects>;
}

const PAYBACK: Record<string, Payback> = {
  'european-market-expansion': {
    assetShare: 0.4,
    shareQuarters: 4,
    marketShare: { success: 40, partial: 15, failure: 0 },
    drivers: {
      success: { brand: 4, pipeline: 4 },
      partial: { pipeline: 1 },
      failure: { brand: -3, strategyFocus: -3 },
    },
  },
  'strategic-acquisition': {
    assetShare: 0.7,
    shareQuarters: 4,
    marketShare: { success: 80, partial: 30, failure: 0 },
    drivers: {
      success: { productQuality: 4, strategyFocus: 3 },
      partial: { morale: -2 },
      failure: { morale: -5, techDebt: 5, strategyFocus: -4 },
    },
  },
  'product-recall-crisis': {
    assetShare: 0,
    shareQuarters: 2,
    marketShare: { success: 0, partial: 0, failure: -20 },
    drivers: {
      success: { brand: 5, compliance: 5, productQuality: 4 },
      partial: { compliance: 2, productQuality: 1 },
      failure: { brand: -6, compliance: -3, productQuality: -2 },
    },
  },
};

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

function catalogueEntry(optionId: string): SimulationOptionMatch {
  for (const scenario of SIMULATION_SCENARIOS) {
    const found = scenario.resolutionOptions.find((candidate) => candidate.id === optionId);
    if (found) return { scenario, option: found };
  }
  throw new UnknownSimulationOptionError(`Unknown simulation option ${optionId}`);
}

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

export interface SimulationCostResult {
  state: CompanyState;
  events: FinancialEvent[];
  simulation: OpenSimulation;
}

/**
 * Pay for a simulation option and open one simulation for it. How it turns
 * out is drawn here, on the game's generator (SPEC §4's draw), and kept on the
 * open simulation: the same seed and the same choices give the same outcome,
 * and the browser only plays the run and reveals it.
 */
export function applySimulationCost(
  state: CompanyState,
  chosen: Pick<SimulationOption, 'id'>,
): SimulationCostResult {
  assertActive(state);
  // Costs come from the catalogue, never from the caller's object.
  const { scenario, option: known } = catalogueEntry(chosen.id);
  if (state.cash < known.costCents) throw new InsufficientCashError(known.costCents, state.cash);

  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    state.currentQuarter,
  );
  const opened = state.counters.simulationsOpened + 1;
  const rng = new SeededRandom(state.rngState);
  const simulation: OpenSimulation = {
    id: `sim-${opened}`,
    scenarioId: scenario.id,
    optionId: known.id,
    cost: known.costCents,
    openedInQuarter: state.currentQuarter,
    result: drawSimulationResult(known.successProbability, rng),
    runsBefore: runsOpened(state, scenario.id),
  };
  ledger.post(
    'cash',
    'simulation_cost',
    `${scenario.title}: ${known.title}`,
    `simulation:${simulation.id}`,
    -known.costCents,
  );
  const next = copyCompany(state);
  setBooks(next, ledger);
  next.rngState = rng.state;
  next.openSimulations = [...state.openSimulations, simulation];
  next.counters = { ...next.counters, simulationsOpened: opened };
  return { state: next, events: ledger.events, simulation };
}

/** The oldest open simulation of a scenario, by title or id (complete sends the title). */
export function findOpenSimulation(
  state: CompanyState,
  scenarioTitleOrId: string,
): (SimulationOptionMatch & { simulation: OpenSimulation }) | undefined {
  const scenario = findSimulationScenario(scenarioTitleOrId);
  if (!scenario) return undefined;
  const simulation = state.openSimulations.find((open) => open.scenarioId === scenario.id);
  if (!simulation) return undefined;
  return { ...catalogueEntry(simulation.optionId), simulation };
}

export interface SimulationCompletion {
  state: CompanyState;
  events: FinancialEvent[];
  simulation: OpenSimulation;
  /** Cents returned, all booked now: `booked.assets + booked.cash`. */
  returnValue: number;
  /** The multiple of the cost applied. */
  returnMultiple: number;
  /** The share of a first run's return this run paid. */
  returnFactor: number;
  runsBefore: number;
  booked: { assets: number; cash: number };
}

/**
 * Close the oldest open simulation of this option with a given result (the
 * balance suite's and the tests' entry; the server settles the drawn result
 * with settleSimulation). The impact must sit inside its outcome's band.
 */
export function completeSimulation(
  state: CompanyState,
  chosen: Pick<SimulationOption, 'id'>,
  result: SimulationResult,
): SimulationCompletion {
  assertActive(state);
  const { option: known } = catalogueEntry(chosen.id);
  checkBand(result);
  const simulation = state.openSimulations.find((open) => open.optionId === known.id);
  if (!simulation) throw new SimulationNotOpenError(known.id);
  return closeSimulation(state, simulation, result);
}

/**
 * Settle an open simulation with the result the game drew when it opened. A
 * claimed outcome or impact that differs is refused and nothing moves; a
 * simulation opened before outcomes were drawn draws now, on the same generator.
 */
export function settleSimulation(
  state: CompanyState,
  simulationId: string,
  claimed: Partial<SimulationResult> = {},
): SimulationCompletion & { result: SimulationResult } {
  assertActive(state);
  const simulation = state.openSimulations.find((open) => open.id === simulationId);
  if (!simulation) throw new SimulationNotOpenError(simulationId);
  let from = state;
  let result = simulation.result;
  if (!result) {
    const rng = new SeededRandom(state.rngState);
    result = drawSimulationResult(catalogueEntry(simulation.optionId).option.successProbability, rng);
    from = { ...copyCompany(state), rngState: rng.state };
  }
  const differs =
    (claimed.outcome !== undefined && claimed.outcome !== result.outcome) ||
    (claimed.impact !== undefined && claimed.impact !== result.impact);
  if (differs) throw new SimulationResultMismatchError(result, claimed);
  return { ...closeSimulation(from, simulation, result), result };
}

function checkBand(result: SimulationResult): void {
  const band = IMPACT_BANDS[result?.outcome];
  if (!band) throw new InvalidSimulationResultError(`Unknown outcome ${String(result?.outcome)}`);
  if (!Number.isFinite(result.impact) || result.impact < band.min || result.impact > band.max) {
    throw new InvalidSimulationResultError(
      `Impact ${String(result.impact)} is outside the ${result.outcome} band ${band.min}-${band.max}`,
    );
  }
}

/**
 * Book a run's return: returnOf prices it once, and that number is what the
 * books gain now (assets and cash) and what completion reports. Each earlier
 * run of the scenario shrinks it, by the factor fixed when this one opened.
 */
function closeSimulation(
  state: CompanyState,
  simulation: OpenSimulation,
  result: SimulationResult,
): SimulationCompletion {
  const { scenario, option: known } = catalogueEntry(simulation.optionId);
  const completedRuns = state.counters.simulationRuns[scenario.id] ?? 0;
  const runsBefore = simulation.runsBefore ?? completedRuns;
  const factor = returnFactor(runsBefore);
  const multiple = returnMultiple(result, factor);
  const returnValue = returnOf(simulation.cost, result, factor);

  const payback = PAYBACK[scenario.id];
  if (!payback) throw new UnknownSimulationOptionError(`No payback rule for ${scenario.id}`);
  const assetValue = Math.round(returnValue * payback.assetShare);
  const cashValue = returnValue - assetValue;
  const shareGain = Math.round(payback.marketShare[result.outcome] * factor);

  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    state.currentQuarter,
  );
  const run = `${scenario.title}: ${known.title} (${result.outcome}, impact ${result.impact}%)`;
  const source = `simulation:${simulation.id}`;
  ledger.post('assets', 'simulation_asset', `${run}: assets gained`, source, assetValue);
  ledger.post('cash', 'simulation_return', `${run}: returned in cash`, source, cashValue);

  const next = copyCompany(state);
  setBooks(next, ledger);
  next.drivers = applyDriverEffects(state.drivers, payback.drivers[result.outcome]);
  next.openSimulations = state.openSimulations.filter((open) => open.id !== simulation.id);
  next.counters = {
    ...next.counters,
    simulationsCompleted: state.counters.simulationsCompleted + 1,
    simulationRuns: { ...state.counters.simulationRuns, [scenario.id]: completedRuns + 1 },
  };
  if (shareGain !== 0) {
    const moves = shareGain > 0 ? 'wins market share' : 'loses market share';
    const description = `${scenario.title}: ${known.title} ${moves} over ${payback.shareQuarters} quarters`;
    next.effects = [
      ...next.effects,
      ongoing('simulation', simulation.id, description, payback.shareQuarters, {}, 0, shareGain),
    ];
  }
  return {
    state: next,
    events: ledger.events,
    simulation,
    returnValue,
    returnMultiple: multiple,
    returnFactor: factor,
    runsBefore,
    booked: { assets: assetValue, cash: cashValue },
  };
}

/** SPEC §4's draw (packages/rules), on the game's seeded generator. */
export function drawSimulationResult(successProbability: number, rng: SeededRandom): SimulationResult {
  return drawOutcome(successProbability, () => rng.next());
}
