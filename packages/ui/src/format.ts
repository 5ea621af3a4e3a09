// Pure display helpers shared by the shell and every remote (SPEC §4, §9).
// Inputs are already in display units (whole dollars) unless a name says cents.

export const QUARTERS_PER_YEAR = 4;
export const MAX_QUARTERS = 20;

/** Money is held in cents and shown as whole US dollars (SPEC §3). */
export function centsToDollars(cents: number): number {
  return Math.round(cents / 100);
}

/**
 * SPEC §9: >= 1,000,000 as $X.XM; >= 1,000 as $XK; else $N. Thresholds apply to
 * the magnitude so a loss reads "-$250K" rather than "$-250000".
 */
export function formatMoney(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const value = Math.abs(dollars);
  if (value >= 1_000_000) return `${sign}$${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${sign}$${(value / 1_000).toFixed(0)}K`;
  return `${sign}$${Math.round(value)}`;
}

/** Hundredths of a percent (market share, growth) to a percent string: 1234 → "12.34%". */
export function formatHundredthsPercent(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}%`;
}

/** SPEC §4: quarter within the year, 1..4. */
export function quarterOfYear(currentQuarter: number): number {
  return ((currentQuarter - 1) % QUARTERS_PER_YEAR) + 1;
}

/** SPEC §4: game year, 1-based. */
export function gameYear(currentQuarter: number): number {
  return Math.floor((currentQuarter - 1) / QUARTERS_PER_YEAR) + 1;
}

/** SPEC §4: 'Q{n} Year {m}'. */
export function quarterLabel(currentQuarter: number): string {
  return `Q${quarterOfYear(currentQuarter)} Year ${gameYear(currentQuarter)}`;
}

/** The quarter the advance button names: the next quarter within the year (Q4 is followed by Q1). */
export function nextQuarterOfYear(currentQuarter: number): number {
  return quarterOfYear(currentQuarter + 1);
}

export type BusinessHealth = 'Critical' | 'Warning' | 'Excellent' | 'Healthy';

/** SPEC §4 business health badge, evaluated in order, on whole-dollar values. */
export function businessHealth(netWorthDollars: number, cashFlowDollars: number): BusinessHealth {
  if (netWorthDollars <= 0 || cashFlowDollars < -500_000) return 'Critical';
  if (netWorthDollars < 5_000_000 || cashFlowDollars < 0) return 'Warning';
  if (netWorthDollars >= 20_000_000 && cashFlowDollars > 1_000_000) return 'Excellent';
  return 'Healthy';
}

export type Tone = 'success' | 'warning' | 'danger';

export interface RiskBand {
  label: 'Low Risk' | 'Medium Risk' | 'High Risk';
  tone: Tone;
}

/** SPEC §9: under 30 Low (green), 30 to under 70 Medium (yellow), 70+ High (red). */
export function riskBand(riskLevel: number): RiskBand {
  if (riskLevel < 30) return { label: 'Low Risk', tone: 'success' };
  if (riskLevel < 70) return { label: 'Medium Risk', tone: 'warning' };
  return { label: 'High Risk', tone: 'danger' };
}

export type ScoreRating = 'Exceptional' | 'Outstanding' | 'Good' | 'Average' | 'Needs Improvement';

/** SPEC §9 score ratings. */
export function scoreRating(score: number): ScoreRating {
  if (score >= 100_000) return 'Exceptional';
  if (score >= 50_000) return 'Outstanding';
  if (score >= 25_000) return 'Good';
  if (score >= 10_000) return 'Average';
  return 'Needs Improvement';
}

/** SPEC §4: cash flow is green when >= 0, red when negative. */
export function cashFlowTone(cashFlow: number): 'success' | 'danger' {
  return cashFlow >= 0 ? 'success' : 'danger';
}
