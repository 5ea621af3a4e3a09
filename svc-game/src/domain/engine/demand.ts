// The market's demand curve, the one home of the formula: the quarter (step 5),
// the share's switching on price (step 4), the projections and the lever
// descriptions all read it from here.
//
//   units   = marketSize × share × appeal(drivers) × (priceLevel / competitorPrice)^(−ε)
//   revenue = units × priceLevel / 100
//
// Units are measured in list-price cents: what the volume would bring at list
// price (level 100). People and operations follow units, never the price.

import type { Drivers } from '@ai-council/rules';
import { priceLever, type ActiveLever } from './levers';
import { DEMAND, MARKET, SHARE } from './tuning';

/** The list price as an index: a price level of 100. */
export const LIST_PRICE_LEVEL = 100;

const strengthOf = (drivers: Pick<Drivers, 'brand' | 'productQuality'>) =>
  (drivers.brand + drivers.productQuality) / 200;

/** Strong brands and products sell more units at the same price (1 at 50/50). */
export function appeal(drivers: Pick<Drivers, 'brand' | 'productQuality'>): number {
  return DEMAND.appealBase + DEMAND.appealRange * (strengthOf(drivers) - 0.5);
}

/** How many percent of units one percent of price costs: strong brand and quality keep their customers. */
export function priceElasticity(drivers: Pick<Drivers, 'brand' | 'productQuality'>): number {
  return DEMAND.elasticityWeak - (DEMAND.elasticityWeak - DEMAND.elasticityStrong) * strengthOf(drivers);
}

/**
 * This quarter's price level: the most recently pulled price lever still
 * running sets it (levers never stack), list price when none runs.
 */
export function priceLevelOf(levers: readonly ActiveLever[]): number {
  const lever = priceLever(levers);
  return lever ? priceLevelFor(lever.percent) : LIST_PRICE_LEVEL;
}

/** The level a price change of `percent` sets, within the bounds a price can go. */
export function priceLevelFor(percent: number): number {
  return Math.max(DEMAND.minPriceLevel, Math.min(DEMAND.maxPriceLevel, LIST_PRICE_LEVEL + percent));
}

/** The rivals' price index; a market stored before it existed has the normal one. */
export function competitorPriceOf(market: { competitorPrice?: number }): number {
  return market.competitorPrice ?? MARKET.competitorPrice;
}

export interface DemandInput {
  marketSize: number;
  /** Hundredths of a percent. */
  marketShare: number;
  drivers: Pick<Drivers, 'brand' | 'productQuality'>;
  priceLevel: number;
  competitorPrice: number;
}

/** What the price does to units on its own: (price / competitor price)^(−ε). */
export function priceResponse(drivers: DemandInput['drivers'], priceLevel: number, competitorPrice: number) {
  return (priceLevel / competitorPrice) ** -priceElasticity(drivers);
}

/** Units customers ask for this quarter, in list-price cents. */
export function unitsDemanded(input: DemandInput): number {
  return Math.round(
    input.marketSize *
      (input.marketShare / 10_000) *
      appeal(input.drivers) *
      priceResponse(input.drivers, input.priceLevel, input.competitorPrice),
  );
}

/** What units bring in at a price level. */
export function revenueAt(units: number, priceLevel: number): number {
  return Math.round((units * priceLevel) / LIST_PRICE_LEVEL);
}

/** The units behind a revenue sold at a price level (the inverse of revenueAt). */
export function unitsAt(revenue: number, priceLevel: number): number {
  return Math.round((revenue * LIST_PRICE_LEVEL) / priceLevel);
}

/**
 * Customers switching on price (step 4): the relative share move a quarter,
 * negative when dearer than the rivals, bounded with the rest in market.ts.
 */
export function priceSwitching(
  drivers: DemandInput['drivers'],
  priceLevel: number,
  competitorPrice: number,
): number {
  return -SHARE.priceSwitching * priceElasticity(drivers) * Math.log(priceLevel / competitorPrice);
}
