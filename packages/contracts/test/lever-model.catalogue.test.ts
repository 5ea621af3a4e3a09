// The one lever model (issue 42): a plan's levers, the running levers, the
// quarterly settings and their financing all read their kinds and bounds from
// the catalogue.
import { describe, expect, it } from 'vitest';
import {
  ASKED_LEVER_KINDS,
  DEFAULT_QUARTERLY_LEVERS,
  ENGINE_LEVER_KINDS,
  FINANCING_LEVER_KINDS,
  LEVER_CATALOGUE,
  LEVER_KINDS,
  financingSchema,
  isDefaultQuarterlyLevers,
  planLeverSchema,
  quarterlyLeversSchema,
  quarterlyPlanLevers,
  runningLeverSchema,
  type LeverKind,
} from '../src';

const planKinds = planLeverSchema.options.map((option) => option.shape.kind.value);

describe('the lever catalogue', () => {
  it('when a plan lever is read, then its kinds are exactly the catalogue engine levers', () => {
    expect(planKinds).toEqual(ENGINE_LEVER_KINDS);
    expect(runningLeverSchema.shape.kind.options).toEqual(ENGINE_LEVER_KINDS);
    expect(ENGINE_LEVER_KINDS.every((kind) => LEVER_CATALOGUE[kind].family === 'engine')).toBe(true);
  });

  it('when financing is set, then its kinds are the catalogue financing levers', () => {
    const kinds = financingSchema.options
      .map((option) => option.shape.kind.value)
      .filter((k) => k !== 'none');
    expect(kinds).toEqual(FINANCING_LEVER_KINDS);
  });

  it('when a question asks, then it may name every lever but financing, and the question-only ones are marked', () => {
    expect(ASKED_LEVER_KINDS).toEqual(LEVER_KINDS.filter((k) => !FINANCING_LEVER_KINDS.includes(k as never)));
    const questionOnly = LEVER_KINDS.filter((kind) => LEVER_CATALOGUE[kind].family === 'question');
    expect(questionOnly).toEqual(['cost-cut', 'layoffs', 'raise', 'spend']);
  });

  it('when every quarterly setting is moved, then each pulls its catalogue lever for one quarter', () => {
    const settings = quarterlyLeversSchema.parse({
      priceChangePercent: -5,
      hiring: { plan: 'hire', count: 3 },
      marketingBudget: 2_000_000,
      researchBudget: 1_000_000,
    });
    expect(quarterlyPlanLevers(settings, 'set for Q1 Year 1')).toEqual([
      { kind: 'price-change', percent: -5, quarters: 1, reason: 'set for Q1 Year 1' },
      { kind: 'hires', count: 3, quarters: 1, reason: 'set for Q1 Year 1' },
      { kind: 'marketing-budget', amount: 2_000_000, quarters: 1, reason: 'set for Q1 Year 1' },
      { kind: 'research-budget', amount: 1_000_000, quarters: 1, reason: 'set for Q1 Year 1' },
    ]);
    const freeze = { ...DEFAULT_QUARTERLY_LEVERS, hiring: { plan: 'freeze' as const } };
    expect(quarterlyPlanLevers(freeze, 'r').map((l) => l.kind)).toEqual(['hiring-pause']);
    expect(quarterlyPlanLevers(DEFAULT_QUARTERLY_LEVERS, 'r')).toEqual([]);
  });

  it('when one setting leaves its default, then the settings are no longer the defaults', () => {
    expect(isDefaultQuarterlyLevers(DEFAULT_QUARTERLY_LEVERS)).toBe(true);
    for (const moved of [
      { priceChangePercent: 1 },
      { hiring: { plan: 'freeze' } },
      { hiring: { plan: 'hire', count: 1 } },
      { marketingBudget: 1 },
      { researchBudget: 1 },
      { financing: { kind: 'raise-capital', amount: 1_000_000 } },
    ]) {
      expect(isDefaultQuarterlyLevers(quarterlyLeversSchema.parse(moved))).toBe(false);
    }
  });

  it.each([
    ['hires', 'count'],
    ['price-change', 'percent'],
    ['marketing-budget', 'amount'],
    ['research-budget', 'amount'],
  ] as const)(
    'when a plan lever %s is past its catalogue bounds, then the plan refuses it',
    (kind, field) => {
      const { min, max } = LEVER_CATALOGUE[kind].inPlan;
      const lever = (value: number) => ({ kind, [field]: value, quarters: 1, reason: 'r' });
      expect(planLeverSchema.safeParse(lever(max)).success).toBe(true);
      expect(planLeverSchema.safeParse(lever(min)).success).toBe(true);
      expect(planLeverSchema.safeParse(lever(max + 1)).success).toBe(false);
      expect(planLeverSchema.safeParse(lever(min - 1)).success).toBe(false);
    },
  );

  it('when a quarterly setting is past its catalogue bounds, then the error names the lever by its catalogue name', () => {
    const past = (kind: LeverKind, input: object) => {
      const result = quarterlyLeversSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message.startsWith(LEVER_CATALOGUE[kind].name)).toBe(true);
    };
    past('price-change', { priceChangePercent: LEVER_CATALOGUE['price-change'].inQuarter.max + 1 });
    past('marketing-budget', { marketingBudget: LEVER_CATALOGUE['marketing-budget'].inQuarter.max + 1 });
    past('research-budget', { researchBudget: -1 });
    expect(
      quarterlyLeversSchema.safeParse({
        hiring: { plan: 'hire', count: LEVER_CATALOGUE.hires.inQuarter.max },
      }).success,
    ).toBe(true);
    expect(
      quarterlyLeversSchema.safeParse({
        financing: { kind: 'credit-line', amount: LEVER_CATALOGUE['credit-line'].inQuarter.min - 1 },
      }).success,
    ).toBe(false);
  });
});
