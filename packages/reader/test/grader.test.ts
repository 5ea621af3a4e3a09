// The grader reads meaning: negation, owners by name, times and amounts in
// words. Decisions here are written fresh, in players' voices, not in the
// grader's own phrases.
import { scenarioToGrade, templateOf } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { gradeDecision, read, readPlan } from '../src';
import { numberValue } from '../src/read/nlp';
import { company } from './support/corpus';

const grade = (
  kind: string,
  decision: string,
  more: { previousDecisions?: string[]; standardSpend?: number } = {},
) => {
  const template = templateOf(kind)!;
  return gradeDecision({
    decision,
    scenario: { ...scenarioToGrade(template, company), kind },
    cash: company.cash,
    ...more,
  });
};

describe('when a decision rules out a harmful act, it is not reckless', () => {
  const honest: Array<[string, string]> = [
    [
      'security-breach',
      'We will not hide anything from customers or blame the team. Security resets every admin credential today and we notify customers within 72 hours.',
    ],
    [
      'regulatory-audit',
      "Don't destroy or hide any records. Legal gathers our data-handling evidence this week and runs a mock audit by day twenty.",
    ],
    [
      'security-exposure',
      "We won't ignore the warning signs: the IT lead patches the exposed servers by Friday and removes stale admin accounts today.",
    ],
    [
      'system-outage',
      "We will not pretend this was someone else's fault. The platform lead owns the service from today and customers get a written account this week.",
    ],
    [
      'product-recall',
      'No one deletes logs or records. Engineering rolls back the release tonight and support contacts every affected customer tomorrow.',
    ],
    [
      'key-customer-loss',
      "We won't blame the account team in front of the customer; the CEO visits them next week with a recovery plan.",
    ],
    [
      'talent-exodus',
      'Nobody gets walked out or threatened. Managers hold stay conversations with the top ten engineers before Friday.',
    ],
    [
      'compliance-gap',
      'We are not going to cover this up or wait for the regulator to find it; outside counsel reviews the two contracts within two weeks.',
    ],
    [
      'morale-slump',
      "We won't punish anyone for the exit interviews. HR runs listening sessions this week and leadership cuts the project list by a third.",
    ],
    [
      'quality-complaints',
      'We will never tell customers a bug is expected behaviour. The head of product freezes features until the core bugs are fixed.',
    ],
    [
      'cash-squeeze',
      "We won't bet the company on a loan. Maria in finance builds a weekly cash forecast and renegotiates supplier terms by month end.",
    ],
    [
      'acquisition-offer',
      "We won't pay whatever they ask. The CFO runs due diligence for three weeks with a walk-away price set up front.",
    ],
    [
      'market-disruption',
      'We refuse to gamble everything on a price war; the product lead tests a lower tier with 20 customers over one quarter.',
    ],
    [
      'supply-chain-disruption',
      "We're not going to stop paying them or hide the risk from customers. Ops gets quotes from two alternative suppliers by Friday.",
    ],
    [
      'partnership-offer',
      "We won't sign as written, and we won't hand over our customer data. Legal negotiates exclusivity down to direct competitors in two weeks.",
    ],
    [
      'security-breach',
      'Under no circumstances do we delete evidence. Forensics start tonight; Priya leads the response and briefs the board daily.',
    ],
  ];
  it.each(honest)('%s: %s', (kind, decision) => {
    const graded = grade(kind, decision);
    expect(graded.reckless, graded.rationale.join(' ')).toBe(false);
    expect(graded.verdict).not.toBe('Reckless');
  });

  it('while the same acts, affirmed, are reckless', () => {
    expect(grade('security-breach', 'Hide the breach from customers and blame the night team.').verdict).toBe(
      'Reckless',
    );
    expect(
      grade('regulatory-audit', 'Shred the old retention records before the auditors arrive.').verdict,
    ).toBe('Reckless');
  });

  it('and telling that is ruled out does not count as communication', () => {
    const open = grade(
      'security-breach',
      'The CISO resets every admin credential today and we tell customers and the regulator within 72 hours.',
    );
    const closed = grade(
      'security-breach',
      "The CISO resets every admin credential today and we won't tell customers or the regulator until we know more.",
    );
    expect(open.covered).toContain('communication');
    expect(closed.covered).not.toContain('communication');
    expect(closed.score).toBeLessThan(open.score);
  });
});

describe('where a negation stops', () => {
  const negatedWords = (text: string) =>
    read(text).clauses.flatMap((c) => c.tokens.filter((t) => t.negated).map((t) => t.lower));
  it('stops at a dash that ends a thought and at a semicolon, but not at a colon that lists what is ruled out', () => {
    expect(negatedWords("Don't panic - Priya patches the servers today.")).not.toContain('patches');
    expect(negatedWords('Not now; the CTO patches it by Friday.')).not.toContain('patches');
    expect(negatedWords("What we won't do: cut the support team.")).toContain('cut');
    // A hyphenated word is one word, not a dash between thoughts.
    expect(negatedWords('We will not skip the follow-up review.')).toContain('review');
  });
});

describe('owners, times and amounts are read as a person reads them', () => {
  it('counts a named person as the owner of a step', () => {
    const graded = grade(
      'security-breach',
      'Priya leads the response: reset the stolen credential and notify the affected customers.',
    );
    expect(graded.reading.owners).toContain('Priya');
    expect(graded.rationale.join(' ')).toContain('an owner (Priya');
    expect(read('Maria in finance builds a weekly forecast.').owners).toContain('Maria');
    expect(read('Eleanor leads the outreach to the regulator.').owners).toContain('Eleanor');
  });

  it('reads times in words and pilots by their length', () => {
    expect(read('We decide within two weeks.').times[0]).toMatchObject({ days: 14 });
    expect(read('Run a one-quarter pilot first.').times[0]).toMatchObject({ days: 91 });
    expect(read('Legal replies before Friday.').times.length).toBeGreaterThan(0);
  });

  it('reads a morale answer that starts with the number as about morale', () => {
    const graded = grade(
      'morale-slump',
      'Morale has been stuck in the mid-forties, so HR holds skip-level sessions this week and managers cut the project list by a third.',
    );
    expect(graded.rationale[0]).toContain('It speaks to the fall in morale');
  });

  it('reads numbers written in words', () => {
    expect(
      ['forty thousand', 'forty-eight', 'one hundred and twenty', 'ten', '2.5', '1,200', 'a dozen'].map(
        numberValue,
      ),
    ).toEqual([40_000, 48, 120, 10, 2.5, 1200, 12]);
    expect(numberValue('several')).toBeNull();
  });

  it('reads amounts in digits, suffixes and words', () => {
    expect(read('capped at $40,000').amounts.map((a) => a.cents)).toEqual([4_000_000]);
    expect(read('a budget of $150K').amounts.map((a) => a.cents)).toEqual([15_000_000]);
    expect(read('forty thousand dollars').amounts.map((a) => a.cents)).toEqual([4_000_000]);
    expect(read('we set aside about twenty-five thousand dollars').amounts.map((a) => a.cents)).toEqual([
      2_500_000,
    ]);
    expect(read('up to $1.2M').amounts.map((a) => a.cents)).toEqual([120_000_000]);
    // "grand" is a thousand dollars, in words or digits; a grand plan is no amount.
    expect(read('Budget: twenty grand, no more.').amounts.map((a) => [a.cents, a.text])).toEqual([
      [2_000_000, 'twenty grand'],
    ]);
    expect(read('we put 20 grand on it').amounts.map((a) => [a.cents, a.text])).toEqual([
      [2_000_000, '20 grand'],
    ]);
    expect(read('a grand plan').amounts).toEqual([]);
  });
});

describe('the plan a decision states', () => {
  it('takes a capped budget as what the plan spends', () => {
    const plan = readPlan(
      read('Outside counsel reviews the contracts, capped at $40,000, within two weeks.'),
    );
    expect(plan.budget.amount).toBe(4_000_000);
  });

  it('leaves savings and figures the scenario quotes out of the spend', () => {
    const plan = readPlan(read('We cut $20K of tooling costs and spend $15K on a cash forecast.'));
    expect(plan.budget.amount).toBe(1_500_000);
  });

  it('turns a hiring pause into a lever for the time it states', () => {
    const plan = readPlan(
      read('We pause net new hiring for two quarters while finance rebuilds the forecast.'),
    );
    expect(plan.levers).toContainEqual(expect.objectContaining({ kind: 'hiring-pause', quarters: 2 }));
    expect(readPlan(read('No new hires this quarter.')).levers).toContainEqual(
      expect.objectContaining({ kind: 'hiring-pause', quarters: 1 }),
    );
  });

  it('reads hires, price changes, marketing budgets and supplier switches', () => {
    const plan = readPlan(
      read(
        'Hire ten engineers over the next quarter. Cut prices by 15% for two quarters. Put $50K a quarter into a marketing campaign. Switch to a second supplier.',
      ),
    );
    expect(plan.levers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'hires', count: 10 }),
        expect.objectContaining({ kind: 'price-change', percent: -15, quarters: 2 }),
        expect.objectContaining({ kind: 'marketing-budget', amount: 5_000_000 }),
        expect.objectContaining({ kind: 'supplier-switch' }),
      ]),
    );
    // The marketing money is the lever's, not a second spend.
    expect(plan.budget.amount).toBeNull();
  });

  it('grades down a budget far too small for the stakes', () => {
    const decision =
      'The CISO resets every credential today, notifies customers within 72 hours and hires forensics, capped at $500.';
    const small = grade('security-breach', decision, { standardSpend: 3_000_000 });
    expect(small.rationale.join(' ')).toMatch(/small for what is at stake/);
    expect(small.score).toBeLessThan(grade('security-breach', decision).score);
  });
});

describe('repeats and padding', () => {
  it('marks a decision pasted again as boilerplate', () => {
    const decision = 'Priya leads: reset the stolen credential today and notify customers within 72 hours.';
    expect(grade('security-breach', decision, { previousDecisions: [decision] }).boilerplate).toBe(true);
  });

  it('does not reward a list of every kind of measure', () => {
    const stuffed =
      'We will contain, isolate, patch and fix the issue; communicate and inform stakeholders; control cost with a capped budget and a pilot; support, train and retain the team; brief legal counsel, audit and document compliance; investigate the root cause with data; refund customers and track churn; run due diligence, test and expand with partners. The CEO owns it within 2 weeks.';
    expect(grade('talent-exodus', stuffed).score).toBeLessThan(65);
  });
});
