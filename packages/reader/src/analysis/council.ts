// The council as a player uses it: one advisor's analysis for a department
// (what a player who follows one voice pastes), and a plan that weighs two or
// three advisors, each speaking to its own field (what a player who listens to
// several writes). Both come from the same stances (analysis-stance.ts).
import {
  capitalise,
  COUNCIL_CHIEFS,
  DRIVER_LABELS,
  seededRandom,
  templateOf,
  type CompanyFigures,
  type DepartmentId,
  type RubricDimension,
} from '@ai-council/rules';
import { writeAnalysis } from './analysis';
import { spoken } from './budget';
import { actionFor, deadlines, nameOf } from './draft';
import { BUDGETS, fill, ownersOfNeed, STEP_FRAMES, STEP_OWNERS } from './phrasing';
import type { AnalysisAdvisor, ScenarioToAnalyse } from './request';
import { COUNCIL_TEMPERAMENT, fieldOf, positionOf, type Position } from './stance';
import { KIND_ADVICE, type Need } from './steps';

/** Each department's chief on the council as the writer knows them (packages/rules COUNCIL_CHIEFS). */
export const COUNCIL_ADVISORS: Record<DepartmentId, AnalysisAdvisor> = Object.fromEntries(
  (Object.keys(COUNCIL_CHIEFS) as DepartmentId[]).map((id) => [
    id,
    { role: COUNCIL_CHIEFS[id].role, departmentId: id, style: COUNCIL_CHIEFS[id].communicationStyle },
  ]),
) as Record<DepartmentId, AnalysisAdvisor>;

/** What the council is asked about: the scenario, the company, a seed, and the player's earlier texts. */
export interface CouncilRequest {
  scenario: ScenarioToAnalyse;
  company: CompanyFigures;
  seed: string;
  earlier?: readonly string[];
}

const advisorOf = (departmentId: DepartmentId): AnalysisAdvisor => ({
  ...COUNCIL_ADVISORS[departmentId],
  riskTolerance: COUNCIL_TEMPERAMENT[departmentId].riskTolerance,
});

/** One advisor's analysis, by its department: its position and its own field, blind to the rest. */
export function writeAdvisorAnalysis(departmentId: DepartmentId, request: CouncilRequest): string {
  return writeAnalysis({ ...request, advisor: advisorOf(departmentId) });
}

/** One advisor's position on the scenario, by its department. */
export function advisorPosition(departmentId: DepartmentId, request: CouncilRequest): Position {
  return positionOf({ ...request, advisor: advisorOf(departmentId) });
}

const needsOf = (rubric: readonly RubricDimension[]) => rubric.filter((d): d is Need => d !== 'timeline');

/**
 * The advisors a player would weigh: the scenario's own department first, then whoever's field
 * covers most of the needs still open, up to `most`.
 */
export function advisorsToWeigh(scenario: ScenarioToAnalyse, most = 3): DepartmentId[] {
  const open = new Set(needsOf(templateOf(scenario.kind)?.rubric ?? []));
  const chosen: DepartmentId[] = [scenario.departmentId];
  fieldOf(scenario.departmentId, scenario.departmentId).forEach((n) => open.delete(n));
  const departments = Object.keys(COUNCIL_ADVISORS) as DepartmentId[];
  while (open.size > 0 && chosen.length < most) {
    const gain = (d: DepartmentId) => fieldOf(d, scenario.departmentId).filter((n) => open.has(n)).length;
    const best = departments.filter((d) => !chosen.includes(d)).sort((a, b) => gain(b) - gain(a))[0]!;
    if (gain(best) === 0) break;
    chosen.push(best);
    fieldOf(best, scenario.departmentId).forEach((n) => open.delete(n));
  }
  return chosen;
}

/**
 * A plan that weighs several advisors: the scenario's needs in order, each given to the chief whose
 * field it is (the natural owner where none of them speaks to it), one budget between their asks,
 * a target on the scenario's driver and a review.
 */
export function writeWeighedPlan(
  request: CouncilRequest & { departments?: readonly DepartmentId[] },
): string {
  const { scenario, company } = request;
  const departments = request.departments ?? advisorsToWeigh(scenario);
  const template = templateOf(scenario.kind);
  const rng = seededRandom(request.seed, 'weighed');
  const subject = template?.subject ?? scenario.title.toLowerCase();
  const positions = departments.map((d) => advisorPosition(d, request));
  const lead = positions[0]!;
  const heard = departments.map((d) => STEP_OWNERS[d][0]).join(', ');
  const sentences = [
    `Having heard ${heard} on ${nameOf(scenario.title, subject)}, I take the view that ${lead.sentence}, and each of them owns their part.`,
  ];
  const deadline = deadlines(scenario.severity, rng);
  needsOf(template?.rubric ?? []).forEach((need, index) => {
    const speaker = departments.find((d) => fieldOf(d, scenario.departmentId).includes(need));
    const owner = STEP_OWNERS[speaker ?? ownersOfNeed(need, scenario.departmentId)[0]!][0];
    const action = actionFor(need, KIND_ADVICE[scenario.kind], rng.int(0, 1), subject);
    sentences.push(fill(rng.pick(STEP_FRAMES), { owner, action, time: deadline(index) }));
  });
  const budgets = positions.flatMap((p) => (p.budget === null ? [] : [p.budget])).sort((a, b) => a - b);
  const budget = budgets[Math.floor((budgets.length - 1) / 2)];
  if (budget !== undefined) {
    const share = `${Math.max(1, Math.round((budget / Math.max(1, company.cash)) * 100))}%`;
    sentences.push(fill(rng.pick(BUDGETS), { amount: spoken(budget), cfo: 'the CFO', share }));
  }
  const [driver, direction] = (Object.entries(template?.drivers ?? {})[0] ?? ['strategyFocus', 1]) as [
    keyof CompanyFigures['drivers'],
    1 | -1,
  ];
  const value = company.drivers[driver];
  const target = Math.max(5, Math.min(90, value + direction * 10));
  sentences.push(
    `${capitalise(DRIVER_LABELS[driver])} is at ${value}/100 now, and we want it ${direction > 0 ? 'back above' : 'down to'} ${target}/100 by the end of next quarter.`,
    `${capitalise(STEP_OWNERS[scenario.departmentId][0])} reports progress to the board every two weeks.`,
  );
  return sentences.join(' ');
}
