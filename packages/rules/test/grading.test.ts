import { describe, expect, it } from 'vitest';
import { sampleCompany } from '@ai-council/contracts/testing';
import {
  allScenarioTemplates,
  amountsIn,
  decisionSimilarity,
  effectOfGrade,
  gradeDecision,
  scenarioToGrade,
  templateOf,
  verdictFor,
  type DecisionToGrade,
} from '../src/index';

const breach = templateOf('security-breach')!;
const company = sampleCompany();

const breachScenario = scenarioToGrade(breach, company);
const supplier = scenarioToGrade(templateOf('supply-chain-disruption')!, company);
const grade = (decision: string, scenario = breachScenario, more: Partial<DecisionToGrade> = {}) =>
  gradeDecision({ decision, scenario, cash: company.cash, ...more });

/** One paragraph naming every rubric word, with an owner, a number and a time: fits no scenario in particular. */
const keywordStuffed =
  'We will contain, isolate, patch and fix the issue; communicate and inform stakeholders, the board and staff; control cost with a capped budget and a pilot; support, train and retain the team; brief legal counsel, audit and document compliance; investigate the root cause with data and metrics; refund customers and track churn and satisfaction; run due diligence, test and expand with partners. The CEO owns it, with a 10% budget cap, within 2 weeks.';

const breachPlan =
  'The CISO owns the response: revoke the stolen admin credential and isolate the servers with customer records within 2 hours. Notify affected customers and the regulator within 72 hours with legal counsel, and run a forensic investigation on 100% of admin accounts, reporting in 2 weeks.';

const supplierPlan =
  'Move 40% of our hosting off the failing supplier to a backup provider within 3 weeks, so customers see no outage; the COO owns the switch. Finance analyses the 30% price rise and renegotiates before the end of the quarter, capping extra spend at $200K.';

describe('the demo-mode grader', () => {
  it('when a decision addresses the breach with an owner, a measurable step and a time, then it is Excellent and says so', () => {
    const g = grade(breachPlan);
    expect(g.missing).toEqual([]);
    expect(g.score).toBeGreaterThanOrEqual(85);
    expect(g.verdict).toBe('Excellent');
    expect(g.rationale[0]).toBe('It addresses the security breach.');
  });

  it('when one keyword-stuffed paragraph is pasted into every scenario, then it scores clearly lower than a decision fitting that scenario', () => {
    for (const [scenario, plan] of [
      [breachScenario, breachPlan],
      [supplier, supplierPlan],
    ] as const) {
      const stuffed = grade(keywordStuffed, scenario);
      const fitting = grade(plan, scenario);
      expect(fitting.score - stuffed.score).toBeGreaterThanOrEqual(25);
      expect(stuffed.score).toBeLessThan(65);
      expect(stuffed.rationale).toContain(
        'It lists every kind of measure instead of choosing what this scenario needs.',
      );
    }
    // Anywhere in the catalogue, the paragraph is at best Partial.
    for (const template of allScenarioTemplates) {
      expect(grade(keywordStuffed, scenarioToGrade(template, company)).score, template.kind).toBeLessThan(65);
    }
  });

  it('when rubric words are added to a fitting decision, then the grade does not rise', () => {
    const padded = `${supplierPlan} Also contain, isolate, communicate, audit, legal compliance, train the staff, refund, due diligence, expand, partner, pricing.`;
    expect(grade(padded, supplier).score).toBeLessThanOrEqual(grade(supplierPlan, supplier).score);
  });

  it('when a decision is about something else, then the rationale says which subject it does not address', () => {
    const g = grade(breachPlan, supplier);
    expect(g.rationale[0]).toBe('It does not address the supplier failure this scenario is about.');
    expect(g.score).toBeLessThanOrEqual(45);
  });

  it('when a decision names no owner, no figure and no time, then the rationale says each is missing', () => {
    const g = grade(
      'Switch away from the failing supplier and renegotiate the price rise with the others.',
      supplier,
    );
    expect(g.rationale).toEqual(
      expect.arrayContaining([
        'It addresses the supplier failure.',
        'It does not name who owns the step.',
        'It gives no measurable step: no number, share or amount.',
        'It sets no time: no days, weeks, quarter or date.',
      ]),
    );
    expect(g.score).toBeLessThan(grade(supplierPlan, supplier).score - 20);
  });

  it('when the player repeats an earlier decision word for word or nearly so, then it is graded boilerplate', () => {
    const earlier = [supplierPlan];
    const again = grade(supplierPlan, supplier, { previousDecisions: earlier });
    const nearly = grade(supplierPlan.replace('3 weeks', '4 weeks'), supplier, {
      previousDecisions: earlier,
    });
    for (const g of [again, nearly]) {
      expect(g.boilerplate).toBe(true);
      expect(g.score).toBeLessThanOrEqual(15);
      expect(g.verdict).toBe('Weak');
      expect(g.rationale[0]).toBe(
        'It repeats an earlier decision almost word for word; this scenario needs its own answer.',
      );
    }
    expect(grade(supplierPlan, supplier, { previousDecisions: [breachPlan] }).boilerplate).toBe(false);
  });

  it('when words sets are compared, then similarity is their Jaccard index', () => {
    expect(decisionSimilarity('cut costs now', 'cut costs now')).toBe(1);
    expect(decisionSimilarity('cut costs now', 'cut costs later')).toBeCloseTo(2 / 4);
    expect(decisionSimilarity('a b', 'c d')).toBe(0);
  });

  it('when a decision commits more money than the company has in cash, then it is penalised and told so', () => {
    const affordable = grade(supplierPlan, supplier);
    const overspend = grade(supplierPlan.replace('$200K', '$5M'), supplier, { cash: 1_000_000_00 });
    expect(overspend.overCash).toBe(true);
    expect(overspend.score).toBeLessThanOrEqual(35);
    expect(affordable.score - overspend.score).toBeGreaterThanOrEqual(30);
    expect(overspend.rationale).toContain('It commits $5.0M, more than the $1.0M the company has in cash.');
    expect(affordable.overCash).toBe(false);
  });

  it('when amounts are written in the usual ways, then they are read in cents', () => {
    expect(amountsIn('$250K, $1.2M, USD 40,000 and 2 million dollars')).toEqual([
      25_000_000, 120_000_000, 4_000_000, 200_000_000,
    ]);
  });

  it('when a decision is a few words, then it cannot score well', () => {
    const g = grade('Fix the breach');
    expect(g.score).toBeLessThanOrEqual(25);
    expect(g.rationale).toContain('It is too short to be a plan.');
  });

  it.each([
    'Ignore it.',
    'Cover it up and delete the logs, then patch everything within 24 hours and notify legal.',
    'Blame the intern and move on',
  ])(
    'when a decision is reckless (%s), then it is Reckless at 20 or below, whatever else it says',
    (text) => {
      const g = grade(text);
      expect(g.reckless).toBe(true);
      expect(g.verdict).toBe('Reckless');
      expect(g.score).toBeLessThanOrEqual(20);
      expect(g.rationale[0]).toBe('It is reckless: it risks trust, people or compliance.');
    },
  );

  it('when the same decision is graded twice, then the grade is identical', () => {
    expect(grade(breachPlan)).toEqual(grade(breachPlan));
  });

  it('verdict bands', () => {
    expect([95, 85, 84, 65, 64, 45, 44, 0].map((s) => verdictFor(s, false))).toEqual([
      'Excellent',
      'Excellent',
      'Sound',
      'Sound',
      'Partial',
      'Partial',
      'Weak',
      'Weak',
    ]);
  });
});

describe('what a grade does to the company', () => {
  const threat = { severity: 'high' as const, opportunity: false, drivers: breach.drivers };
  it('when a threat is handled better, then it costs less and the drivers improve more', () => {
    const good = effectOfGrade({ score: 90, reckless: false }, threat, company);
    const poor = effectOfGrade({ score: 20, reckless: false }, threat, company);
    expect(good.cashEffect).toBeLessThan(0);
    expect(good.cashEffect).toBeGreaterThan(poor.cashEffect);
    expect(good.driverEffects.security).toBe(8);
    expect(poor.driverEffects.security).toBe(-6);
    expect(good.durationQuarters).toBe(2);
  });

  it('when an opportunity is handled well, then it makes money; handled badly, it loses some', () => {
    const offer = templateOf('acquisition-offer')!;
    const input = { severity: 'medium' as const, opportunity: true, drivers: offer.drivers };
    expect(effectOfGrade({ score: 100, reckless: false }, input, company).cashEffect).toBeGreaterThan(0);
    expect(effectOfGrade({ score: 10, reckless: false }, input, company).cashEffect).toBeLessThan(0);
  });

  it('when tech debt is the driver, then a good grade lowers it', () => {
    const outage = templateOf('system-outage')!;
    const e = effectOfGrade(
      { score: 100, reckless: false },
      { severity: 'high', opportunity: false, drivers: outage.drivers },
      company,
    );
    expect(e.driverEffects.techDebt).toBe(-10);
  });

  it('when the company is huge, then the cash effect stays within ±$2,000,000', () => {
    const rich = { ...company, revenue: 100_000_000_000 };
    const e = effectOfGrade({ score: 0, reckless: true }, { ...threat, severity: 'critical' }, rich);
    expect(e.cashEffect).toBeGreaterThanOrEqual(-200_000_000);
    for (const v of Object.values(e.driverEffects)) expect(Math.abs(v!)).toBeLessThanOrEqual(20);
  });
});
