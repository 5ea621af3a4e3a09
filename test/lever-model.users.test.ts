// Issue 42: one lever model. The plan reader, the question reader and the
// quarterly settings all come out as the contracts' catalogue kinds, and each
// reader can reach every kind the catalogue gives it.
import {
  ASKED_LEVER_KINDS,
  ENGINE_LEVER_KINDS,
  FINANCING_LEVER_KINDS,
  LEVER_CATALOGUE,
  leverKindSchema,
  planLeverSchema,
  quarterlyLeversSchema,
  quarterlyPlanLevers,
} from '@ai-council/contracts';
import { read, readPlan, readQuestion } from '@ai-council/reader';
import { describe, expect, it } from 'vitest';

/** One question in a player's voice for every kind a question may ask about. */
const QUESTIONS = [
  'Should we double our marketing budget next quarter?',
  'How about we triple R&D?',
  'Should we hire ten more engineers?',
  "We're bleeding cash. Should I stop recruiting until Q3?",
  'Do we need to shed 10% of headcount?',
  'Our best engineer wants a 30% raise or she leaves',
  'Should we cut prices by 20%?',
  'What should we cut first?',
  'Could we switch to a cheaper cloud provider?',
  'Can we afford $500,000 on a new product line?',
];

/** One decision for every engine lever a plan may pull. */
const PLANS = [
  'We will pause hiring for two quarters while we contain the breach.',
  'Hire six security engineers over two quarters.',
  'Cut prices 10% for two quarters to keep customers.',
  'Spend $20,000 a quarter on a trust campaign in marketing for two quarters.',
  'Put $30,000 a quarter into R&D to clean up the tech debt.',
  'Move to a second supplier over three quarters.',
];

describe('one lever model for the plan, the question and the quarterly card', () => {
  it('when the questions are read, then every lever asked is a catalogue kind a question may name, and every such kind is read', () => {
    const kinds = QUESTIONS.map((text) => readQuestion(text).lever?.kind);
    for (const kind of kinds) {
      expect(leverKindSchema.parse(kind)).toBe(kind);
      expect(LEVER_CATALOGUE[kind!].family).not.toBe('financing');
    }
    expect(new Set(kinds)).toEqual(new Set(ASKED_LEVER_KINDS));
  });

  it('when the plans are read, then every lever is a catalogue engine lever, and every one is read', () => {
    const levers = PLANS.flatMap((text) => readPlan(read(text)).levers);
    for (const lever of levers) expect(planLeverSchema.parse(lever)).toEqual(lever);
    expect(new Set(levers.map((lever) => lever.kind))).toEqual(new Set(ENGINE_LEVER_KINDS));
  });

  it('when the quarterly card sets everything, then its levers and financing are catalogue kinds', () => {
    const settings = quarterlyLeversSchema.parse({
      priceChangePercent: 5,
      hiring: { plan: 'freeze' },
      marketingBudget: 100_000,
      researchBudget: 100_000,
      financing: { kind: 'credit-line', amount: 2_000_000 },
    });
    for (const lever of quarterlyPlanLevers(settings, 'set for Q1 Year 1')) {
      expect(LEVER_CATALOGUE[lever.kind].family).toBe('engine');
    }
    expect(FINANCING_LEVER_KINDS).toContain(settings.financing.kind);
  });
});
