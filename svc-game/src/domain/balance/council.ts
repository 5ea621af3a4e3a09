// svc-council's part inside the balance suite. Which scenarios come up and
// which decisions are proposed is simulated here (weakest departments first,
// the odd seeded event); what a scenario asks, how an answer is graded and
// what a grade costs or earns are the real rules (packages/rules: the
// scenario catalogue, gradeDecision and effectOfGrade), as the game applies them.

import type { CompanyState, ScenarioSeverity } from '../engine/company';
import {
  DEPARTMENT_IDS,
  DEPARTMENTS,
  DEPARTMENT_DRIVER,
  departmentOfId,
  departmentScenarios,
  effectOfGrade,
  eventScenarios,
  gradeDecision,
  scenarioToGrade,
  type Department,
  type ScenarioTemplate,
} from '@ai-council/rules';
import { driverHealth, type DriverEffects, type DriverName } from '../engine/drivers';
import type { DecisionInput, ScenarioResolutionInput } from '../engine/effects';
import type { OpenScenario } from '../engine/escalation';

/** An open scenario of the balance games: which template of the catalogue it is. */
export interface RaisedScenario extends OpenScenario {
  template: ScenarioTemplate;
}
import type { SeededRandom } from '../engine/rng';

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

export function severityFor(health: number): ScenarioSeverity {
  if (health < 25) return 'critical';
  if (health < 40) return 'high';
  if (health < 55) return 'medium';
  return 'low';
}

export function generateScenarios(
  state: CompanyState,
  open: readonly RaisedScenario[],
  rng: SeededRandom,
  sequence: number,
): RaisedScenario[] {
  const roll = rng.next();
  const [none, one] = COUNCIL.scenarioCountOdds;
  const wanted = roll < none ? 0 : roll < none + one ? 1 : 2;
  const room = Math.max(0, COUNCIL.maxOpenScenarios - open.length);
  const busy = new Set(open.map((scenario) => scenario.department));
  const candidates = weakestDepartments(state).filter((department) => !busy.has(department));
  const raised: RaisedScenario[] = [];
  for (let i = 0; i < Math.min(wanted, room); i++) {
    if (rng.chance(COUNCIL.seededEventChance)) {
      // A seeded event of the catalogue, at its own severity.
      const template = rng.pick(eventScenarios);
      const department = departmentOfId(template.departmentId);
      if (busy.has(department)) continue;
      busy.add(department);
      candidates.splice(candidates.indexOf(department), 1);
      raised.push({
        id: `scenario-${sequence}-${i}`,
        department,
        severity: template.event!.severity,
        template,
      });
      continue;
    }
    const department = candidates[0];
    if (!department) break;
    candidates.splice(0, 1);
    busy.add(department);
    const driver = DEPARTMENT_DRIVER[department];
    const templates = departmentScenarios.filter((t) => t.departmentId === DEPARTMENT_IDS[department]);
    raised.push({
      id: `scenario-${sequence}-${i}`,
      department,
      severity: severityFor(driverHealth(driver, state.drivers[driver])),
      template: templates.length > 0 ? rng.pick(templates) : rng.pick(departmentScenarios),
    });
  }
  return raised;
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
 * The player's words, graded by the real demo grader against this scenario,
 * the company's cash and the player's earlier decisions; the effect is the
 * real rule's, on the real company.
 */
export function resolutionFor(
  state: CompanyState,
  scenario: RaisedScenario,
  decision: string,
  previousDecisions: readonly string[] = [],
): ScenarioResolutionInput {
  const grade = gradeDecision({
    decision,
    scenario: scenarioToGrade(scenario.template, state),
    cash: state.cash,
    previousDecisions,
  });
  const effect = effectOfGrade(
    grade,
    {
      severity: scenario.severity,
      opportunity: Boolean(scenario.template.opportunity),
      drivers: scenario.template.drivers,
    },
    state,
  );
  return {
    scenarioId: scenario.id,
    department: scenario.department,
    grade: grade.score,
    ...effect,
  };
}

function improve(driver: DriverName, points: number): DriverEffects {
  if (driver === 'liquidity') return { strategyFocus: points };
  return { [driver]: driver === 'techDebt' ? -points : points };
}
