// A stand-in for svc-council inside the balance suite: it raises scenarios
// from the weakest departments (plus the odd seeded event), proposes decisions
// and turns a grade into an effect, the way the real council is meant to.
// The real service owns these rules; this copy only has to be close enough
// for the balance numbers to mean something.

import type { CompanyState, ScenarioSeverity } from '../engine/company';
import { DEPARTMENTS, DEPARTMENT_DRIVER, type Department } from '@ai-council/rules';
import { driverHealth, type DriverEffects, type DriverName } from '../engine/drivers';
import type { DecisionInput, ScenarioResolutionInput } from '../engine/effects';
import type { OpenScenario } from '../engine/escalation';
import type { SeededRandom } from '../engine/rng';

export const COUNCIL = {
  maxOpenScenarios: 4,
  // Chance of raising 0, 1 or 2 scenarios after a quarter.
  scenarioCountOdds: [0.2, 0.5, 0.3],
  seededEventChance: 0.2,
  // A sound response restores about this many driver points per severity.
  resolutionPoints: { low: 8, medium: 10, high: 12, critical: 15 },
  resolutionCostRate: { low: 0.005, medium: 0.01, high: 0.02, critical: 0.03 },
  resolutionQuarters: 2,
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
  open: readonly OpenScenario[],
  rng: SeededRandom,
  sequence: number,
): OpenScenario[] {
  const roll = rng.next();
  const [none, one] = COUNCIL.scenarioCountOdds;
  const wanted = roll < none ? 0 : roll < none + one ? 1 : 2;
  const room = Math.max(0, COUNCIL.maxOpenScenarios - open.length);
  const busy = new Set(open.map((scenario) => scenario.department));
  const candidates = weakestDepartments(state).filter((department) => !busy.has(department));
  const raised: OpenScenario[] = [];
  for (let i = 0; i < Math.min(wanted, room); i++) {
    const seeded = rng.chance(COUNCIL.seededEventChance);
    const department = seeded ? rng.pick(candidates) : candidates[0];
    if (!department) break;
    candidates.splice(candidates.indexOf(department), 1);
    const driver = DEPARTMENT_DRIVER[department];
    raised.push({
      id: `scenario-${sequence}-${i}`,
      department,
      severity: severityFor(driverHealth(driver, state.drivers[driver])),
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
      financialImpact: -Math.round(state.revenue * boldCost),
      timeImpact: 3,
      driverEffects: improve(DEPARTMENT_DRIVER[boldDepartment], boldPoints),
    });
  }
  return proposals;
}

/** What a graded response does: good answers repair the department, poor ones make it worse and cost more. */
export function resolutionFor(
  state: CompanyState,
  scenario: OpenScenario,
  grade: number,
): ScenarioResolutionInput {
  const department = scenario.department as Department;
  const driver = DEPARTMENT_DRIVER[department] ?? 'strategyFocus';
  const quality = (grade - 50) / 50;
  const points = Math.round(quality * COUNCIL.resolutionPoints[scenario.severity]);
  const recklessness = grade >= 50 ? 1 : 1 + (50 - grade) / 25;
  const driverEffects: DriverEffects = { strategyFocus: Math.round(quality * 3) };
  if (driver !== 'liquidity')
    driverEffects[driver] = (driverEffects[driver] ?? 0) + (driver === 'techDebt' ? -points : points);
  return {
    scenarioId: scenario.id,
    department: scenario.department,
    grade,
    cashEffect: -Math.round(state.revenue * COUNCIL.resolutionCostRate[scenario.severity] * recklessness),
    driverEffects,
    durationQuarters: COUNCIL.resolutionQuarters,
  };
}

function improve(driver: DriverName, points: number): DriverEffects {
  if (driver === 'liquidity') return { strategyFocus: points };
  return { [driver]: driver === 'techDebt' ? -points : points };
}
