import { describe, expect, it } from 'vitest';
import { formatAxisMoney, niceDomain } from './chart-scale';
import { growthBar, liquidityBar, profitabilityBar, type HealthInputs } from './health-bars';

const inputs = (over: Partial<HealthInputs> = {}): HealthInputs => ({
  revenue: 1_000_000,
  cashFlow: 100_000,
  cash: 900_000,
  netWorth: 1_100_000,
  costs: 900_000,
  quarterlyGrowthHundredths: 250,
  ...over,
});

describe('health bars', () => {
  it('when cash covers three months of costs, then liquidity is half full and healthy', () => {
    const bar = liquidityBar(inputs());
    expect(bar).toMatchObject({ score: 50, tone: 'success', figure: '3.0 mo' });
    expect(bar.explanation).toBe('Cash covers 3.0 months of costs; 6 months fills the bar.');
  });

  it('when cash is burning, then liquidity says how many quarters it lasts', () => {
    const bar = liquidityBar(inputs({ cash: 200_000, cashFlow: -100_000 }));
    expect(bar.tone).toBe('danger');
    expect(bar.explanation).toContain("at this quarter's burn it lasts 2.0 quarters");
  });

  it('when no quarter has been played, then net worth stands in for cash', () => {
    expect(liquidityBar(inputs({ cash: null, costs: null })).explanation).toMatch(/^Net worth covers/);
  });

  it('when cash flow is negative, then profitability is empty and red', () => {
    expect(profitabilityBar(inputs({ cashFlow: -50_000 }))).toMatchObject({
      score: 0,
      tone: 'danger',
      figure: '-5.0%',
    });
    expect(profitabilityBar(inputs({ cashFlow: 200_000 }))).toMatchObject({ score: 100, tone: 'success' });
  });

  it('when revenue is flat, then the growth bar sits in the middle', () => {
    expect(growthBar(inputs({ quarterlyGrowthHundredths: 0 }))).toMatchObject({ score: 50, tone: 'warning' });
    expect(growthBar(inputs({ quarterlyGrowthHundredths: -300 }))).toMatchObject({
      score: 35,
      tone: 'danger',
    });
    expect(growthBar(inputs({ quarterlyGrowthHundredths: 1500 }))).toMatchObject({
      score: 100,
      tone: 'success',
    });
  });
});

describe('chart scales', () => {
  it('when values are close together, then axis ticks keep enough decimals to differ', () => {
    const { ticks, step } = niceDomain([1_030_000, 1_090_000], { includeZero: false });
    const labels = ticks.map((t) => formatAxisMoney(t, step));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(['$1.00M', '$1.05M', '$1.10M']);
  });

  it('when zero is asked for, then the domain holds it', () => {
    expect(niceDomain([20_000, 40_000], { includeZero: true }).domain[0]).toBe(0);
  });
});
