// How much the council's analysis asks for, and how it says the amount.
import { standardSpend, type CompanyFigures, type Severity } from '@ai-council/rules';
import type { AdvisorStyle } from './request';

/** An amount as people say it: two figures at most, the second a half step above 2.5 ($18K, $25K, $1.5M). */
export function roundedAsPeopleRound(cents: number): number {
  const dollars = cents / 100;
  if (dollars < 1000) return Math.max(100, Math.round(dollars / 100) * 100) * 100;
  const power = 10 ** Math.floor(Math.log10(dollars));
  const mantissa = dollars / power;
  const step = mantissa < 2.5 ? 0.1 : 0.5;
  return Math.round(Math.round(mantissa / step) * step * power) * 100;
}

export function spoken(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(2))}M`;
  if (dollars >= 1000) return `$${Number((dollars / 1000).toFixed(1))}K`;
  return `$${Math.round(dollars)}`;
}

/** How much the advisor asks for: the standard cost of a response, by style, within half the cash. */
export function analysisBudget(
  company: Pick<CompanyFigures, 'revenue' | 'cash'>,
  severity: Severity,
  style: AdvisorStyle,
): number | null {
  const factor: Record<AdvisorStyle, number> = {
    direct: 1,
    'data-driven': 0.9,
    warm: 1,
    technical: 1,
    persuasive: 1.2,
    measured: 0.9,
  };
  const wanted = standardSpend(company.revenue, severity) * factor[style];
  const affordable = Math.max(0, company.cash) * 0.45;
  const amount = roundedAsPeopleRound(Math.min(wanted, affordable));
  // Rounding must not carry it past what the cash allows.
  const within = amount > affordable ? roundedAsPeopleRound(affordable * 0.9) : amount;
  return within >= 10_000 && within <= affordable ? within : null;
}
