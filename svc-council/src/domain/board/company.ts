// The council's read of the player's company: svc-game owns the company and
// the council keeps the latest snapshot its events carry. How money, shares
// and quarters read is a shared rule (packages/rules).
import type { CompanySnapshot } from '@ai-council/contracts';
import {
  businessHealth as healthOf,
  formatCents,
  formatHundredthsPercent,
  type BusinessHealth,
} from '@ai-council/rules';

/** SPEC §9 money from cents. */
export const money = formatCents;

/** Market share from hundredths of a percent: 215 → "2.15%". */
export const share = formatHundredthsPercent;

/** Quarters of cash left at the current burn, or null when cash flow is not negative. */
export function runwayQuarters(company: CompanySnapshot): number | null {
  if (company.cashFlow >= 0) return null;
  return Math.max(0, company.cash) / -company.cashFlow;
}

/** SPEC §4 business health badge of a company snapshot. */
export function businessHealth(company: CompanySnapshot): BusinessHealth {
  return healthOf(Math.round(company.netWorth / 100), Math.round(company.cashFlow / 100));
}
