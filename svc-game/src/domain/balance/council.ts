// svc-council's part inside the balance suite. Which scenarios come up and
// which decisions are proposed is simulated here (weakest departments first,
// the odd seeded event); what a scenario asks, how an answer is graded and
// what a grade costs or earns are the real rules (packages/rules: the
// scenario catalogue and effectOfPlan; packages/reader's grader), as the game applies them.

import type { CompanyState } from '../engine/company';
import {
  bookedPlan,
  type Department,
  DEPARTMENT_DRIVER,
  DEPARTMENT_IDS,
  departmentOfId,
  DEPARTMENTS,
  departmentScenarios,
  dueOpportunities,
  effectOfPlan,
  eventScenarios,
  factsVariant,
  type KindCounts,
  mayRaise,
  planCashEffect,
  type ScenarioTemplate,
  scenarioToGrade,
  type SeededRandom,
  type Severity,
  eventSeverityAtHealth,
  severityForHealth,
  standardSpend,
  driverHealth,
  type DriverEffects,
  type DriverName,
} from '@ai-council/rules';
import { gradeDecision } from '@ai-council/reader';
import type { DecisionInput, ScenarioResolutionInput } from '../engine/effects';
import type { OpenScenario } from '../engine/escalation';

/** An open scenario of the balance games: which template of the catalogue it is. */
export interface RaisedScenario extends OpenScenario {
  template: ScenarioTemplate;
  /** Which telling of the template's facts (its occurrence index in the game). */
  variant?: number;
}

export const COUNCIL = {
  maxOpenScenarios: 4,
  // Chance of raising 0, 1 or 2 scenarios after a quarter.
  scenarioCountOdds: [0.2, 0.5, 0.3],
  seededEventChance: 0.2,
  // A sound response restores about this many driver points per severity.
  targetedDecisionCost: { min: 0.04, max: 0.08 }, // of quarterly revenue
  targetedDecisionPoints: { min: 10, max: 16 },
  boldDecisionChance: 0.6,
  boldDecisionCost: { min: 0.3, max: 0.6 },
  boldDecisionPoints: { min: 4, max: 8 },
} as const;

export interface DecisionProposal extends DecisionInput {
  title: string;
  /** A targeted fix for a weak department, or a bold bet. */
  kind: 'targeted' | 'bold';
  /** The council recommends its targeted fix, not its bold bets. */
  recommended: boolean;
}

// One department per driver (Strategy shares Executive's driver).
const DRIVER_DEPARTMENTS: readonly Department[] = DEPARTMENTS.filter(
  (department, index) =>
    DEPARTMENTS.findIndex((other) => DEPARTMENT_DRIVER[other] === DEPARTMENT_DRIVER[department]) === index,
);

/** Departments from weakest to strongest by their driver's health. */
export function weakestDepartments(state: CompanyState): Department[] {
  return DRIVER_DEPARTMENTS.map((department) => {
    const driver = DEPARTMENT_DRIVER[department];
    return { department, health: driverHealth(driver, state.drivers[driver]) };
  })
    .sort((a, b) => a.health - b.health)
    .map((entry) => entry.department);
}

/**
 * The scenarios a quarter brings, under the shared recurrence rules: no kind past
 * its limit, no department kind back once its driver has recovered, and the
 * opportunity a quarter owes, even past the open limit. `raised` counts each kind
 * raised so far in this game (the caller keeps it).
 */
export function generateScenarios(
  state: CompanyState,
  open: readonly RaisedScenario[],
  rng: SeededRandom,
  sequence: number,
  raised: KindCounts = {},
): RaisedScenario[] {
  if (state.status !== 'active') return [];
  const roll = rng.next();
  const [none, one] = COUNCIL.scenarioCountOdds;
  const wanted = roll < none ? 0 : roll < none + one ? 1 : 2;
  const room = Math.max(0, COUNCIL.maxOpenScenarios - open.length);
  const busy = new Set(open.map((scenario) => scenario.department));
  const candidates = weakestDepartments(state).filter((department) => !busy.has(department));
  const counts: Record<string, number> = { ...raised };
  const may = (template: ScenarioTemplate) => mayRaise(template, { raised: counts, drivers: state.drivers });
  const raisedNow: RaisedScenario[] = [];
  const add = (scenario: Omit<RaisedScenario, 'variant'>) => {
    raisedNow.push({
      ...scenario,
      variant: factsVariant(counts, scenario.template.kind),
      ...(scenario.template.opportunity ? { opportunity: true } : {}),
    });
    counts[scenario.template.kind] = (counts[scenario.template.kind] ?? 0) + 1;
  };
  for (let i = 0; i < Math.min(wanted, room); i++) {
    if (rng.chance(COUNCIL.seededEventChance)) {
      // A seeded event of the catalogue, at its own severity.
      const template = rng.pick(eventScenarios);
      const department = departmentOfId(template.departmentId);
      if (busy.has(department) || !may(template)) continue;
      busy.add(department);
      if (candidates.includes(department)) candidates.splice(candidates.indexOf(department), 1);
      add({
        id: `scenario-${sequence}-${i}`,
        department,
        severity: eventSeverity(template, state),
        template,
      });
      continue;
    }
    // The weakest department with a kind it may still raise.
    let department: Department | undefined;
    let templates: ScenarioTemplate[] = [];
    while (candidates.length > 0 && templates.length === 0) {
      department = candidates.shift()!;
      templates = departmentScenarios.filter((t) => t.departmentId === DEPARTMENT_IDS[department!] && may(t));
    }
    if (!department || templates.length === 0) break;
    busy.add(department);
    const driver = DEPARTMENT_DRIVER[department];
    add({
      id: `scenario-${sequence}-${i}`,
      department,
      severity: severityForHealth(driverHealth(driver, state.drivers[driver])),
      template: rng.pick(templates),
    });
  }
  const due = dueOpportunities({
    quarter: state.currentQuarter,
    raised: counts,
    openKinds: new Set(open.map((scenario) => scenario.template.kind)),
  });
  if (due.length > 0) {
    // Not drawn on the council's stream, so owing one does not reshuffle later quarters.
    const template =
      due.find((t) => !busy.has(departmentOfId(t.departmentId))) ?? due[sequence % due.length]!;
    add({
      id: `scenario-${sequence}-opportunity`,
      department: departmentOfId(template.departmentId),
      severity: eventSeverity(template, state),
      template,
    });
  }
  return raisedNow;
}

/** A seeded event's severity as svc-council raises it: its own, one step up where its department is weak. */
function eventSeverity(template: ScenarioTemplate, state: CompanyState): Severity {
  const driver = DEPARTMENT_DRIVER[departmentOfId(template.departmentId)];
  return eventSeverityAtHealth(template.event!.severity, driverHealth(driver, state.drivers[driver]));
}

export function proposeDecisions(
  state: CompanyState,
  rng: SeededRandom,
  sequence: number,
): DecisionProposal[] {
  const weakest = weakestDepartments(state).find((department) => department !== 'Finance') ?? 'Executive';
  const boldDepartment = rng.pick(DEPARTMENTS.filter((department) => department !== 'Finance'));
  const targetedCost = rng.range(COUNCIL.targetedDecisionCost.min, COUNCIL.targetedDecisionCost.max);
  const targetedPoints = rng.int(COUNCIL.targetedDecisionPoints.min, COUNCIL.targetedDecisionPoints.max);
  const targetedQuarters = rng.int(2, 3);
  const bold = rng.chance(COUNCIL.boldDecisionChance);
  const boldCost = rng.range(COUNCIL.boldDecisionCost.min, COUNCIL.boldDecisionCost.max);
  const boldPoints = rng.int(COUNCIL.boldDecisionPoints.min, COUNCIL.boldDecisionPoints.max);

  const proposals: DecisionProposal[] = [
    {
      decisionId: `decision-${sequence}-targeted`,
      title: `Invest in ${weakest}`,
      kind: 'targeted',
      recommended: true,
      financialImpact: -Math.round(state.revenue * targetedCost),
      timeImpact: targetedQuarters,
      driverEffects: improve(DEPARTMENT_DRIVER[weakest], targetedPoints),
    },
  ];
  if (bold) {
    proposals.push({
      decisionId: `decision-${sequence}-bold`,
      title: `Bold programme in ${boldDepartment}`,
      kind: 'bold',
      recommended: false,
      financialImpact: -Math.round(state.revenue * boldCost),
      timeImpact: 3,
      driverEffects: improve(DEPARTMENT_DRIVER[boldDepartment], boldPoints),
    });
  }
  return proposals;
}

/**
 * The player's words, graded by the real grader (packages/reader) against
 * the facts of this scenario as raised, the company's cash and the player's
 * earlier decisions; the plan's spend, the threat's outcome and the levers are
 * the real rules' (packages/rules' effectOfPlan), as svc-council publishes them.
 */
export function resolutionFor(
  state: CompanyState,
  scenario: RaisedScenario,
  decision: string,
  previousDecisions: readonly string[] = [],
): ScenarioResolutionInput {
  const template = scenario.template;
  const grade = gradeDecision({
    decision,
    scenario: { ...scenarioToGrade(template, state, scenario.variant), kind: template.kind },
    cash: state.cash,
    revenue: state.revenue,
    previousDecisions,
    standardSpend: standardSpend(state.revenue, scenario.severity),
  });
  const effect = effectOfPlan(
    grade,
    { severity: scenario.severity, opportunity: Boolean(template.opportunity), drivers: template.drivers },
    state,
    grade.plan.budget,
  );
  const { plan, driverEffects, durationQuarters } = bookedPlan(effect, grade.plan.levers);
  return {
    scenarioId: scenario.id,
    department: scenario.department,
    grade: grade.score,
    cashEffect: planCashEffect(plan),
    driverEffects,
    durationQuarters,
    plan,
  };
}

function improve(driver: DriverName, points: number): DriverEffects {
  if (driver === 'liquidity') return { strategyFocus: points };
  return { [driver]: driver === 'techDebt' ? -points : points };
}
