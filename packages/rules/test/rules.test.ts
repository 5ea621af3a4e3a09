// The shared rules, as the spec states them (SPEC §4, §9).
import { describe, expect, it } from 'vitest';
import {
  atLeastSeverity,
  businessHealth,
  centsToDollars,
  durationOf,
  eventSeverityAtHealth,
  formatCents,
  formatHundredthsPercent,
  formatMoney,
  isScenarioKind,
  isSeverity,
  nextQuarterOfYear,
  nextSeverity,
  quarterLabel,
  raiseSeverity,
  repeatReturn,
  scoreRating,
  SCENARIO_KINDS,
  SEVERITIES,
  templateOf,
  type ScenarioKind,
} from '../src/index';

describe('formatMoney', () => {
  it.each([
    ['at or above a million: one decimal and M', 1_000_000, '$1.0M'],
    ['at or above a million: one decimal and M', 12_345_678, '$12.3M'],
    ['at or above a thousand: whole thousands and K', 1_000, '$1K'],
    ['at or above a thousand: whole thousands and K', 250_400, '$250K'],
    ['rounding up into the next unit: shown in that unit', 999_999, '$1.0M'],
    ['rounding up into the next unit: shown in that unit', -999_999, '-$1.0M'],
    ['rounding up into the next unit: shown in that unit', 999.6, '$1K'],
    ['rounding up into the next unit: shown in that unit', 999_949, '$1.0M'],
    ['just short of rounding up: stays in its unit', 999_499, '$999K'],
    ['below a thousand: plain dollars', 999, '$999'],
    ['below a thousand: plain dollars', 0, '$0'],
    ['negative: the same bands on the magnitude', -250_000, '-$250K'],
    ['negative: the same bands on the magnitude', -2_500_000, '-$2.5M'],
    ['negative: the same bands on the magnitude', -12, '-$12'],
  ])('when %s (%d)', (_rule, dollars, shown) => {
    expect(formatMoney(dollars)).toBe(shown);
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
  it.each([
    ['net worth is zero or below', 0, 5_000_000, 'Critical'],
    ['cash flow is below -500,000, even with a large net worth', 50_000_000, -500_001, 'Critical'],
    ['cash flow is -500,000 exactly', 50_000_000, -500_000, 'Warning'],
    ['net worth is under 5M', 4_999_999, 2_000_000, 'Warning'],
    ['cash flow is negative', 30_000_000, -1, 'Warning'],
    ['net worth is at least 20M and cash flow above 1M', 20_000_000, 1_000_001, 'Excellent'],
    ['net worth is 20M but cash flow 1M exactly', 20_000_000, 1_000_000, 'Healthy'],
    ['none of these holds', 5_000_000, 0, 'Healthy'],
  ] as const)('when %s (net worth %d, cash flow %d), then %s', (_rule, netWorth, cashFlow, health) => {
    expect(businessHealth(netWorth, cashFlow)).toBe(health);
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

describe('durationOf', () => {
  it.each([
    [20, '5 years'],
    [4, '1 year'],
    [6, '1 year, 2 quarters'],
    [1, '1 quarter'],
    [0, '0 quarters'],
  ])('when %i quarters were played, then it reads %s', (quarters, text) => {
    expect(durationOf(quarters)).toBe(text);
  });
});

describe('formatCents', () => {
  it('when given cents, then formats the dollars', () => {
    expect(formatCents(99_999_900)).toBe('$1.0M');
    expect(formatCents(-25_000_000)).toBe('-$250K');
  });
});

describe('severities, listed once', () => {
  it('when an open scenario climbs, then it goes one step up the list and stops at critical', () => {
    expect(SEVERITIES).toEqual(['low', 'medium', 'high', 'critical']);
    expect(nextSeverity('low')).toBe('medium');
    expect(nextSeverity('critical')).toBe('critical');
    expect(raiseSeverity('medium', 2)).toBe('critical');
    expect(raiseSeverity('low', 0)).toBe('low');
    expect(raiseSeverity('high', -1)).toBe('high');
  });

  it('when one severity is compared with another, then its place on the list decides', () => {
    expect(atLeastSeverity('critical', 'high')).toBe(true);
    expect(atLeastSeverity('high', 'high')).toBe(true);
    expect(atLeastSeverity('medium', 'high')).toBe(false);
    expect(isSeverity('critical')).toBe(true);
    expect(isSeverity('severe')).toBe(false);
    expect(isSeverity(null)).toBe(false);
  });

  it('when a seeded event hits a weak department (health under 35), then it starts one step harder', () => {
    expect(eventSeverityAtHealth('medium', 34)).toBe('high');
    expect(eventSeverityAtHealth('medium', 35)).toBe('medium');
    expect(eventSeverityAtHealth('critical', 10)).toBe('critical');
  });
});

describe('scenario kinds, read off the catalogue', () => {
  it('when a kind is named, then it is one of the 21 the catalogue writes, each with its template', () => {
    expect(SCENARIO_KINDS).toHaveLength(21);
    expect(new Set(SCENARIO_KINDS).size).toBe(21);
    const breach: ScenarioKind = 'security-breach';
    expect(templateOf(breach)?.kind).toBe(breach);
    expect(isScenarioKind('cash-squeeze')).toBe(true);
    expect(isScenarioKind('dividend-cut')).toBe(false);
  });
});

describe('a repeatable investment returns less each time', () => {
  it('when it was carried out before, then each run returns 60% of the one before', () => {
    expect(repeatReturn(0)).toBe(1);
    expect(repeatReturn(1)).toBeCloseTo(0.6);
    expect(repeatReturn(2)).toBeCloseTo(0.36);
  });
});
