// Running a simulation of SPEC §9: paying for a catalogue option opens it with
// its outcome drawn then, on the game's generator; completing or settling it
// reveals that outcome and books exactly the return returnOf prices (see
// packages/rules simulation-returns.ts), part as assets and the rest in cash.

import { copyCompany, type CompanyState, type OpenSimulation } from './company';
import { applyDriverEffects } from './drivers';
import { assertActive, ongoing, setBooks } from './effects';
import {
  InsufficientCashError,
  InvalidSimulationResultError,
  SimulationNotOpenError,
  UnknownSimulationOptionError,
} from './errors';
import { Ledger, type FinancialEvent } from './money';
import {
  IMPACT_BANDS,
  SeededRandom,
  drawOutcome,
  returnFactor,
  returnMultiple,
  returnOf,
  type DriverEffects,
} from '@ai-council/rules';
import type { SimulationOutcome, SimulationResult } from '@ai-council/contracts';
import {
  catalogueEntry,
  findSimulationScenario,
  type SimulationOption,
  type SimulationOptionMatch,
} from './simulation-catalogue';
import { runsOpened } from './simulation-returns';

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
 * Settle an open simulation with the result the game drew when it opened (the
 * server owns the outcome: what a client says of it is never read); a
 * simulation opened before outcomes were drawn draws now, on the same generator.
 */
export function settleSimulation(
  state: CompanyState,
  simulationId: string,
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
