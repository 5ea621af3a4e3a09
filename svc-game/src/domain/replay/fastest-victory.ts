// How soon the economy can win at all. A victory needs the player's stake of net
// worth at the target, and stake grows only by what the company keeps from its
// sales (raised capital buys no win). So from the seed's own start we bound each
// quarter's profit from above with the model's tunables, add the bounds up
// quarter by quarter, and the first quarter whose sum reaches the target is the
// earliest victory the model allows. A game won sooner found a shortcut the model
// does not have (stacked price rises did: victory in quarter 4).
//
// Every bound is generous, so the check never refuses a game the economy can play:
// - demand (units at list price, demand.ts): the start's, lifted once to the best
//   appeal (brand and quality at 100) and grown every quarter by the fastest
//   market (MARKET.maxGrowth) and the fastest share gain (SHARE.maxRelativeMove
//   and maxAbsoluteMove, price switching included) together; rivals at their
//   highest price (a cheaper rival only takes units);
// - each unit's profit at the best price level for it: units fall on the demand
//   curve (at the least or the most elastic brand), revenue is units × price,
//   and only the costs with a floor are charged: operations at full efficiency,
//   marketing and R&D on the revenue, and payroll at the start's salary for the
//   most productive staff, working the overload they absorb for free. Overhead,
//   interest, overtime, incidents and scenarios are left out.
// Windfalls outside sales are left out on purpose: a simulation's return is a
// draw of the seed that the replay itself checks, not a way the economy grows.
import { GAME_LENGTH_QUARTERS } from '@ai-council/rules';
import { createCompany, type CompanyState } from '../engine/company';
import { appeal, LIST_PRICE_LEVEL } from '../engine/demand';
import { DEMAND, FINANCE, MARKET, OBJECTIVES, SHARE } from '../engine/tuning';

export interface GrowthCeiling {
  startNetWorth: number;
  targetNetWorth: number;
  /** Cents of units at list price the start's share would ask for at the best appeal. */
  startDemand: number;
  /** Hundredths of a percent. */
  startShare: number;
  /** No unit (a list-price cent of demand) earns more profit than this, at any price. */
  profitPerUnit: number;
  /** Victory also needs this many quarters of non-negative cash flow in a row. */
  streakQuarters: number;
}

/** The most one list-price cent of demand can earn at price `level` against rivals at list, at elasticity `ε`. */
export function unitProfitAt(level: number, elasticity: number, payrollPerUnit: number): number {
  const price = level / LIST_PRICE_LEVEL;
  const sold = price ** -elasticity;
  const operations = FINANCE.operationsBase - FINANCE.operationsEfficiencyRange;
  const margin = price * (1 - FINANCE.marketingRate - FINANCE.researchRate) - operations - payrollPerUnit;
  return sold * margin;
}

/** The best of unitProfitAt over every price level a player can set and both ends of the elasticity. */
function bestUnitProfit(payrollPerUnit: number): number {
  let best = 0;
  for (let level = DEMAND.minPriceLevel; level <= DEMAND.maxPriceLevel; level += 1) {
    for (const elasticity of [DEMAND.elasticityStrong, DEMAND.elasticityWeak]) {
      best = Math.max(best, unitProfitAt(level, elasticity, payrollPerUnit));
    }
  }
  return best;
}

/** The model's ceilings for a game that starts as `start` does. */
export function growthCeilingOf(start: CompanyState): GrowthCeiling {
  const bestAppeal = DEMAND.appealBase + DEMAND.appealRange / 2;
  // The start sells its whole demand at list price: its revenue is its demand.
  const startDemand = start.revenue * (bestAppeal / appeal(start.drivers));
  const unitsPerEmployee =
    FINANCE.revenuePerEmployee * (1 + FINANCE.productivityRange / 2) * (1 + DEMAND.absorbedOverload);
  return {
    startNetWorth: start.netWorth,
    targetNetWorth: OBJECTIVES.netWorthTarget,
    startDemand,
    startShare: start.marketShare,
    profitPerUnit: bestUnitProfit(start.averageSalary / unitsPerEmployee),
    streakQuarters: OBJECTIVES.cashFlowStreakTarget,
  };
}

/** The first quarter whose summed profit ceilings reach the target (past the game's length if none does). */
export function earliestVictoryQuarter(ceiling: GrowthCeiling): number {
  let netWorth = ceiling.startNetWorth;
  let market = 1;
  let share = ceiling.startShare;
  for (let quarter = 1; quarter <= GAME_LENGTH_QUARTERS; quarter += 1) {
    market *= 1 + MARKET.maxGrowth / 10_000;
    share = Math.min(SHARE.max, share * (1 + SHARE.maxRelativeMove), share + SHARE.maxAbsoluteMove);
    const demand = ceiling.startDemand * market * (share / ceiling.startShare);
    netWorth += demand * ceiling.profitPerUnit;
    if (netWorth >= ceiling.targetNetWorth) return Math.max(quarter, ceiling.streakQuarters);
  }
  return GAME_LENGTH_QUARTERS + 1;
}

/** The earliest victory the model allows on this seed. */
export const earliestVictoryOf = (seed: number): number =>
  earliestVictoryQuarter(growthCeilingOf(createCompany(seed)));

/** Why a game that ended as `ended` was won sooner than the model allows, or null. */
export function tooFastVictoryOf(
  ended: Pick<CompanyState, 'seed' | 'endReason' | 'quartersPlayed'>,
): string | null {
  if (ended.endReason !== 'victory') return null;
  const earliest = earliestVictoryOf(ended.seed);
  if (ended.quartersPlayed >= earliest) return null;
  return `The game was won in quarter ${ended.quartersPlayed}, but on this seed the economy cannot reach $10M net worth before quarter ${earliest}, even with the fastest market, share gains and the best price.`;
}
