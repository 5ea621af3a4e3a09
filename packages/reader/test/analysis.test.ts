// The council's analyses: a plan that weighs the advisors grades Sound or
// better for every kind, several companies and severities, and no single
// advisor's analysis is reckless; a player who pastes one for each scenario of
// a game never pastes boilerplate. (Stances: analysis.stances.test.ts.)
import {
  allScenarioTemplates,
  scenarioToGrade,
  standardSpend,
  templateOf,
  type CompanyFigures,
  type DepartmentId,
  type Severity,
} from '@ai-council/rules';
import { company } from './support/corpus';
import { describe, expect, it } from 'vitest';
import {
  BOILERPLATE_SIMILARITY,
  decisionSimilarity,
  gradeDecision,
  read,
  readPlan,
  roundedAsPeopleRound,
  writeAnalysis,
  writeWeighedPlan,
  type AnalysisAdvisor,
} from '../src';

/** One advisor per department, with the council's styles (svc-council's agent catalogue). */
const ADVISORS: AnalysisAdvisor[] = (
  [
    ['Alexandra Chen', 'Chief Executive Officer', 'executive', 'direct'],
    ['Marcus Webb', 'Chief Financial Officer', 'finance', 'data-driven'],
    ['Priya Sharma', 'Chief Human Resources Officer', 'human-resources', 'warm'],
    ['David Okafor', 'Chief Technology Officer', 'technology', 'technical'],
    ['Sofia Martinez', 'Chief Marketing Officer', 'marketing', 'persuasive'],
    ['James Whitfield', 'Chief Operating Officer', 'operations', 'measured'],
    ['Eleanor Park', 'General Counsel', 'legal-compliance', 'measured'],
    ['Ryan Brooks', 'Chief Revenue Officer', 'sales', 'persuasive'],
    ['Maya Lindqvist', 'Chief Product Officer', 'product', 'warm'],
    ['Viktor Novak', 'Chief Information Security Officer', 'security', 'direct'],
    ['Hannah Adeyemi', 'Chief Strategy Officer', 'strategy', 'data-driven'],
  ] as const
).map(([, role, departmentId, style]) => ({ role, departmentId, style }));

const advisorOf = (departmentId: DepartmentId) => ADVISORS.find((a) => a.departmentId === departmentId)!;

const midGame: CompanyFigures = company;

/** Companies that differ in size, cash and which drivers are weak. */
const COMPANIES: Array<[string, CompanyFigures]> = [
  ['a company in the middle of the game', midGame],
  [
    'a new company in its first quarter',
    {
      ...midGame,
      currentQuarter: 1,
      cash: 35_000_000,
      revenue: 60_000_000,
      costs: 58_000_000,
      employeeCount: 25,
      drivers: { ...midGame.drivers, security: 48, morale: 55, techDebt: 40 },
    },
  ],
  [
    'a large company late in the game',
    {
      ...midGame,
      currentQuarter: 12,
      cash: 600_000_000,
      netWorth: 900_000_000,
      revenue: 450_000_000,
      costs: 400_000_000,
      employeeCount: 140,
      drivers: { ...midGame.drivers, brand: 70, pipeline: 30, morale: 28, productQuality: 66 },
    },
  ],
  [
    'a company almost out of cash',
    {
      ...midGame,
      currentQuarter: 8,
      cash: 4_000_000,
      revenue: 90_000_000,
      costs: 100_000_000,
      cashFlow: -10_000_000,
      employeeCount: 31,
      drivers: { ...midGame.drivers, liquidity: 12, compliance: 22, efficiency: 30 },
    },
  ],
];
const SEVERITIES: readonly Severity[] = ['low', 'medium', 'high', 'critical'];

function analyse(
  kind: string,
  company: CompanyFigures,
  advisor: AnalysisAdvisor,
  options: { seed: string; variant?: number; severity?: Severity; earlier?: string[] },
) {
  const template = templateOf(kind)!;
  const scenario = { ...scenarioToGrade(template, company, options.variant ?? 0), kind };
  const severity = options.severity ?? template.event?.severity ?? 'medium';
  const text = writeAnalysis({
    scenario: { kind: template.kind, title: template.title, severity, departmentId: template.departmentId },
    company,
    advisor,
    seed: options.seed,
    earlier: options.earlier,
  });
  const grade = gradeDecision({
    decision: text,
    scenario,
    cash: company.cash,
    previousDecisions: options.earlier,
    standardSpend: standardSpend(company.revenue, severity),
  });
  return { text, grade, severity };
}

describe('the council analysis, pasted as the decision it analyses', () => {
  it('when every kind is weighed for several companies, then the weighed plan grades Sound or better and no single advisor is reckless', () => {
    const scores: number[] = [];
    const failures: string[] = [];
    COMPANIES.forEach(([, company], c) => {
      for (const template of allScenarioTemplates) {
        const severity = template.event?.severity ?? SEVERITIES[c]!;
        const scenario = {
          kind: template.kind,
          title: template.title,
          severity,
          departmentId: template.departmentId,
        };
        const plan = writeWeighedPlan({ scenario, company, seed: `${c}:${template.kind}` });
        const graded = gradeDecision({
          decision: plan,
          scenario: { ...scenarioToGrade(template, company, c), kind: template.kind },
          cash: company.cash,
          standardSpend: standardSpend(company.revenue, severity),
        });
        scores.push(graded.score);
        if (graded.score < 65 || graded.reckless)
          failures.push(`${template.kind} / company ${c}: ${graded.score}\n${plan}`);
        for (const advisor of ADVISORS) {
          const { text, grade } = analyse(template.kind, company, advisor, {
            seed: `${c}:${template.kind}:${advisor.departmentId}`,
            variant: c,
            severity,
          });
          if (grade.reckless || grade.overCash)
            failures.push(`${template.kind} / ${advisor.departmentId} reckless\n${text}`);
        }
      }
    });
    const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
    console.log(
      `weighed plans graded: ${scores.length}, min ${Math.min(...scores)}, mean ${mean.toFixed(1)}`,
    );
    expect(failures).toEqual([]);
    expect(scores).toHaveLength(allScenarioTemplates.length * COMPANIES.length);
  }, 60_000);

  it('when one player pastes the council analysis into each of 18 scenarios of a game, kinds coming back, then none is boilerplate', () => {
    const kinds = [
      'security-exposure',
      'morale-slump',
      'cash-squeeze',
      'security-exposure',
      'tech-debt-crunch',
      'morale-slump',
      'partnership-offer',
      'security-breach',
      'security-exposure',
      'tech-debt-crunch',
      'acquisition-offer',
      'morale-slump',
      'cash-squeeze',
      'brand-erosion',
      'system-outage',
      'brand-erosion',
      'quality-complaints',
      'pipeline-drought',
    ];
    const pasted: string[] = [];
    const seen: Record<string, number> = {};
    kinds.forEach((kind, i) => {
      // The company moves a little every quarter, as in a game.
      const company: CompanyFigures = {
        ...midGame,
        currentQuarter: 1 + i,
        cash: midGame.cash + i * 2_000_000,
        revenue: midGame.revenue + i * 1_500_000,
        drivers: { ...midGame.drivers, security: 36 + (i % 4), morale: 40 + (i % 3) },
      };
      const template = templateOf(kind)!;
      const { text, grade } = analyse(kind, company, advisorOf(template.departmentId), {
        seed: `game-7:scenario-${i}`,
        variant: seen[kind] ?? 0,
        earlier: [...pasted],
      });
      seen[kind] = (seen[kind] ?? 0) + 1;
      expect(grade.boilerplate, `${kind} #${i}`).toBe(false);
      expect(grade.reckless, `${kind} #${i}`).toBe(false);
      for (const earlier of pasted)
        expect(decisionSimilarity(earlier, text)).toBeLessThan(BOILERPLATE_SIMILARITY);
      pasted.push(text);
    });
  });

  it('when the same kind comes back with another seed and no earlier texts given, then the seeded phrasing alone keeps it apart', () => {
    const advisor = advisorOf('security');
    const texts = [0, 1, 2].map(
      (k) =>
        analyse('security-exposure', midGame, advisor, { seed: `game-3:scenario-${k}`, variant: k }).text,
    );
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++)
        expect(decisionSimilarity(texts[i]!, texts[j]!)).toBeLessThan(BOILERPLATE_SIMILARITY);
  });

  it('when two companies ask about the same scenario, then the analysis quotes each one its own figures and budget', () => {
    const advisor = advisorOf('security');
    const [, small] = COMPANIES[1]!;
    const [, large] = COMPANIES[2]!;
    const a = analyse('security-exposure', small, advisor, { seed: 'same', severity: 'high' });
    const b = analyse('security-exposure', large, advisor, { seed: 'same', severity: 'high' });
    expect(a.text).toContain(`${small.drivers.security}/100`);
    expect(b.text).toContain(`${large.drivers.security}/100`);
    const budgetOf = (text: string) => readPlan(read(text)).budget.amount;
    expect(budgetOf(a.text)).not.toBe(budgetOf(b.text));
    expect(a.text).not.toBe(b.text);
  });

  it('when the budget is named, then it is sized to the stakes, rounded as people round, and within the cash', () => {
    COMPANIES.forEach(([, company]) => {
      for (const severity of SEVERITIES) {
        const { text } = analyse('system-outage', company, advisorOf('technology'), {
          seed: 'budget',
          severity,
        });
        const amount = readPlan(read(text)).budget.amount;
        const standard = standardSpend(company.revenue, severity);
        expect(amount).not.toBeNull();
        expect(amount!).toBeLessThanOrEqual(company.cash / 2);
        if (company.cash / 2 >= standard) {
          expect(amount!).toBeGreaterThanOrEqual(standard * 0.5);
          expect(amount!).toBeLessThanOrEqual(standard * 1.5);
        }
        expect(roundedAsPeopleRound(amount!)).toBe(amount);
      }
    });
    expect(roundedAsPeopleRound(1_760_000)).toBe(1_800_000);
    expect(roundedAsPeopleRound(2_340_000)).toBe(2_300_000);
    expect(roundedAsPeopleRound(3_340_000)).toBe(3_500_000);
    expect(roundedAsPeopleRound(14_330_000)).toBe(14_000_000);
  });

  it('when advisors of different departments analyse one scenario, then each frames it from its own side and the texts differ', () => {
    const texts = ADVISORS.map(
      (advisor) => analyse('security-breach', midGame, advisor, { seed: 'one-scenario' }).text,
    );
    expect(new Set(texts).size).toBe(ADVISORS.length);
    expect(texts[ADVISORS.findIndex((a) => a.departmentId === 'security')]).toMatch(
      /my department|ours to fix|My team owns/,
    );
    expect(texts[ADVISORS.findIndex((a) => a.departmentId === 'finance')]).toMatch(
      /finance side|as the CFO would/,
    );
    expect(texts[ADVISORS.findIndex((a) => a.departmentId === 'legal-compliance')]).toMatch(
      /legal side|As counsel/,
    );
  });

  it('when asked twice with the same seed, then the analysis is the same (no Math.random)', () => {
    const advisor = advisorOf('finance');
    const once = analyse('cash-squeeze', midGame, advisor, { seed: 'replay' }).text;
    expect(analyse('cash-squeeze', midGame, advisor, { seed: 'replay' }).text).toBe(once);
    expect(analyse('cash-squeeze', midGame, advisor, { seed: 'another' }).text).not.toBe(once);
  });
});
