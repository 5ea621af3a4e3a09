// Steps 3 and 4 of a quarter: the market moves on its own seeded cycle, then
// the company wins or loses share against its competitors.

import type { Drivers } from '@ai-council/rules';
import type { MarketShockKind, MarketState } from './company';
import { competitorPriceOf } from './demand';
import type { SeededRandom } from '@ai-council/rules';
import { MARKET, SHARE } from './tuning';

export interface MarketMove {
  market: MarketState;
  marketSize: number;
  /** A shock that started this quarter, for the council to talk about. */
  shockStarted: MarketShockKind | null;
}

// Always draws the same number of values, whatever happens, so the market's
// path depends only on the seed and never on the player's actions.
export function moveMarket(market: MarketState, marketSize: number, rng: SeededRandom): MarketMove {
  const noise = rng.range(-MARKET.growthNoise, MARKET.growthNoise);
  const shockRoll = rng.next();
  const shockLength = rng.int(MARKET.shockQuarters.min, MARKET.shockQuarters.max);

  const trendGrowth = Math.round(
    market.trendGrowth * MARKET.trendMemory + MARKET.baseGrowth * (1 - MARKET.trendMemory) + noise,
  );

  let shock = market.shock && market.shock.quartersLeft > 0 ? { ...market.shock } : null;
  let shockStarted: MarketShockKind | null = null;
  let competitorPressure = towards(market.competitorPressure, MARKET.basePressure, MARKET.pressureRecovery);
  let competitorPrice = towards(
    competitorPriceOf(market),
    MARKET.competitorPrice,
    MARKET.competitorPriceRecovery,
  );

  if (!shock) {
    const { boom, recession, new_competitor: newCompetitor } = MARKET.shockChance;
    if (shockRoll < boom) shockStarted = 'boom';
    else if (shockRoll < boom + recession) shockStarted = 'recession';
    else if (shockRoll < boom + recession + newCompetitor) shockStarted = 'new_competitor';
    if (shockStarted) {
      shock = { kind: shockStarted, quartersLeft: shockLength };
      if (shockStarted === 'new_competitor') {
        competitorPressure += MARKET.newCompetitorPressure;
        competitorPrice = MARKET.competitorPrice - launchDiscount(shockRoll);
      }
    }
  }

  let growthRate = trendGrowth;
  if (shock?.kind === 'boom') growthRate += MARKET.boomGrowth;
  if (shock?.kind === 'recession') growthRate += MARKET.recessionGrowth;
  growthRate = Math.max(MARKET.minGrowth, Math.min(MARKET.maxGrowth, growthRate));

  if (shock) shock = shock.quartersLeft > 1 ? { ...shock, quartersLeft: shock.quartersLeft - 1 } : null;

  return {
    market: { trendGrowth, growthRate, competitorPressure, competitorPrice, shock },
    marketSize: Math.round(marketSize * (1 + growthRate / 10_000)),
    shockStarted,
  };
}

// How much cheaper a new rival launches: read from where the shock's roll fell
// in its band, so no extra draw is needed and the market's path stays the seed's.
function launchDiscount(shockRoll: number): number {
  const { boom, recession, new_competitor: newCompetitor } = MARKET.shockChance;
  const position = Math.max(0, Math.min(1, (shockRoll - boom - recession) / newCompetitor));
  const { min, max } = MARKET.newCompetitorDiscount;
  return Math.round(min + (max - min) * position);
}

/** Brand, quality, sales pipeline and focus, weighed into one 0-100 number. */
export function competitiveness(drivers: Drivers): number {
  const w = SHARE.weights;
  return (
    drivers.brand * w.brand +
    drivers.productQuality * w.productQuality +
    drivers.pipeline * w.pipeline +
    drivers.strategyFocus * w.strategyFocus
  );
}

// Share moves relative to its size (a 2 % player cannot jump to 10 % in a
// quarter), bounded both relatively and absolutely per quarter. `bias` is the
// customers switching on price (demand.ts priceSwitching: dearer than the
// rivals loses share, cheaper wins some), bounded together with the rest.
export function moveMarketShare(
  marketShare: number,
  drivers: Drivers,
  competitorPressure: number,
  bias = 0,
): number {
  const drive = Math.max(-1, Math.min(1, (competitiveness(drivers) - competitorPressure) / 50));
  const relative = Math.max(
    -SHARE.maxRelativeMove,
    Math.min(SHARE.maxRelativeMove, drive * SHARE.sensitivity + bias),
  );
  const move = Math.max(
    -SHARE.maxAbsoluteMove,
    Math.min(SHARE.maxAbsoluteMove, Math.round(marketShare * relative)),
  );
  return Math.max(SHARE.min, Math.min(SHARE.max, marketShare + move));
}

function towards(value: number, target: number, step: number): number {
  if (value > target) return Math.max(target, value - step);
  if (value < target) return Math.min(target, value + step);
  return value;
}
