// The council's read of the player's company. svc-game owns the company; the
// council keeps the latest snapshot from game events and, until the first
// event arrives, the opening company svc-game starts every game with.
import type { CompanySnapshot, Drivers } from '@ai-council/contracts';
import { hashOf } from './random';

export type CompanySource = 'opening' | 'game';

/** The numbers svc-game opens a game with (GAME.md "Start"): $1M net worth, 25 people, 2% share. */
export function openingCompany(userId: string): CompanySnapshot {
  const drivers: Drivers = {
    brand: 55,
    productQuality: 58,
    techDebt: 45,
    morale: 56,
    efficiency: 54,
    compliance: 60,
    security: 48,
    pipeline: 52,
    liquidity: 57,
    strategyFocus: 55,
  };
  return {
    currentQuarter: 1,
    status: 'active',
    endReason: null,
    cash: 80_000_000,
    netWorth: 100_000_000,
    revenue: 30_000_000,
    costs: 29_000_000,
    cashFlow: 1_000_000,
    quarterlyGrowth: 0,
    marketShare: 200,
    employeeCount: 25,
    drivers,
    seed: hashOf('opening', userId) % 2_147_483_647,
  };
}

/** SPEC §9 money formatting from cents: $X.XM, $XK or $N, with a sign when negative. */
export function money(centsAmount: number): string {
  const dollars = Math.round(centsAmount / 100);
  const sign = dollars < 0 ? '-' : '';
  const abs = Math.abs(dollars);
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}K`;
  return `${sign}$${abs}`;
}

/** Market share from hundredths of a percent: 215 → "2.15%". */
export function share(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}%`;
}

/** Quarterly growth from hundredths of a percent, signed: 350 → "+3.5%". */
export function growth(hundredths: number): string {
  const pct = hundredths / 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** SPEC §4: 'Q{n} Year {m}'. */
export function quarterLabel(currentQuarter: number): string {
  const q = ((currentQuarter - 1) % 4) + 1;
  const year = Math.floor((currentQuarter - 1) / 4) + 1;
  return `Q${q} Year ${year}`;
}

/** Quarters of cash left at the current burn, or null when cash flow is not negative. */
export function runwayQuarters(company: CompanySnapshot): number | null {
  if (company.cashFlow >= 0) return null;
  return Math.max(0, company.cash) / -company.cashFlow;
}

/** SPEC §4 business health badge, against whole dollars. */
export function businessHealth(company: CompanySnapshot): 'Critical' | 'Warning' | 'Excellent' | 'Healthy' {
  const netWorth = company.netWorth / 100;
  const cashFlow = company.cashFlow / 100;
  if (netWorth <= 0 || cashFlow < -500_000) return 'Critical';
  if (netWorth < 5_000_000 || cashFlow < 0) return 'Warning';
  if (netWorth >= 20_000_000 && cashFlow > 1_000_000) return 'Excellent';
  return 'Healthy';
}
