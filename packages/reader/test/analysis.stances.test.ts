// A council with stances (issue 40): every advisor takes a position from its
// department and temperament, writes its own field and leaves the rest; on
// most kinds the council disagrees (lever, direction or amount). Pasted alone,
// one advisor's analysis of a cross-department scenario is graded below Sound
// by the real grader; a plan that weighs two or three advisors grades Sound or
// better.
import {
  allScenarioTemplates,
  scenarioToGrade,
  standardSpend,
  type CompanyFigures,
  type DepartmentId,
  type ScenarioTemplate,
} from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import {
  advisorPosition,
  advisorsToWeigh,
  COUNCIL_ADVISORS,
  fieldOf,
  gradeDecision,
  readPlan,
  read,
  writeAdvisorAnalysis,
  writeWeighedPlan,
  type Position,
} from '../src';
import { company } from './support/corpus';

const DEPARTMENTS = Object.keys(COUNCIL_ADVISORS) as DepartmentId[];

const scenarioOf = (template: ScenarioTemplate) => ({
  kind: template.kind,
  title: template.title,
  severity: template.event?.severity ?? ('medium' as const),
  departmentId: template.departmentId,
});

function grade(template: ScenarioTemplate, figures: CompanyFigures, decision: string) {
  const severity = scenarioOf(template).severity;
  return gradeDecision({
    decision,
    scenario: { ...scenarioToGrade(template, figures), kind: template.kind },
    cash: figures.cash,
    standardSpend: standardSpend(figures.revenue, severity),
  });
}

/** What makes two positions different: the lever, which way the price goes and the money asked. */
const positionKey = (p: Position) => `${p.lever}:${Math.sign(p.priceChange)}:${p.budget ?? 'none'}`;

/** No one department's field holds every need of the kind's rubric: the scenario needs several voices. */
const crossDepartment = (template: ScenarioTemplate) => {
  const needs = template.rubric.filter((d) => d !== 'timeline');
  return !DEPARTMENTS.some((d) => needs.every((n) => fieldOf(d, template.departmentId).includes(n as never)));
};

/** A company short of cash: the CFO's stance on price changes with it. */
const burning: CompanyFigures = { ...company, cashFlow: -8_000_000, cash: 30_000_000 };

describe('advisors who take stances', () => {
  it('when every kind of the catalogue is put to the whole council, then on most kinds at least two advisors take different levers or directions, not just amounts', () => {
    const agreeing: string[] = [];
    for (const template of allScenarioTemplates) {
      const request = { scenario: scenarioOf(template), company, seed: `stances:${template.kind}` };
      const positions = DEPARTMENTS.map((d) => advisorPosition(d, request));
      expect(new Set(positions.map(positionKey)).size, template.kind).toBeGreaterThanOrEqual(2);
      const stances = new Set(positions.map((p) => `${p.lever}:${Math.sign(p.priceChange)}`));
      if (stances.size < 2) agreeing.push(template.kind);
    }
    expect(agreeing.length).toBeLessThanOrEqual(Math.floor(allScenarioTemplates.length / 4));
  });

  it("when a rival squeezes us, then the CFO holds prices or raises them a little while the CMO cuts them for the affected customers, and each text says so with the company's money", () => {
    const template = allScenarioTemplates.find((t) => t.kind === 'competitive-squeeze')!;
    for (const figures of [company, burning]) {
      const request = { scenario: scenarioOf(template), company: figures, seed: 'squeeze' };
      const cfo = advisorPosition('finance', request);
      const cmo = advisorPosition('marketing', request);
      expect(cfo.priceChange).toBeGreaterThanOrEqual(0);
      expect(cmo.priceChange).toBeLessThan(0);
      expect(cmo.priceScope).toBe('targeted');
      // The bold spender asks for more than the careful one.
      expect(cmo.budget!).toBeGreaterThan(cfo.budget!);
      const cfoText = writeAdvisorAnalysis('finance', request);
      const cmoText = writeAdvisorAnalysis('marketing', request);
      expect(cfoText).toMatch(
        figures.cashFlow < 0 ? /raise our prices 3%|prices up 3%/ : /prices (stay|where they are)/,
      );
      expect(cmoText).toMatch(/targeted (discount of )?10%/);
      // Each names its own amount once: the plan it reads as is the budget it asked for.
      expect(readPlan(read(cfoText)).budget.amount).toBe(cfo.budget);
      expect(readPlan(read(cmoText)).budget.amount).toBe(cmo.budget);
    }
  });

  it("when an advisor writes, then it covers its own field's steps and not the other departments' (the CFO writes no customer calls, the CTO no budget cuts)", () => {
    const template = allScenarioTemplates.find((t) => t.kind === 'system-outage')!;
    const request = { scenario: scenarioOf(template), company, seed: 'blind' };
    const cfo = writeAdvisorAnalysis('finance', request);
    const cto = writeAdvisorAnalysis('technology', request);
    expect(cfo).not.toMatch(/service credit|post-mortem|on-call/);
    expect(cto).toMatch(/post-mortem|root cause|runbook/);
    expect(cto).not.toMatch(/service credit|status page/);
    expect(cto).toMatch(/the engineering team|I will/);
  });

  it('when one advisor’s analysis of a cross-department scenario is pasted as the decision, then the real grader scores it below Sound, for every kind and every advisor', () => {
    const crossing = allScenarioTemplates.filter(crossDepartment);
    expect(crossing.length).toBeGreaterThanOrEqual(allScenarioTemplates.length - 2);
    const sound: string[] = [];
    for (const template of crossing) {
      for (const department of DEPARTMENTS) {
        const text = writeAdvisorAnalysis(department, {
          scenario: scenarioOf(template),
          company,
          seed: `pasted:${template.kind}`,
        });
        const graded = grade(template, company, text);
        expect(graded.reckless, `${template.kind} / ${department}`).toBe(false);
        if (graded.score >= 65) sound.push(`${template.kind} / ${department}: ${graded.score}`);
      }
    }
    expect(sound).toEqual([]);
  });

  it('when a player weighs two or three advisors and writes their parts into one plan, then it grades Sound or better on every kind', () => {
    const weak: string[] = [];
    for (const template of allScenarioTemplates) {
      const scenario = scenarioOf(template);
      const departments = advisorsToWeigh(scenario);
      expect(departments.length, template.kind).toBeGreaterThanOrEqual(2);
      expect(departments.length, template.kind).toBeLessThanOrEqual(3);
      const plan = writeWeighedPlan({ scenario, company, seed: `weighed:${template.kind}`, departments });
      const graded = grade(template, company, plan);
      if (graded.score < 65 || graded.reckless) weak.push(`${template.kind}: ${graded.score}\n${plan}`);
    }
    expect(weak).toEqual([]);
  });

  it('when asked twice with the same seed, then the positions and texts are the same', () => {
    const template = allScenarioTemplates.find((t) => t.kind === 'market-disruption')!;
    const request = { scenario: scenarioOf(template), company, seed: 'replay' };
    for (const department of DEPARTMENTS) {
      expect(advisorPosition(department, request)).toEqual(advisorPosition(department, request));
      expect(writeAdvisorAnalysis(department, request)).toBe(writeAdvisorAnalysis(department, request));
    }
  });
});
