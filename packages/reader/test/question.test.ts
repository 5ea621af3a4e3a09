// A question put to the council is read for the lever and the amount it asks
// about. The questions are written in players' voices, not in the reader's
// own phrases.
import { describe, expect, it } from 'vitest';
import { readQuestion, type AskedLever } from '../src';

describe('when a question asks about a lever, the lever and its amount are read', () => {
  const cases: Array<[string, AskedLever]> = [
    [
      'Should we double our marketing budget next quarter?',
      { kind: 'marketing-budget', change: { by: 'factor', factor: 2 } },
    ],
    [
      'Honestly, would it hurt to spend twice as much on ads?',
      { kind: 'marketing-budget', change: { by: 'factor', factor: 2 } },
    ],
    ['Marketing spend: double or hold?', { kind: 'marketing-budget', change: { by: 'factor', factor: 2 } }],
    [
      "Let's put an extra $80K a quarter into advertising",
      { kind: 'marketing-budget', change: { by: 'amount', amount: 8_000_000 } },
    ],
    [
      'I want to raise our marketing budget by 50% for the year',
      { kind: 'marketing-budget', change: { by: 'percent', percent: 50 } },
    ],
    [
      'Should we pour another 200k into R&D?',
      { kind: 'research-budget', change: { by: 'amount', amount: 20_000_000 } },
    ],
    ['How about we triple R&D?', { kind: 'research-budget', change: { by: 'factor', factor: 3 } }],
    ['Should we hire ten more engineers?', { kind: 'hires', count: 10, role: 'engineer' }],
    [
      'Thinking of bringing on 5 salespeople this quarter - worth it?',
      { kind: 'hires', count: 5, role: 'salesperson' },
    ],
    ['Can the budget stretch to a dozen new support staff?', { kind: 'hires', count: 12, role: 'staff' }],
    ["We're bleeding cash. Should I stop recruiting until Q3?", { kind: 'hiring-pause' }],
    ['Do we need to shed 10% of headcount?', { kind: 'layoffs', count: null, percent: 10 }],
    ['lay off 4 people in ops?', { kind: 'layoffs', count: 4, percent: null }],
    ['Our best engineer wants a 30% raise or she leaves', { kind: 'raise', percent: 30, people: 1 }],
    [
      'Our lead dev is threatening to quit unless we bump her salary by a quarter',
      { kind: 'raise', percent: 25, people: 1 },
    ],
    ['Could we give the sales team a 12% raise?', { kind: 'raise', percent: 12, people: 'team' }],
    ['Give everyone a 5% pay rise?', { kind: 'raise', percent: 5, people: 'everyone' }],
    ['Should we cut prices by 20%?', { kind: 'price-change', direction: -1, percent: 20 }],
    [
      'Thinking about knocking 15% off our list price to win share',
      { kind: 'price-change', direction: -1, percent: 15 },
    ],
    ['Is it time to put our prices up 10 percent?', { kind: 'price-change', direction: 1, percent: 10 }],
    ['Would a 10% price hike scare customers off?', { kind: 'price-change', direction: 1, percent: 10 }],
    ['What if we halved the ad spend?', { kind: 'cost-cut', area: 'marketing', percent: 50 }],
    ['Should we cut our R&D budget by a third?', { kind: 'cost-cut', area: 'research', percent: 33 }],
    ['We could trim payroll by 5 percent, thoughts?', { kind: 'cost-cut', area: 'payroll', percent: 5 }],
    ['What should we cut first?', { kind: 'cost-cut', area: null, percent: null }],
    ['Could we switch to a cheaper cloud provider?', { kind: 'supplier-switch' }],
    [
      'Can we afford $500,000 on a new product line?',
      { kind: 'spend', amount: 50_000_000, on: 'a new product line' },
    ],
    [
      'Can we afford to put half a million into a new product line?',
      { kind: 'spend', amount: 50_000_000, on: 'a new product line' },
    ],
    [
      'Worth throwing $250k at a new mobile app?',
      { kind: 'spend', amount: 25_000_000, on: 'a new mobile app' },
    ],
    // A negation before a dash that ends the thought does not reach the question after it.
    [
      "Don't give me the usual speech - should we cut the marketing budget by a third or not?",
      { kind: 'cost-cut', area: 'marketing', percent: 33 },
    ],
    ['No lectures\u2014can we trim payroll by 5 percent?', { kind: 'cost-cut', area: 'payroll', percent: 5 }],
  ];
  it.each(cases)('"%s"', (text, lever) => {
    expect(readQuestion(text).lever).toEqual(lever);
  });
});

describe('what else a question says', () => {
  it('when it names a time, then the lever runs that many quarters; "by a quarter" is a share, not a time', () => {
    expect(readQuestion('Should we double our marketing budget next quarter?').quarters).toBe(1);
    expect(readQuestion('Freeze hiring for two quarters?').quarters).toBe(2);
    expect(readQuestion('I want to raise our marketing budget by 50% for the year').quarters).toBe(4);
    expect(readQuestion('Should we hire ten more engineers?').quarters).toBeNull();
    expect(readQuestion('Can we bump her salary by a quarter?').quarters).toBeNull();
  });

  it('when it asks whether the company can afford something, then it says so', () => {
    expect(readQuestion('Can we afford $500,000 on a new product line?').affordability).toBe(true);
    expect(readQuestion('Do we have the cash for a new warehouse at $300K?').affordability).toBe(true);
    expect(readQuestion('Should we hire ten more engineers?').affordability).toBe(false);
  });

  it('when it asks yes or no, then it is read as a yes/no question; an open question is not', () => {
    expect(readQuestion('Should we cut prices by 20%?').yesNo).toBe(true);
    expect(readQuestion('Honestly, would it hurt to spend twice as much on ads?').yesNo).toBe(true);
    expect(readQuestion('Freeze hiring for two quarters?').yesNo).toBe(true);
    expect(readQuestion('What should we cut first?').yesNo).toBe(false);
    expect(readQuestion('Where can we save money?').yesNo).toBe(false);
  });

  it('when it names no lever, then the departments it is about are read, and small talk asks nothing', () => {
    expect(readQuestion('How is the brand doing?')).toMatchObject({
      lever: null,
      departments: ['marketing'],
    });
    expect(readQuestion('Any thoughts on the security breach?').departments).toEqual(['security']);
    expect(readQuestion('Good morning!')).toMatchObject({ lever: null, departments: [] });
  });

  it('when money is raised rather than spent, then it is not a pay rise', () => {
    expect(readQuestion('Should we raise money from investors?').lever?.kind).not.toBe('raise');
  });
});
