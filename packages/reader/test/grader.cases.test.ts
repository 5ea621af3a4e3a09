// The grader's behaviour on whole decisions: fitting plans, keyword padding,
// decisions about another scenario, missing owner/figure/time, repeats,
// overspending, short and reckless answers.
import { sampleCompany } from '@ai-council/contracts/testing';
import { allScenarioTemplates, scenarioToGrade, templateOf } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { decisionSimilarity, gradeDecision, read, type DecisionToGrade } from '../src';

const company = sampleCompany();

const toGrade = (kind: string) => ({ ...scenarioToGrade(templateOf(kind)!, company), kind });
const breachScenario = toGrade('security-breach');
const supplier = toGrade('supply-chain-disruption');
const grade = (decision: string, scenario = breachScenario, more: Partial<DecisionToGrade> = {}) =>
  gradeDecision({ decision, scenario, cash: company.cash, ...more });

/** One paragraph naming every rubric word, with an owner, a number and a time: fits no scenario in particular. */
const keywordStuffed =
  'We will contain, isolate, patch and fix the issue; communicate and inform stakeholders, the board and staff; control cost with a capped budget and a pilot; support, train and retain the team; brief legal counsel, audit and document compliance; investigate the root cause with data and metrics; refund customers and track churn and satisfaction; run due diligence, test and expand with partners. The CEO owns it, with a 10% budget cap, within 2 weeks.';

const breachPlan =
  'The CISO owns the response: revoke the stolen admin credential and isolate the servers with customer records within 2 hours. Notify affected customers and the regulator within 72 hours with legal counsel, and run a forensic investigation on 100% of admin accounts, reporting in 2 weeks.';

const supplierPlan =
  'Move 40% of our hosting off the failing supplier to a backup provider within 3 weeks, so customers see no outage; the COO owns the switch. Finance analyses the 30% price rise and renegotiates before the end of the quarter, capping extra spend at $200K.';

describe('the grader', () => {
  it('when a decision addresses the breach with an owner, a measurable step and a time, then it is Excellent and says so', () => {
    const g = grade(breachPlan);
    expect(g.missing).toEqual([]);
    expect(g.score).toBeGreaterThanOrEqual(85);
    expect(g.verdict).toBe('Excellent');
    expect(g.rationale[0]).toMatch(/^It speaks to the security breach \(fit \d+\/30\)\.$/);
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
      expect(stuffed.rationale.join(' ')).toContain(
        'It lists every kind of measure instead of choosing what this scenario needs',
      );
    }
    // Anywhere in the catalogue, the paragraph is at best Partial.
    for (const template of allScenarioTemplates) {
      expect(
        grade(keywordStuffed, { ...scenarioToGrade(template, company), kind: template.kind }).score,
        template.kind,
      ).toBeLessThan(65);
    }
  });

  it('when rubric words are added to a fitting decision, then the grade does not rise', () => {
    const padded = `${supplierPlan} Also contain, isolate, communicate, audit, legal compliance, train the staff, refund, due diligence, expand, partner, pricing.`;
    expect(grade(padded, supplier).score).toBeLessThanOrEqual(grade(supplierPlan, supplier).score);
  });

  it('when a decision is about something else, then the rationale says which subject it does not address', () => {
    const g = grade(breachPlan, supplier);
    expect(g.rationale[0]).toMatch(/^It does not address the supplier failure this scenario is about/);
    expect(g.score).toBeLessThanOrEqual(45);
  });

  it('when a decision names no owner, no figure and no time, then the rationale says each is missing', () => {
    const g = grade(
      'Switch away from the failing supplier and renegotiate the price rise with the others.',
      supplier,
    );
    expect(g.rationale[0]).toMatch(/^It speaks to the supplier failure/);
    expect(g.rationale[2]).toBe('It names no owner, no time and nothing measurable (specificity 0/30).');
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
      expect(g.rationale.join(' ')).toContain(
        'It repeats an earlier decision almost word for word; this scenario needs its own answer',
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
    expect(overspend.rationale.join(' ')).toContain(
      'It commits $5.0M, more than the $1.0M the company has in cash',
    );
    expect(affordable.overCash).toBe(false);
  });

  it('when amounts are written in the usual ways, then they are read in cents', () => {
    expect(read('$250K, $1.2M, USD 40,000 and 2 million dollars').amounts.map((a) => a.cents)).toEqual([
      25_000_000, 120_000_000, 4_000_000, 200_000_000,
    ]);
  });

  it('when a decision is a few words, then it cannot score well', () => {
    const g = grade('Fix the breach');
    expect(g.score).toBeLessThanOrEqual(25);
    expect(g.rationale.join(' ')).toContain('It is too short to be a plan');
  });

  it.each([
    'Ignore it.',
    'Cover it up and delete the logs, then patch everything within 24 hours and notify legal.',
    'Blame the intern and move on',
  ])(
    'when a decision is reckless (%s), then it is Reckless at 10 or below, whatever else it says',
    (text) => {
      const g = grade(text);
      expect(g.reckless).toBe(true);
      expect(g.verdict).toBe('Reckless');
      expect(g.score).toBeLessThanOrEqual(10);
      expect(g.binding[0]).toMatch(/^It is reckless: it /);
    },
  );

  it('when the same decision is graded twice, then the grade is identical', () => {
    expect(grade(breachPlan)).toEqual(grade(breachPlan));
  });
});
