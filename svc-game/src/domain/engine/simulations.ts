// The three fixed simulation scenarios of SPEC §9. The catalogue is the only
// source of option costs: apply-cost must match one of them, and completion
// pays back a return bounded by the option's cost and the outcome's band.

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
import { Ledger, dollarsToCents, formatDollars, type FinancialEvent } from './money';
import { SeededRandom } from './rng';
import { drawOutcome } from '@ai-council/rules';
import {
  IMPACT_BANDS,
  SIMULATION_SCENARIOS as SIMULATION_CATALOGUE,
  type SimulationOption as CatalogueOption,
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
export { IMPACT_BANDS } from '@ai-council/rules';

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

// How each scenario pays back: part at once as assets (offices, an acquired
// company), the rest as extra income over a few quarters, plus its effect on
// market share and drivers.
interface Payback {
  assetShare: number;
  incomeQuarters: number;
  marketShare: Record<SimulationOutcome, number>;
  drivers: Record<SimulationOutcome, DriverEffects>;
}

const PAYBACK: Record<string, Payback> = {
  'european-market-expansion': {
    assetShare: 0.4,
    incomeQuarters: 4,
    marketShare: { success: 40, partial: 15, failure: 0 },
    drivers: {
      success: { brand: 4, pipeline: 4 },
      partial: { pipeline: 1 },
      failure: { brand: -3, strategyFocus: -3 },
    },
  },
  'strategic-acquisition': {
    assetShare: 0.7,
    incomeQuarters: 4,
    marketShare: { success: 80, partial: 30, failure: 0 },
    drivers: {
      success: { productQuality: 4, strategyFocus: 3 },
      partial: { morale: -2 },
      failure: { morale: -5, techDebt: 5, strategyFocus: -4 },
    },
  },
  'product-recall-crisis': {
    assetShare: 0,
    incomeQuarters: 2,
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
  /** Total value returned (assets now plus income over the coming quarters), cents. */
  returnValue: number;
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
 * The return is a multiple of the cost that shrinks each time the same
 * scenario is played again.
 */
function closeSimulation(
  state: CompanyState,
  simulation: OpenSimulation,
  result: SimulationResult,
): SimulationCompletion {
  const { scenario, option: known } = catalogueEntry(simulation.optionId);
  const band = IMPACT_BANDS[result.outcome];
  const runs = state.counters.simulationRuns[scenario.id] ?? 0;
  const returns = SIMULATION_RETURN[result.outcome];
  const position = (result.impact - band.min) / (band.max - band.min);
  // The first European expansion opens new markets; the fifth finds none left.
  const freshness = 1 / (1 + runs);
  const multiple = Math.min(
    SIMULATION_RETURN.maxMultiple,
    (returns.min + (returns.max - returns.min) * position) * freshness,
  );
  const returnValue = Math.round(simulation.cost * multiple);

  const payback = PAYBACK[scenario.id];
  if (!payback) throw new UnknownSimulationOptionError(`No payback rule for ${scenario.id}`);
  const assetValue = Math.round(returnValue * payback.assetShare);
  const income = returnValue - assetValue;
  const shareGain = Math.round(payback.marketShare[result.outcome] * freshness);

  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    state.currentQuarter,
  );
  ledger.post(
    'assets',
    'simulation_asset',
    `${scenario.title} (${result.outcome}, impact ${result.impact}%): assets gained`,
    `simulation:${simulation.id}`,
    assetValue,
  );

  const next = copyCompany(state);
  setBooks(next, ledger);
  next.drivers = applyDriverEffects(state.drivers, payback.drivers[result.outcome]);
  next.openSimulations = state.openSimulations.filter((open) => open.id !== simulation.id);
  next.counters = {
    ...next.counters,
    simulationsCompleted: state.counters.simulationsCompleted + 1,
    simulationRuns: { ...state.counters.simulationRuns, [scenario.id]: runs + 1 },
  };
  if (income !== 0 || shareGain !== 0) {
    const description = `${scenario.title}: ${known.title} returns ${formatDollars(income)} over ${payback.incomeQuarters} quarters`;
    next.effects = [
      ...next.effects,
      ongoing('simulation', simulation.id, description, payback.incomeQuarters, {}, income, shareGain),
    ];
  }
  return { state: next, events: ledger.events, simulation, returnValue };
}

/** SPEC §4's draw (packages/rules), on the game's seeded generator. */
export function drawSimulationResult(successProbability: number, rng: SeededRandom): SimulationResult {
  return drawOutcome(successProbability, () => rng.next());
}
