// The council's analysis of a scenario (GAME.md "The council"; issue 20
// "Advice and grading agree"): written from the scenario's own decision points
// (its kind's rubric, what it needs first leading), as concrete steps with an
// owner, a time and a budget sized to the stakes, in the words the grader
// reads. The same writer serves svc-council's demo voice and the balance
// suite's follow-the-council player, so what the council says and what the
// grader rewards cannot drift apart.
//
// Advisors take stances (issue 40): each reasons from its department and its
// temperament (analysis-stance.ts), takes a position (a lever, which way and
// how far), writes its own field concretely and leaves the other departments'
// parts to them. Pasted alone, one advisor's analysis misses what the others
// would cover; weighing two or three (analysis-council.ts) makes a full plan.
// Phrasing varies with the advisor's style and a seeded generator, so a
// player who pastes the council's analyses is not pasting one text.
//
// The parts: what is asked (analysis-request.ts), the words (analysis-phrasing.ts,
// analysis-steps.ts), the budget (analysis-budget.ts) and one seeded draft
// (analysis-draft.ts); this file weighs drafts against the player's earlier texts.
import { draft } from './draft';
import type { AnalysisRequest } from './request';
import { decisionSimilarity } from '../grade/penalties';

export { analysisBudget, roundedAsPeopleRound } from './budget';
export { STEP_OWNERS } from './phrasing';
export type { AdvisorStyle, AnalysisAdvisor, AnalysisRequest, ScenarioToAnalyse } from './request';

/** How many seeded drafts the writer weighs against the player's earlier texts. */
const DRAFTS = 6;
/** A draft this far from every earlier text is taken at once. */
const DISTINCT_ENOUGH = 0.55;

/**
 * The advisor's analysis of a scenario, in plain English: its position, the
 * needs of its own field as steps with owners and times, the money it asks
 * for and any price move it backs, a target on the scenario's driver and a
 * review of its own part.
 */
export function writeAnalysis(request: AnalysisRequest): string {
  const earlier = request.earlier ?? [];
  const closest = (text: string) => Math.max(0, ...earlier.map((e) => decisionSimilarity(e, text)));
  let best = draft(request, request.seed);
  if (earlier.length === 0) return best;
  let bestScore = closest(best);
  for (let attempt = 1; attempt < DRAFTS && bestScore >= DISTINCT_ENOUGH; attempt++) {
    const next = draft(request, `${request.seed}#${attempt}`);
    const score = closest(next);
    if (score < bestScore) {
      best = next;
      bestScore = score;
    }
  }
  return best;
}
