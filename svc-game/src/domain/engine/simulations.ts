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
  UnknownSimulationOptionError,
} from './errors';
import { Ledger, dollarsToCents, formatDollars, type FinancialEvent } from './money';
import type { SeededRandom } from './rng';
import { SIMULATION_RETURN } from './tuning';

export type SimulationDifficulty = 'easy' | 'medium' | 'hard' | 'expert';
export type SimulationApproach = 'conservative' | 'balanced' | 'aggressive';
export type SimulationOutcome = 'success' | 'partial' | 'failure';

export interface SimulationOption {
  id: string;
  title: string;
  description: string;
  /** Whole dollars, as SPEC §9 lists it and the client sends it to apply-cost. */
  cost: number;
  /** The same cost in cents, as the company state books it. */
  costCents: number;
  /** 0-1; SPEC §4 draws success below p, partial below p + 0.30. */
  successProbability: number;
  approach: SimulationApproach;
}

export interface SimulationScenario {
  id: string;
  title: string;
  description: string;
  difficulty: SimulationDifficulty;
  category: string;
  /** Seconds the client's simulation runs. */
  duration: number;
  parameters: { budget: number; timeframe: string; stakeholders: string[]; riskLevel: number };
  outcomes: Record<SimulationOutcome, string>;
  resolutionOptions: SimulationOption[];
}

export interface SimulationResult {
  outcome: SimulationOutcome;
  /** Percent, within the outcome's band (SPEC §4). */
  impact: number;
}

/** SPEC §4 impact bands, inclusive. */
export const IMPACT_BANDS: Record<SimulationOutcome, { min: number; max: number }> = {
  success: { min: 85, max: 100 },
  partial: { min: 40, max: 70 },
  failure: { min: 10, max: 40 },
};

const option = (
  id: string,
  title: string,
  description: string,
  cost: number,
  successProbability: number,
  approach: SimulationApproach,
): SimulationOption => ({
  id,
  title,
  description,
  cost,
  costCents: dollarsToCents(cost),
  successProbability,
  approach,
});

export const SIMULATION_SCENARIOS: readonly SimulationScenario[] = [
  {
    id: 'european-market-expansion',
    title: 'European Market Expansion',
    description: 'Take the product into Europe: choose how fast and how broadly to enter new markets.',
    difficulty: 'medium',
    category: 'expansion',
    duration: 45,
    parameters: {
      budget: 2_400_000,
      timeframe: '6 months',
      stakeholders: ['Board', 'Sales', 'Marketing', 'Legal & Compliance', 'Local partners'],
      riskLevel: 65,
    },
    outcomes: {
      success: 'European customers adopt the product quickly and the new markets pay back the investment.',
      partial: 'Some markets take off while others stall; the expansion pays back slowly.',
      failure: 'Regulation and local competitors stall the launch; most of the spend is lost.',
    },
    resolutionOptions: [
      option(
        'eu-pilot-market',
        'Pilot in one market',
        'Open a small sales office in Germany and test demand before committing more.',
        800_000,
        0.75,
        'conservative',
      ),
      option(
        'eu-regional-launch',
        'Regional launch with partners',
        'Launch in Germany, France and the Benelux with local partners and a shared support hub.',
        2_400_000,
        0.6,
        'balanced',
      ),
      option(
        'eu-continent-wide',
        'Continent-wide launch',
        'Enter every major EU market at once with local teams, heavy marketing and a localised product.',
        4_200_000,
        0.45,
        'aggressive',
      ),
    ],
  },
  {
    id: 'strategic-acquisition',
    title: 'Strategic Acquisition',
    description:
      'A chance to buy growth: weigh integration risk against the capabilities and customers you gain.',
    difficulty: 'hard',
    category: 'strategic',
    duration: 60,
    parameters: {
      budget: 15_000_000,
      timeframe: '12 months',
      stakeholders: ['Board', 'Finance', 'Human Resources', 'Technology', 'Shareholders'],
      riskLevel: 80,
    },
    outcomes: {
      success: 'The acquired business integrates smoothly and its customers and technology add real value.',
      partial: 'Integration is slow and some talent leaves, but part of the value is captured.',
      failure: 'Culture clashes and hidden liabilities wipe out most of the deal’s value.',
    },
    resolutionOptions: [
      option(
        'acquire-niche-startup',
        'Acquire a niche startup',
        'Buy a small team with a technology that fills a gap in the product.',
        5_000_000,
        0.8,
        'conservative',
      ),
      option(
        'acquire-regional-competitor',
        'Acquire a regional competitor',
        'Buy a competitor for its customer base and merge the two product lines.',
        15_000_000,
        0.55,
        'balanced',
      ),
      option(
        'acquire-market-leader',
        'Bid for a market leader',
        'Make a leveraged bid for a larger rival to leap to the front of the market.',
        22_000_000,
        0.35,
        'aggressive',
      ),
    ],
  },
  {
    id: 'product-recall-crisis',
    title: 'Product Recall Crisis',
    description:
      'A defect reaches customers. Decide how far to go to protect them and the brand within 72 hours.',
    difficulty: 'expert',
    category: 'crisis',
    duration: 30,
    parameters: {
      budget: 5_000_000,
      timeframe: '72 hours',
      stakeholders: ['Customers', 'Regulators', 'Product', 'Legal & Compliance', 'Press'],
      riskLevel: 95,
    },
    outcomes: {
      success: 'Customers and regulators praise the response; trust in the brand comes out stronger.',
      partial: 'The defect is contained but the story lingers and some customers leave.',
      failure: 'The response looks slow and evasive; regulators step in and the brand suffers.',
    },
    resolutionOptions: [
      option(
        'recall-targeted-fix',
        'Targeted fix and notification',
        'Patch affected units and notify customers directly, keeping the recall small.',
        2_000_000,
        0.4,
        'conservative',
      ),
      option(
        'recall-voluntary',
        'Full voluntary recall',
        'Recall every affected unit, refund customers and brief regulators proactively.',
        5_000_000,
        0.7,
        'balanced',
      ),
      option(
        'recall-and-rebuild',
        'Recall, compensate and rebuild',
        'Recall, compensate generously, and fund a quality overhaul with independent audits.',
        8_500_000,
        0.85,
        'aggressive',
      ),
    ],
  },
];

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

/** Pay for a simulation option and open one simulation for it. */
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
  const simulation: OpenSimulation = {
    id: `sim-${opened}`,
    scenarioId: scenario.id,
    optionId: known.id,
    cost: known.costCents,
    openedInQuarter: state.currentQuarter,
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
 * Close the oldest open simulation of this option with the client's result.
 * The impact must sit inside its outcome's band; the return is a multiple of
 * the cost that shrinks each time the same scenario is played again.
 */
export function completeSimulation(
  state: CompanyState,
  chosen: Pick<SimulationOption, 'id'>,
  result: SimulationResult,
): SimulationCompletion {
  assertActive(state);
  const { scenario, option: known } = catalogueEntry(chosen.id);
  const band = IMPACT_BANDS[result?.outcome];
  if (!band) throw new InvalidSimulationResultError(`Unknown outcome ${String(result?.outcome)}`);
  if (!Number.isFinite(result.impact) || result.impact < band.min || result.impact > band.max) {
    throw new InvalidSimulationResultError(
      `Impact ${String(result.impact)} is outside the ${result.outcome} band ${band.min}-${band.max}`,
    );
  }
  const simulation = state.openSimulations.find((open) => open.optionId === known.id);
  if (!simulation) throw new SimulationNotOpenError(known.id);

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

/** SPEC §4's draw: success below p, partial below p + 0.30, else failure; impact inside the band. */
export function drawSimulationResult(successProbability: number, rng: SeededRandom): SimulationResult {
  const roll = rng.next();
  const outcome: SimulationOutcome =
    roll < successProbability ? 'success' : roll < successProbability + 0.3 ? 'partial' : 'failure';
  const band = IMPACT_BANDS[outcome];
  return { outcome, impact: rng.int(band.min, band.max) };
}
