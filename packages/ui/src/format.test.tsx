import { describe, expect, it } from 'vitest';
import {
  businessHealth,
  cashFlowTone,
  centsToDollars,
  formatHundredthsPercent,
  formatMoney,
  nextQuarterOfYear,
  quarterLabel,
  riskBand,
  scoreRating,
} from './format';

describe('formatMoney', () => {
  it('when at or above a million, then shows one decimal and M', () => {
    expect(formatMoney(1_000_000)).toBe('$1.0M');
    expect(formatMoney(12_345_678)).toBe('$12.3M');
  });

  it('when at or above a thousand, then shows whole thousands and K', () => {
    expect(formatMoney(1_000)).toBe('$1K');
    expect(formatMoney(250_400)).toBe('$250K');
    expect(formatMoney(999_999)).toBe('$1000K');
  });

  it('when below a thousand, then shows plain dollars', () => {
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(0)).toBe('$0');
  });

  it('when negative, then applies the same bands to the magnitude', () => {
    expect(formatMoney(-250_000)).toBe('-$250K');
    expect(formatMoney(-2_500_000)).toBe('-$2.5M');
    expect(formatMoney(-12)).toBe('-$12');
  });
});

describe('centsToDollars and percentages', () => {
  it('when given cents, then returns whole dollars', () => {
    expect(centsToDollars(100_000_000)).toBe(1_000_000);
    expect(centsToDollars(-12_345)).toBe(-123);
  });

  it('when given hundredths of a percent, then divides by 100', () => {
    expect(formatHundredthsPercent(1234)).toBe('12.34%');
    expect(formatHundredthsPercent(-50)).toBe('-0.50%');
  });
});

describe('quarterLabel', () => {
  it.each([
    [1, 'Q1 Year 1'],
    [4, 'Q4 Year 1'],
    [5, 'Q1 Year 2'],
    [8, 'Q4 Year 2'],
    [20, 'Q4 Year 5'],
  ])('when the game is in quarter %i, then reads %s', (quarter, label) => {
    expect(quarterLabel(quarter)).toBe(label);
  });

  it('when naming the next quarter, then wraps from Q4 to Q1', () => {
    expect(nextQuarterOfYear(1)).toBe(2);
    expect(nextQuarterOfYear(4)).toBe(1);
    expect(nextQuarterOfYear(7)).toBe(4);
  });
});

describe('businessHealth', () => {
  it('when net worth is zero or below, then Critical', () => {
    expect(businessHealth(0, 5_000_000)).toBe('Critical');
  });

  it('when cash flow is below -500,000, then Critical even with a large net worth', () => {
    expect(businessHealth(50_000_000, -500_001)).toBe('Critical');
    expect(businessHealth(50_000_000, -500_000)).toBe('Warning');
  });

  it('when net worth is under 5M or cash flow negative, then Warning', () => {
    expect(businessHealth(4_999_999, 2_000_000)).toBe('Warning');
    expect(businessHealth(30_000_000, -1)).toBe('Warning');
  });

  it('when net worth is at least 20M and cash flow above 1M, then Excellent', () => {
    expect(businessHealth(20_000_000, 1_000_001)).toBe('Excellent');
    expect(businessHealth(20_000_000, 1_000_000)).toBe('Healthy');
  });

  it('otherwise Healthy', () => {
    expect(businessHealth(5_000_000, 0)).toBe('Healthy');
  });
});

describe('riskBand', () => {
  it.each([
    [0, 'Low Risk', 'success'],
    [29, 'Low Risk', 'success'],
    [30, 'Medium Risk', 'warning'],
    [69, 'Medium Risk', 'warning'],
    [70, 'High Risk', 'danger'],
    [100, 'High Risk', 'danger'],
  ])('when risk is %i, then %s (%s)', (level, label, tone) => {
    expect(riskBand(level)).toEqual({ label, tone });
  });
});

describe('scoreRating', () => {
  it.each([
    [100_000, 'Exceptional'],
    [99_999, 'Outstanding'],
    [50_000, 'Outstanding'],
    [25_000, 'Good'],
    [10_000, 'Average'],
    [9_999, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ])('when the score is %i, then %s', (score, rating) => {
    expect(scoreRating(score)).toBe(rating);
  });
});

describe('cashFlowTone', () => {
  it('when cash flow is zero or more, then green; when negative, then red', () => {
    expect(cashFlowTone(0)).toBe('success');
    expect(cashFlowTone(-1)).toBe('danger');
  });
});
