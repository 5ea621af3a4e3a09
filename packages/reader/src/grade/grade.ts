// The demo-mode grader (GAME.md "Scenarios and decisions"): it judges what a
// decision means for its scenario, read by the plain-English reader. The score
// is the sum of its parts: fit (is it about this scenario, grade-fit.ts),
// coverage (does it meet this kind's decision points, what it needs first
// weighing most, grade-coverage.ts), specificity (an owner, a time, something
// measurable, grade-specificity.ts) and penalties (reckless, repeated,
// unaffordable, too small a budget for the stakes, withholding news, padding,
// grade-penalties.ts). Each point lost has one sentence.
import { verdictFor, type RubricDimension, type Verdict } from '@ai-council/rules';
import { coverageOf } from './coverage';
import { fitOf } from './fit';
import { applyPenalties } from './penalties';
import { specificityOf } from './specificity';
import { memo, type DecisionToGrade } from './grading';
import { harmIn } from './harm';
import type { ReadPlan } from '../plan/plan';
import { read, type Reading } from '../read/read';

export { amountsOfScenario, BOILERPLATE_SIMILARITY, decisionSimilarity } from './penalties';
export type { DecisionToGrade } from './grading';

export interface GradeParts {
  fit: number;
  coverage: number;
  specificity: number;
  /** Zero or negative. */
  penalties: number;
}

export interface Grade {
  score: number;
  verdict: Verdict;
  parts: GradeParts;
  covered: RubricDimension[];
  missing: RubricDimension[];
  reckless: boolean;
  /** Repeats an earlier decision of the same player (almost) word for word. */
  boilerplate: boolean;
  /** Commits more money than the company has in cash. */
  overCash: boolean;
  /** One sentence per part and per penalty, never two that disagree. */
  rationale: string[];
  /** The sentences of rules every grader is held to (reckless, boilerplate, over the cash), a model too. */
  binding: string[];
  plan: ReadPlan;
  reading: Reading;
}

export const MAX_PARTS: GradeParts = { fit: 30, coverage: 40, specificity: 30, penalties: 0 };

/** Grades a decision against its scenario's decision points, reading what it means. */
export function gradeDecision(input: DecisionToGrade): Grade {
  const { scenario } = input;
  const reading = read(input.decision);
  const subject = scenario.subject ?? scenario.title.toLowerCase();
  const harm = memo(reading, 'harm', () => harmIn(reading));
  const { fit, offTopic, ...fitPart } = fitOf(reading, scenario, subject);
  const { coverage, covered, missing, ...coveragePart } = coverageOf(
    reading,
    scenario.rubric,
    harm,
    offTopic,
  );
  const { specificity, owned, timed, ...specificityPart } = specificityOf(
    reading,
    scenario.description,
    offTopic,
    scenario.title,
  );
  // The account of the parts, one sentence each; the penalties add theirs.
  const rationale = [fitPart.sentence, coveragePart.sentence, specificityPart.sentence];
  const binding: string[] = [];
  const raw = fit + coverage + specificity;
  const soFar = { raw, rubric: scenario.rubric, subject, covered, owned, timed, offTopic };
  const penalised = applyPenalties(input, reading, soFar, { rationale, binding });
  const score = Math.round(Math.max(0, Math.min(100, penalised.score)));
  return {
    score,
    verdict: verdictFor(score, penalised.reckless),
    parts: { fit, coverage, specificity, penalties: score - raw },
    covered,
    missing,
    reckless: penalised.reckless,
    boilerplate: penalised.boilerplate,
    overCash: penalised.overCash,
    rationale,
    binding,
    plan: penalised.plan,
    reading,
  };
}
