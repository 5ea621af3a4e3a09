// The company document: a plain JSON object (integers, strings, arrays) that
// svc-game stores as is. Money in cents, market share in hundredths of a
// percent, drivers 0-100.

import { InvalidEngineInputError } from './errors';
import {
  hashSeed,
  SeededRandom,
  type Department,
  type Severity,
  DRIVER_NAMES,
  type Drivers,
  type DriverEffects,
} from '@ai-council/rules';
import type { SimulationResult } from '@ai-council/contracts';
import { START, MARKET, FINANCE } from './tuning';
import { clampDriver, liquidityFrom } from './drivers';
import { operatingCostRate, revenuePerEmployee } from './finance';
import { appeal, LIST_PRICE_LEVEL } from './demand';
import type { ActiveLever } from './levers';
import { NO_FINANCING, type Financing } from './financing';

export type { ActiveLever } from './levers';
export type GameStatus = 'active' | 'ended';
export type EndReason = 'victory' | 'bankruptcy' | 'time_limit';
export type ScenarioSeverity = Severity;
export type MarketShockKind = 'boom' | 'recession' | 'new_competitor';

export interface MarketState {
  /** The cycle's own growth (hundredths of a percent per quarter), before shocks. */
  trendGrowth: number;
  /** Last quarter's market growth including any shock. */
  growthRate: number;
  /** Rivalry the company's competitiveness is measured against; 50 is normal. */
  competitorPressure: number;
  /**
   * The rivals' price index, percent of our list price: 100 normally, lower
   * while a new competitor's launch price lasts. Absent on games stored
   * before the demand curve: read as 100 (demand.ts competitorPriceOf).
   */
  competitorPrice?: number;
  shock: { kind: MarketShockKind; quartersLeft: number } | null;
}

export type EffectSource = 'decision' | 'scenario' | 'simulation';

/** Something the player did that keeps paying out (or costing) over quarters. */
export interface OngoingEffect {
  id: string;
  source: EffectSource;
  sourceId: string;
  description: string;
  remainingQuarters: number;
  /** Still to apply, spread evenly over the remaining quarters. */
  remainingDriverEffects: DriverEffects;
  remainingCash: number;
  remainingMarketShare: number;
}

/** A council scenario that was still open when a quarter was played. */
export interface ScenarioPenalty {
  scenarioId: string;
  department: Department;
  severity: ScenarioSeverity;
  quartersOpen: number;
  totalCashPenalty: number;
  /** The damage it does if neglected, set when it was first left open (absent on games from before stakes). */
  stake?: number;
}

export interface OpenSimulation {
  id: string;
  scenarioId: string;
  optionId: string;
  cost: number;
  openedInQuarter: number;
  /**
   * How it turns out, drawn on the game's generator when it opens, so the
   * player's browser only reveals it. Absent on simulations opened before the
   * server drew outcomes; those draw when they are settled.
   */
  result?: SimulationResult;
  /**
   * Runs of this scenario the game had opened before this one, fixed when it
   * opens so the diminished return stated before paying is the one applied.
   * Absent on simulations opened before it was kept; those count completed runs.
   */
  runsBefore?: number;
}

export interface GameCounters {
  positiveCashFlowStreak: number;
  bestPositiveCashFlowStreak: number;
  scenariosResolved: number;
  scenariosResolvedWell: number;
  decisionsImplemented: number;
  simulationsOpened: number;
  simulationsCompleted: number;
  /** Completed runs per simulation scenario: a market can only be entered so often. */
  simulationRuns: Record<string, number>;
  incidents: number;
  peakNetWorth: number;
}

/** One played quarter, kept for objectives and charts. */
export interface QuarterRecord {
  quarter: number;
  revenue: number;
  costs: number;
  cashFlow: number;
  cash: number;
  netWorth: number;
  marketSize: number;
  marketShare: number;
  employeeCount: number;
  quarterlyGrowth: number;
  marketShock: MarketShockKind | null;
}

export interface CompanyState {
  /** Shape version of this document, for future migrations. */
  schemaVersion: 1;
  seed: number;
  /** The generator's stored state (see rng.ts). */
  rngState: number;
  status: GameStatus;
  endReason: EndReason | null;
  finalScore: number | null;
  /** Year of the last played quarter (1..5); 0 before the first quarter. */
  gameYears: number;
  /** While active: the quarter about to be played (1..20). Once ended: the last quarter played. */
  currentQuarter: number;
  quartersPlayed: number;

  cash: number;
  assets: number;
  liabilities: number;
  netWorth: number;
  /** Last played quarter's figures. */
  revenue: number;
  costs: number;
  cashFlow: number;
  quarterlyGrowth: number;

  marketSize: number;
  marketShare: number;
  market: MarketState;
  /**
   * The price level (percent of list price) last quarter sold at. Absent on
   * games stored before the demand curve: read as 100 (list price).
   */
  priceLevel?: number;

  employeeCount: number;
  averageSalary: number;

  drivers: Drivers;
  effects: OngoingEffect[];
  /** Levers of the player's plans still running (a game stored before levers reads as none). */
  levers: ActiveLever[];
  /** The credit line and the player's stake (a game stored before financing reads as NO_FINANCING). */
  financing: Financing;
  scenarioPenalties: ScenarioPenalty[];
  openSimulations: OpenSimulation[];
  implementedDecisionIds: string[];
  resolvedScenarioIds: string[];
  counters: GameCounters;
  history: QuarterRecord[];
}

export interface CreateCompanyOptions {
  /** Starting net worth in cents; SPEC's default is $1,000,000. */
  startingNetWorth?: number;
}

/** A new company at the start of quarter 1. Same seed, same company. */
export function createCompany(seed: number | string, options: CreateCompanyOptions = {}): CompanyState {
  const seedValue = hashSeed(seed);
  const rng = new SeededRandom(seedValue);
  const netWorth = options.startingNetWorth ?? START.netWorth;
  if (!Number.isSafeInteger(netWorth) || netWorth - START.assets + START.liabilities < 0) {
    throw new InvalidEngineInputError('startingNetWorth must be integer cents large enough to leave cash');
  }

  const drivers = startingDrivers(rng);
  const employeeCount = rng.int(START.employeesMin, START.employeesMax);
  const marketShare = rng.int(START.marketShareMin, START.marketShareMax);

  const { revenue, costs, averageSalary, marketSize } = quarterBeforeTheGame(
    drivers,
    employeeCount,
    marketShare,
  );

  const assets = START.assets;
  const liabilities = START.liabilities;
  const cash = netWorth - assets + liabilities;
  drivers.liquidity = liquidityFrom(cash, costs);

  return {
    schemaVersion: 1,
    seed: seedValue,
    rngState: rng.state,
    status: 'active',
    endReason: null,
    finalScore: null,
    gameYears: 0,
    currentQuarter: 1,
    quartersPlayed: 0,
    cash,
    assets,
    liabilities,
    netWorth: cash + assets - liabilities,
    revenue,
    costs,
    cashFlow: revenue - costs,
    quarterlyGrowth: 0,
    marketSize,
    marketShare,
    market: {
      trendGrowth: MARKET.baseGrowth,
      growthRate: MARKET.baseGrowth,
      competitorPressure: MARKET.basePressure,
      competitorPrice: MARKET.competitorPrice,
      shock: null,
    },
    priceLevel: LIST_PRICE_LEVEL,
    employeeCount,
    averageSalary,
    drivers,
    effects: [],
    levers: [],
    financing: NO_FINANCING,
    scenarioPenalties: [],
    openSimulations: [],
    implementedDecisionIds: [],
    resolvedScenarioIds: [],
    counters: freshCounters(netWorth),
    history: [],
  };
}

// The quarter before the game, sold at list price against rivals at list
// price: a company staffed for its units (so the first quarter neither hires
// nor fires) and slightly profitable, whatever its weak departments: salaries
// are what the business could afford.
function quarterBeforeTheGame(drivers: Drivers, employeeCount: number, marketShare: number) {
  const revenue = Math.round(employeeCount * revenuePerEmployee(drivers.efficiency));
  const variableRate = operatingCostRate(drivers.efficiency) + FINANCE.marketingRate + FINANCE.researchRate;
  const otherCosts =
    Math.round(revenue * variableRate) +
    FINANCE.fixedOverhead +
    employeeCount * FINANCE.overheadPerEmployee +
    Math.round(START.liabilities * FINANCE.interestRate);
  const averageSalary = Math.round((revenue * (1 - START.margin) - otherCosts) / employeeCount);
  const costs = employeeCount * averageSalary + otherCosts;
  const marketSize = Math.round(revenue / ((marketShare / 10_000) * appeal(drivers)));
  return { revenue, costs, averageSalary, marketSize };
}

function freshCounters(netWorth: number): GameCounters {
  return {
    positiveCashFlowStreak: 0,
    bestPositiveCashFlowStreak: 0,
    scenariosResolved: 0,
    scenariosResolvedWell: 0,
    decisionsImplemented: 0,
    simulationsOpened: 0,
    simulationsCompleted: 0,
    simulationRuns: {},
    incidents: 0,
    peakNetWorth: netWorth,
  };
}

/** 'Play Again': a brand-new company from a new seed. */
export function restartGame(seed: number | string, options: CreateCompanyOptions = {}): CompanyState {
  return createCompany(seed, options);
}

// Drivers around 50-60, with one or two weak departments so the first council
// already has something to say.
function startingDrivers(rng: SeededRandom): Drivers {
  const drivers = {} as Drivers;
  for (const name of DRIVER_NAMES) {
    const value = rng.int(START.driverMin, START.driverMax);
    // techDebt is "lower is better": mirror it so it starts as healthy as the rest.
    drivers[name] = name === 'techDebt' ? 100 - value : value;
  }
  const candidates = DRIVER_NAMES.filter((name) => name !== 'liquidity');
  const weakCount = rng.int(START.weakDepartmentsMin, START.weakDepartmentsMax);
  const pool = [...candidates];
  for (let i = 0; i < weakCount; i++) {
    const index = Math.floor(rng.next() * pool.length);
    const [name] = pool.splice(index, 1);
    if (name === undefined) break;
    const weak = rng.int(START.weakDriverMin, START.weakDriverMax);
    drivers[name] = clampDriver(name === 'techDebt' ? 100 - weak : weak);
  }
  return drivers;
}

/**
 * A shallow copy to build the next state in. Spelled out field by field: it is
 * several times faster than a spread on this wide object (the balance suite
 * plays ~70,000 quarters), and the compiler flags any field left out.
 */
export function copyCompany(state: CompanyState): CompanyState {
  return {
    schemaVersion: state.schemaVersion,
    seed: state.seed,
    rngState: state.rngState,
    status: state.status,
    endReason: state.endReason,
    finalScore: state.finalScore,
    gameYears: state.gameYears,
    currentQuarter: state.currentQuarter,
    quartersPlayed: state.quartersPlayed,
    cash: state.cash,
    assets: state.assets,
    liabilities: state.liabilities,
    netWorth: state.netWorth,
    revenue: state.revenue,
    costs: state.costs,
    cashFlow: state.cashFlow,
    quarterlyGrowth: state.quarterlyGrowth,
    marketSize: state.marketSize,
    marketShare: state.marketShare,
    market: state.market,
    // A game stored before the demand curve last sold at list price.
    priceLevel: state.priceLevel ?? LIST_PRICE_LEVEL,
    employeeCount: state.employeeCount,
    averageSalary: state.averageSalary,
    drivers: state.drivers,
    effects: state.effects,
    levers: state.levers,
    financing: state.financing,
    scenarioPenalties: state.scenarioPenalties,
    openSimulations: state.openSimulations,
    implementedDecisionIds: state.implementedDecisionIds,
    resolvedScenarioIds: state.resolvedScenarioIds,
    counters: state.counters,
    history: state.history,
  };
}
