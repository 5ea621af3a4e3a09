// Playing one quarter, in GAME.md's order:
//   1 ongoing effects, 2 escalate open scenarios, 3 market cycle,
//   4 market share, 5 revenue/costs/cash/depreciation, 6 driver drift,
// with the levers of the player's plans acting on steps 4 and 5 while they run,
//   7 objectives and end conditions, 8 snapshot and financial events.
// Pure: state and the stored generator in, new state and events out.

import type { QuarterlyLevers } from '@ai-council/contracts';

import { copyCompany, type CompanyState, type MarketShockKind, type QuarterRecord } from './company';
import { applyDriverEffects, driftDrivers } from './drivers';
import { assertActive, runOngoingEffects, setBooks } from './effects';
import { checkEndConditions } from './end-conditions';
import { escalateOpenScenarios, type OpenScenario, type ScenarioEscalation } from './escalation';
import { InvalidEngineInputError } from './errors';
import { runOperations } from './finance';
import { runDownLevers } from './levers';
import { competitorPriceOf, priceLevelOf, priceSwitching } from './demand';
import { pullQuarterlyLevers } from './quarterly-levers';
import { moveMarket, moveMarketShare } from './market';
import { Ledger, type FinancialEvent } from './money';
import { QUARTERS_PER_YEAR, SeededRandom } from '@ai-council/rules';
import { finalScore } from './score';
import { SHARE } from './tuning';

export interface AdvanceQuarterInput {
  /** Scenarios svc-council still has open; each one escalates this quarter. */
  openScenarios: OpenScenario[];
  /** The player's quarterly levers for this quarter (none, or the defaults: the quarter plays as it always has). */
  levers?: QuarterlyLevers | null;
}

export interface QuarterResult {
  state: CompanyState;
  /** Every change to cash, assets and liabilities this quarter, in order. */
  events: FinancialEvent[];
  /** The quarter that was just played. */
  quarter: number;
  /** New severities of the open scenarios, for svc-council. */
  escalations: ScenarioEscalation[];
  marketShock: MarketShockKind | null;
  ended: boolean;
}

export function advanceQuarter(state: CompanyState, input: AdvanceQuarterInput): QuarterResult {
  assertActive(state);
  if (!input || !Array.isArray(input.openScenarios)) {
    throw new InvalidEngineInputError('openScenarios must be a list');
  }
  if (!input.levers) return playQuarter(state, input.openScenarios);
  // The quarterly levers are pulled as the quarter begins: the financing is booked, the levers run in it.
  const pulled = pullQuarterlyLevers(state, input.levers);
  const played = playQuarter(pulled.state, input.openScenarios);
  return { ...played, events: [...pulled.events, ...played.events] };
}

function playQuarter(state: CompanyState, openScenarios: OpenScenario[]): QuarterResult {
  const quarter = state.currentQuarter;
  const rng = new SeededRandom(state.rngState);
  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    quarter,
  );
  const played = playSteps(state, openScenarios, ledger, rng);
  const next = companyAfter(state, played, ledger, rng);
  const endReason = closeQuarter(state, next, played.marketMove.shockStarted);
  return {
    state: next,
    events: ledger.events,
    quarter,
    escalations: played.escalation.escalations,
    marketShock: played.marketMove.shockStarted,
    ended: endReason !== null,
  };
}

/** What steps 1 to 6 made of the quarter, before the company is written down. */
interface PlayedSteps {
  drivers: CompanyState['drivers'];
  marketShare: number;
  effects: CompanyState['effects'];
  escalation: ReturnType<typeof escalateOpenScenarios>;
  marketMove: ReturnType<typeof moveMarket>;
  operations: ReturnType<typeof runOperations>;
  costs: number;
  cashFlow: number;
}

/** Steps 1 to 6, each booking what it does in the quarter's ledger. */
function playSteps(
  state: CompanyState,
  openScenarios: OpenScenario[],
  ledger: Ledger,
  rng: SeededRandom,
): PlayedSteps {
  const quarter = state.currentQuarter;
  // 1. Ongoing effects of decisions, resolved scenarios and simulations.
  const effectsStep = runOngoingEffects(state.effects, ledger);
  let drivers = applyDriverEffects(state.drivers, effectsStep.driverEffects);
  let marketShare = clampShare(state.marketShare + effectsStep.marketShare);

  // 2. Ignoring the council costs money and erodes the department.
  const escalation = escalateOpenScenarios(openScenarios, state.scenarioPenalties, state.revenue, ledger);
  drivers = applyDriverEffects(drivers, escalation.driverEffects);
  const escalationCosts = escalation.escalations.reduce((sum, item) => sum + item.cashPenalty, 0);

  // 3. The market's own cycle, with rare shocks.
  const marketMove = moveMarket(state.market, state.marketSize, rng);

  // 4. Share against competitors, bounded per quarter; customers switch on price too.
  const competitorPrice = competitorPriceOf(marketMove.market);
  marketShare = moveMarketShare(
    marketShare,
    drivers,
    marketMove.market.competitorPressure,
    priceSwitching(drivers, priceLevelOf(state.levers), competitorPrice),
  );

  // 5. Revenue, costs, cash, depreciation.
  const operations = runOperations(
    {
      marketSize: marketMove.marketSize,
      marketShare,
      employeeCount: state.employeeCount,
      averageSalary: state.averageSalary,
      drivers,
      levers: state.levers,
      financing: state.financing,
      quarter,
      competitorPrice,
    },
    ledger,
    rng,
  );
  drivers = applyDriverEffects(drivers, operations.driverEffects);
  const costs = operations.costs + escalationCosts;
  const cashFlow = ledger.cashChange();

  // 6. Drift: what happens to a company nobody steers.
  drivers = driftDrivers(drivers, {
    openScenarios: escalation.escalations.length,
    overload: operations.overload,
    headcountGrowth: operations.hired / Math.max(1, state.employeeCount),
    laidOff: operations.laidOff > 0,
    cash: ledger.books.cash,
    costs,
  });
  return {
    drivers,
    marketShare,
    effects: effectsStep.effects,
    escalation,
    marketMove,
    operations,
    costs,
    cashFlow,
  };
}

/** The company as the quarter leaves it: its figures, drivers, running effects and books. */
function companyAfter(
  state: CompanyState,
  played: PlayedSteps,
  ledger: Ledger,
  rng: SeededRandom,
): CompanyState {
  const { operations, marketMove, cashFlow } = played;
  const streak = cashFlow > 0 ? state.counters.positiveCashFlowStreak + 1 : 0;
  const next = copyCompany(state);
  next.rngState = rng.state;
  next.quartersPlayed = state.quartersPlayed + 1;
  next.gameYears = Math.ceil(state.currentQuarter / QUARTERS_PER_YEAR);
  next.revenue = operations.revenue;
  next.costs = played.costs;
  next.cashFlow = cashFlow;
  next.quarterlyGrowth =
    state.revenue > 0 ? Math.round(((operations.revenue - state.revenue) / state.revenue) * 10_000) : 0;
  next.marketSize = marketMove.marketSize;
  next.marketShare = played.marketShare;
  next.market = marketMove.market;
  next.priceLevel = operations.priceLevel;
  next.employeeCount = operations.employeeCount;
  next.averageSalary = operations.averageSalary;
  next.drivers = played.drivers;
  next.effects = played.effects;
  next.levers = runDownLevers(state.levers);
  next.financing = operations.financing;
  next.scenarioPenalties = played.escalation.penalties;
  next.counters = {
    ...state.counters,
    positiveCashFlowStreak: streak,
    bestPositiveCashFlowStreak: Math.max(state.counters.bestPositiveCashFlowStreak, streak),
    incidents: state.counters.incidents + operations.incidents,
  };
  setBooks(next, ledger);
  return next;
}

/** Steps 7 and 8: the end conditions, then the quarter's snapshot; the game ends or moves on. */
function closeQuarter(
  state: CompanyState,
  next: CompanyState,
  marketShock: MarketShockKind | null,
): ReturnType<typeof checkEndConditions> {
  const quarter = state.currentQuarter;
  // 7. Objectives and end conditions (objectives are derived on read).
  const endReason = checkEndConditions(next);

  // 8. The quarter's snapshot.
  const record: QuarterRecord = {
    quarter,
    revenue: next.revenue,
    costs: next.costs,
    cashFlow: next.cashFlow,
    cash: next.cash,
    netWorth: next.netWorth,
    marketSize: next.marketSize,
    marketShare: next.marketShare,
    employeeCount: next.employeeCount,
    quarterlyGrowth: next.quarterlyGrowth,
    marketShock,
  };
  next.history = [...state.history, record];
  if (endReason) {
    // Once ended, currentQuarter stays on the last quarter played (1..20).
    next.status = 'ended';
    next.endReason = endReason;
    next.finalScore = finalScore(next);
  } else {
    next.currentQuarter = quarter + 1;
  }
  return endReason;
}

function clampShare(share: number): number {
  return Math.max(SHARE.min, Math.min(SHARE.max, share));
}
