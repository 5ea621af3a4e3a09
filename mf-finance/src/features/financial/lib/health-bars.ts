// The three health bars of the financial dashboard, computed from the real
// figures. SPEC names the bars but not their rules; these are ours, kept pure
// so they read (and test) as the business rules they are.
import { toScore } from '@ai-council/rules';
import type { Tone } from '@ai-council/ui';

export interface HealthBar {
  id: 'liquidity' | 'profitability' | 'growth';
  label: string;
  /** 0 to 100: how full the bar is drawn. */
  score: number;
  tone: Tone;
  /** The figure behind the bar, as the player reads it. */
  figure: string;
  /** One line saying what the bar measures and where the company stands. */
  explanation: string;
}

/** Six months of costs in the bank fills the liquidity bar. */
export const FULL_RESERVE_MONTHS = 6;
/** A 20 % cash-flow margin fills the profitability bar. */
export const FULL_MARGIN = 0.2;
/** Growth is drawn from -10 % (empty) to +10 % a quarter (full); flat sits in the middle. */
export const GROWTH_SPAN = 0.1;

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

export interface HealthInputs {
  /** Whole dollars. */
  revenue: number;
  cashFlow: number;
  /** Cash at the end of the last played quarter; before the first quarter, net worth stands in. */
  cash: number | null;
  netWorth: number;
  /** Costs of the last played quarter; before the first, revenue less cash flow. */
  costs: number | null;
  /** Quarter-over-quarter revenue growth in hundredths of a percent. */
  quarterlyGrowthHundredths: number;
}

export function liquidityBar({ cash, netWorth, costs, revenue, cashFlow }: HealthInputs): HealthBar {
  const reserve = Math.max(cash ?? netWorth, 0);
  const monthlyCosts = Math.max(costs ?? revenue - cashFlow, 1) / 3;
  const months = reserve / monthlyCosts;
  const what = cash === null ? 'Net worth' : 'Cash';
  const burn =
    cashFlow < 0 ? `; at this quarter's burn it lasts ${(reserve / -cashFlow).toFixed(1)} quarters` : '';
  return {
    id: 'liquidity',
    label: 'Liquidity',
    score: toScore((months / FULL_RESERVE_MONTHS) * 100),
    tone: months < 1 ? 'danger' : months < 3 ? 'warning' : 'success',
    figure: `${months.toFixed(1)} mo`,
    explanation: `${what} covers ${months.toFixed(1)} months of costs${burn || `; ${FULL_RESERVE_MONTHS} months fills the bar`}.`,
  };
}

export function profitabilityBar({ revenue, cashFlow }: HealthInputs): HealthBar {
  const margin = revenue > 0 ? cashFlow / revenue : cashFlow >= 0 ? 0 : -1;
  return {
    id: 'profitability',
    label: 'Profitability',
    score: toScore((margin / FULL_MARGIN) * 100),
    tone: margin < 0 ? 'danger' : margin < 0.05 ? 'warning' : 'success',
    figure: percent(margin),
    explanation:
      margin < 0
        ? `The quarter burned ${percent(-margin)} of revenue in cash; ${percent(FULL_MARGIN)} kept fills the bar.`
        : `The quarter kept ${percent(margin)} of revenue as cash; ${percent(FULL_MARGIN)} fills the bar.`,
  };
}

export function growthBar({ quarterlyGrowthHundredths }: HealthInputs): HealthBar {
  const growth = quarterlyGrowthHundredths / 10_000;
  return {
    id: 'growth',
    label: 'Growth',
    score: toScore(((growth + GROWTH_SPAN) / (2 * GROWTH_SPAN)) * 100),
    tone: growth < 0 ? 'danger' : growth < 0.02 ? 'warning' : 'success',
    figure: `${growth >= 0 ? '+' : ''}${percent(growth)}`,
    explanation:
      growth < 0
        ? `Revenue fell ${percent(-growth)} on the quarter before; flat sits mid-bar.`
        : growth === 0
          ? 'Revenue has not moved on the quarter before; flat sits mid-bar.'
          : `Revenue grew ${percent(growth)} on the quarter before; +${percent(GROWTH_SPAN)} fills the bar.`,
  };
}

export function healthBars(inputs: HealthInputs): HealthBar[] {
  return [liquidityBar(inputs), profitabilityBar(inputs), growthBar(inputs)];
}
