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
  it('when at or above a million, then shows one decimal and M', () => {
    expect(formatMoney(1_000_000)).toBe('$1.0M');
    expect(formatMoney(12_345_678)).toBe('$12.3M');
  });

  it('when at or above a thousand, then shows whole thousands and K', () => {
    expect(formatMoney(1_000)).toBe('$1K');
    expect(formatMoney(250_400)).toBe('$250K');
  });

  it('when a value rounds up into the next unit, then it is shown in that unit', () => {
    expect(formatMoney(999_999)).toBe('$1.0M');
    expect(formatMoney(-999_999)).toBe('-$1.0M');
    expect(formatMoney(999_499)).toBe('$999K');
    expect(formatMoney(999.6)).toBe('$1K');
    expect(formatMoney(999_949)).toBe('$1.0M');
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
