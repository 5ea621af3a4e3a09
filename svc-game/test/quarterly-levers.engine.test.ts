// The quarterly levers through the real engine: each setting runs for the
// quarter it is set for through the plan levers' machinery, is booked on a
// line of its own with its reason, and is gone the quarter after; financing
// is one-off; the defaults change nothing. Every test plays the same seeded
// company with and without the setting, so the difference is the setting's.
import {
  DEFAULT_QUARTERLY_LEVERS,
  quarterlyLeversSchema,
  type QuarterlyLevers,
  type QuarterlyLeversInput,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  createCompany,
  finalScore,
  quarterBreakdowns,
  replayGame,
  type CompanyState,
  type FinancialEvent,
} from '../src/domain';
import { checkEndConditions } from '../src/domain/engine/end-conditions';
import { objectives } from '../src/domain/engine/objectives';
import { projectQuarterlyLevers } from '../src/domain/engine/projection';
import { describeLevers, leverLimits, leverProblems } from '../src/domain/engine/quarterly-levers';
import { FINANCE, LEVERS, OBJECTIVES, QUARTERLY_LEVERS } from '../src/domain/engine/tuning';

const levers = (input: QuarterlyLeversInput): QuarterlyLevers => quarterlyLeversSchema.parse(input);

/** Plays `quarters` quarters, the first with `first` set. */
function play(company: CompanyState, first: QuarterlyLevers | null, quarters = 1) {
  const states: CompanyState[] = [];
  const events: FinancialEvent[][] = [];
  let state = company;
  for (let q = 0; q < quarters; q++) {
    const result = advanceQuarter(state, { openScenarios: [], levers: q === 0 ? first : null });
    state = result.state;
    states.push(state);
    events.push(result.events);
  }
  return { states, events };
}

const leverLines = (events: FinancialEvent[]) => events.filter((e) => e.lever);

describe('quarterly levers left at their defaults', () => {
  it('when every setting is its default (or none is given), then the quarters are exactly the game without levers', () => {
    const company = createCompany(21);
    const plain = play(company, null, 3);
    const defaults = play(company, DEFAULT_QUARTERLY_LEVERS, 3);
    expect(defaults.states).toEqual(plain.states);
    expect(defaults.events).toEqual(plain.events);
    expect(plain.events.flat().some((e) => e.lever)).toBe(false);
  });
});

describe('a marketing budget for the quarter', () => {
  const seed = 8;

  it('when $15K of marketing is set, then that quarter books it on its own line with its reason, brand and pipeline gain, and the next quarter has no such line', () => {
    const company = createCompany(seed);
    const set = play(company, levers({ marketingBudget: 1_500_000 }), 2);
    const control = play(company, null, 2);

    expect(leverLines(set.events[0]!)).toEqual([
      expect.objectContaining({
        eventType: 'marketing',
        account: 'cash',
        amount: -1_500_000,
        triggeredBy: 'Quarterly levers',
        lever: 'marketing-budget',
        description: 'Marketing budget $15K for Q1 Year 1 (quarterly lever)',
        quarter: 1,
      }),
    ]);
    expect(set.states[0]!.drivers.brand).toBeGreaterThan(control.states[0]!.drivers.brand);
    expect(set.states[0]!.drivers.pipeline).toBeGreaterThan(control.states[0]!.drivers.pipeline);
    expect(set.states[0]!.levers).toEqual([]);
    expect(leverLines(set.events[1]!)).toEqual([]);

    const [first] = quarterBreakdowns(set.states[1]!.history, set.events.flat());
    expect(first!.leverLines).toEqual([
      {
        description: 'Marketing budget $15K for Q1 Year 1 (quarterly lever)',
        eventType: 'marketing',
        triggeredBy: 'Quarterly levers',
        part: 'operations',
        netWorth: -1_500_000,
        cash: -1_500_000,
      },
    ]);
  });

  it('when a budget goes past what moves the drivers most in a quarter, then the limits say where the full effect is reached', () => {
    const company = createCompany(seed);
    const { budgetForFullEffect } = leverLimits(company);
    expect(budgetForFullEffect).toBe(
      Math.round(company.revenue * LEVERS.revenueSharePerPoint * LEVERS.maxPointsPerQuarter),
    );
    const lines = describeLevers(company, levers({ marketingBudget: 4 * budgetForFullEffect }));
    expect(lines[0]).toMatch(/^Marketing budget \$\d+K: brand and sales pipeline up to \+4 points/);
  });
});

describe('price, hiring and R&D for the quarter', () => {
  it('when prices rise 8%, then revenue is one line at price level 108 naming the lever, and share falls behind the same quarter without it', () => {
    const company = createCompany(11);
    const set = play(company, levers({ priceChangePercent: 8 }));
    const control = play(company, null);
    const [line] = leverLines(set.events[0]!);
    expect(line).toMatchObject({
      eventType: 'revenue',
      lever: 'price-change',
      description:
        'Sales revenue for the quarter at price level 108 (Price change +8% for Q1 Year 1 (quarterly lever))',
      amount: set.states[0]!.revenue,
    });
    expect(set.events[0]!.filter((e) => e.eventType === 'revenue')).toHaveLength(1);
    expect(set.states[0]!.marketShare).toBeLessThan(control.states[0]!.marketShare);
  });

  it('when a hiring freeze is set, then the headcount holds that quarter and the payroll line says why', () => {
    const company = createCompany(1); // a company that hires in its first quarter
    const set = play(company, levers({ hiring: { plan: 'freeze' } }));
    const control = play(company, null);
    expect(control.states[0]!.employeeCount).toBeGreaterThan(company.employeeCount);
    expect(set.states[0]!.employeeCount).toBe(company.employeeCount);
    const payroll = set.events[0]!.find((e) => e.eventType === 'payroll')!;
    expect(payroll.description).toContain('Hiring freeze for Q1 Year 1 (quarterly lever)');
  });

  it('when four hires are planned, then they join on top of the work’s with their payroll and equipment booked under the lever', () => {
    const company = createCompany(5);
    const set = play(company, levers({ hiring: { plan: 'hire', count: 4 } }));
    const control = play(company, null);
    expect(set.states[0]!.employeeCount - control.states[0]!.employeeCount).toBe(4);
    expect(leverLines(set.events[0]!).map((e) => [e.eventType, e.account, e.lever])).toEqual([
      ['payroll', 'cash', 'hires'],
      ['equipment_purchase', 'cash', 'hires'],
      ['equipment_purchase', 'assets', 'hires'],
    ]);
    const [quarter] = quarterBreakdowns(set.states[0]!.history, set.events[0]!);
    // The equipment's two sides read as one line: cash out, net worth unchanged.
    expect(quarter!.leverLines.find((l) => l.eventType === 'equipment_purchase')).toMatchObject({
      cash: -4 * FINANCE.equipmentPerHire,
      netWorth: 0,
    });
  });

  it('when an R&D budget is set, then tech debt falls and quality rises against the same quarter without it', () => {
    const company = createCompany(14);
    const set = play(company, levers({ researchBudget: 2_000_000 }));
    const control = play(company, null);
    expect(set.states[0]!.drivers.techDebt).toBeLessThan(control.states[0]!.drivers.techDebt);
    expect(set.states[0]!.drivers.productQuality).toBeGreaterThan(control.states[0]!.drivers.productQuality);
  });
});

describe('a credit line', () => {
  const amount = 20_000_000;

  it('when $200K is drawn, then cash and liabilities rise together, interest at a rate above the bank loan’s is booked each quarter, and it is repaid in instalments from the next quarter', () => {
    expect(QUARTERLY_LEVERS.creditLineRate).toBeGreaterThan(FINANCE.interestRate);
    const company = createCompany(3);
    const set = play(company, levers({ financing: { kind: 'credit-line', amount } }), 5);
    const control = play(company, null, 1);

    const first = leverLines(set.events[0]!);
    expect(first.map((e) => [e.eventType, e.account, e.amount])).toEqual([
      ['credit_line_draw', 'cash', amount],
      ['credit_line_draw', 'liabilities', -amount],
      ['credit_line_interest', 'cash', -Math.round(amount * QUARTERLY_LEVERS.creditLineRate)],
    ]);
    expect(first[0]!.description).toBe(
      'Credit line drawn for Q1 Year 1 (quarterly lever): $200K at 3% a quarter, repaid over 4 quarters from Q2 Year 1',
    );
    // The bank loan's own interest is what it was.
    const bankInterest = (events: FinancialEvent[]) => events.find((e) => e.eventType === 'interest')!.amount;
    expect(bankInterest(set.events[0]!)).toBe(bankInterest(control.events[0]!));

    const instalment = amount / QUARTERLY_LEVERS.creditLineTermQuarters;
    expect(set.states[0]!.financing).toMatchObject({ creditLine: amount, creditLineInstallment: instalment });
    for (let q = 1; q <= 4; q++) {
      const repaid = set.events[q]!.filter((e) => e.eventType === 'credit_line_repayment');
      expect(repaid.map((e) => e.amount)).toEqual([-instalment, instalment]);
      expect(set.states[q]!.financing.creditLine).toBe(amount - q * instalment);
    }
    expect(set.states[4]!.financing.creditLine).toBe(0);
    expect(set.states[4]!.levers).toEqual([]);
  });

  it('when the draw is past what the line can carry, then it is refused with the figure that would fit', () => {
    const company = createCompany(3);
    const room = Math.floor(company.revenue * QUARTERLY_LEVERS.creditLineRevenueShare);
    const problems = leverProblems(company, levers({ financing: { kind: 'credit-line', amount: room + 1 } }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The credit line can draw at most \$\d+K this quarter .*; you asked for/);
    expect(leverProblems(company, levers({ financing: { kind: 'credit-line', amount: room } }))).toEqual([]);
  });
});

describe('raising capital', () => {
  it('when $250K is raised at a net worth of $1M, then cash comes in, the stake falls to 80% and the final score is 80% of what it would be', () => {
    const company = createCompany(4);
    expect(company.netWorth).toBe(100_000_000);
    const set = play(company, levers({ financing: { kind: 'raise-capital', amount: 25_000_000 } }));
    const [line] = leverLines(set.events[0]!);
    expect(line).toMatchObject({ eventType: 'capital_raise', account: 'cash', amount: 25_000_000 });
    expect(line!.description).toContain('your stake falls from 100% to 80%');
    expect(set.states[0]!.financing).toMatchObject({ stake: 8_000, capitalRaised: 25_000_000 });

    const ended: CompanyState = { ...set.states[0]!, status: 'ended', endReason: 'time_limit' };
    const undiluted = finalScore({ ...ended, financing: { ...ended.financing, stake: 10_000 } });
    // 80% of the unrounded score, rounded down once.
    expect(Math.abs(finalScore(ended) - undiluted * 0.8)).toBeLessThan(1);
  });

  it('when net worth passes $10M only with investors’ money, then it is no victory: the stake counts', () => {
    const company = createCompany(4);
    const won: CompanyState = {
      ...company,
      quartersPlayed: 8,
      netWorth: OBJECTIVES.netWorthTarget + 1_000_000,
      cashFlow: 1,
      counters: { ...company.counters, bestPositiveCashFlowStreak: 4, scenariosResolvedWell: 5 },
    };
    expect(checkEndConditions(won)).toBe('victory');
    const diluted = { ...won, financing: { ...won.financing, stake: 5_000 } };
    expect(checkEndConditions(diluted)).toBeNull();
    expect(objectives(diluted).find((o) => o.id === 'net-worth')).toMatchObject({
      isCompleted: false,
      currentValue: Math.floor((won.netWorth * 5_000) / 10_000),
    });
  });

  it('when more than half the net worth is asked for, then it is refused saying how much one quarter can raise', () => {
    const company = createCompany(4);
    const [problem] = leverProblems(
      company,
      levers({ financing: { kind: 'raise-capital', amount: 60_000_000 } }),
    );
    expect(problem).toBe(
      "One quarter can raise at most $500K (half of the company's net worth of $1.0M); you asked for $600K.",
    );
  });
});

describe('what the company can pay', () => {
  it('when the budgets and hires cost more than the cash and the financing bring in, then it says so with the figures', () => {
    const company = { ...createCompany(6), cash: 3_000_000 };
    const problems = leverProblems(
      company,
      levers({ marketingBudget: 2_000_000, researchBudget: 2_000_000 }),
    );
    expect(problems).toEqual([
      'The budgets and planned hires would cost $40K this quarter, more than the $30K cash at hand. Lower them, or add financing.',
    ]);
    const financed = levers({
      marketingBudget: 2_000_000,
      researchBudget: 2_000_000,
      financing: { kind: 'credit-line', amount: 2_000_000 },
    });
    expect(leverProblems(company, financed)).toEqual([]);
  });

  it('when more hires are planned than a quarter can take, then it is refused', () => {
    const company = createCompany(6);
    const [problem] = leverProblems(
      company,
      levers({ hiring: { plan: 'hire', count: company.employeeCount + 1 } }),
    );
    expect(problem).toMatch(/^At most \d+ hires fit in one quarter/);
  });
});

describe('the projection and the replay', () => {
  it('when a budget is projected two quarters ahead, then “without” is the plain game and “with” is the game with it set, from the same draws', () => {
    const company = createCompany(8);
    const set = levers({ marketingBudget: 1_500_000 });
    const projection = projectQuarterlyLevers(company, [], set, 2);
    const withIt = play(company, set, 2).states[1]!;
    const without = play(company, null, 2).states[1]!;
    expect(projection.without.netWorth).toBe(without.netWorth);
    expect(projection.with.netWorth).toBe(withIt.netWorth);
    expect(projection.delta.drivers.brand).toBe(withIt.drivers.brand - without.drivers.brand);
    expect(projection.stake).toBe(10_000);
  });

  it('when a game with levers is replayed from its log, then it lands on the same company to the cent', () => {
    const set = levers({
      marketingBudget: 1_000_000,
      financing: { kind: 'credit-line', amount: 5_000_000 },
    });
    const played = play(createCompany(31), set, 2).states[1]!;
    const replayed = replayGame(played.seed, [
      { kind: 'quarter-advanced', levers: set },
      { kind: 'quarter-advanced' },
    ]);
    expect(replayed).toEqual(played);
  });
});
