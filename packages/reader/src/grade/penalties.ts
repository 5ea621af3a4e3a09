// Penalties, the last part of a grade: what takes points away from the sum of
// fit, coverage and specificity (reckless, repeated, unaffordable, too small a
// budget for the stakes, withholding news, ruling out what is needed first,
// putting it off, padding), each with its sentence. Some cap the score, and
// the reckless, repeated and unaffordable caps bind every grader, a model too.
import { formatCents, templateOf, type RubricDimension } from '@ai-council/rules';
import { NEED_LABELS, NEED_PHRASES } from '../points/decision-points';
import { harmIn, HARM_LABELS, type HarmKind, type HarmReading } from './harm';
import { affirmed, find, ruledOut } from '../read/phrases';
import { readPlan, type ReadPlan } from '../plan/plan';
import { read, type Reading } from '../read/read';
import { list, memo, needHits, type DecisionToGrade } from './grading';
import { leavesTheRest, narrowAnswer, narrowSentence } from './breadth';
import { penaliseEconomics } from './economics';
import { writtenForAnotherKind } from './strict-fit';
import { capAt, penalise, type Tally } from './tally';

/** Two decisions this alike are one decision written twice. */
export const BOILERPLATE_SIMILARITY = 0.8;

/** What the earlier parts found, that the penalties weigh. */
export interface GradedSoFar {
  raw: number;
  rubric: readonly RubricDimension[];
  subject: string;
  covered: RubricDimension[];
  owned: boolean;
  timed: boolean;
  offTopic: boolean;
}

export interface Penalised {
  score: number;
  reckless: boolean;
  boilerplate: boolean;
  overCash: boolean;
  plan: ReadPlan;
}

/** Applies the penalties in order, adding their sentences to the rationale and the binding rules. */
export function applyPenalties(
  input: DecisionToGrade,
  reading: Reading,
  soFar: GradedSoFar,
  sentences: { rationale: string[]; binding: string[] },
): Penalised {
  const tally: Tally = { score: soFar.raw, ...sentences };
  const harm = memo(reading, 'harm', () => harmIn(reading));
  const quoted = amountsOfScenario(input.scenario.description);
  const plan = memo(reading, `plan:${quoted.join(',')}`, () => readPlan(reading, quoted));
  const harms = [...new Set(harm.does.map((d) => d.kind))] as HarmKind[];
  const reckless = harms.length > 0;
  if (reckless) capAt(tally, 10, `It is reckless: it ${list(harms.map((k) => HARM_LABELS[k]))}`, true);
  const boilerplate = (input.previousDecisions ?? []).some(
    (previous) => decisionSimilarity(previous, input.decision) >= BOILERPLATE_SIMILARITY,
  );
  if (boilerplate)
    capAt(
      tally,
      15,
      'It repeats an earlier decision almost word for word; this scenario needs its own answer',
      true,
    );
  const overCash = penaliseSpending(tally, plan, input.cash);
  penaliseEconomics(tally, input, reading, plan, Math.max(input.standardSpend ?? 0, ...quoted));
  penaliseConduct(tally, reading, harm, soFar, reckless);
  penaliseShape(tally, reading, plan, soFar, input.standardSpend);
  penaliseMisfit(tally, input, reading, soFar);
  return { score: tally.score, reckless, boilerplate, overCash, plan };
}

/** A plan for another kind of scenario, or one department's angle on a scenario that spans several. */
function penaliseMisfit(tally: Tally, input: DecisionToGrade, reading: Reading, soFar: GradedSoFar): void {
  if (soFar.offTopic) return;
  const other = writtenForAnotherKind(reading, input.scenario.kind);
  if (other) {
    const written = templateOf(other)?.subject ?? other;
    capAt(tally, 40, `It is a plan for a ${written}, not for the ${soFar.subject}`);
    return;
  }
  // An answer that says it is one part of the council's view decides only that part.
  const leaves = leavesTheRest(reading);
  if (leaves) {
    capAt(tally, 60, `It decides only its own part and leaves the rest to others ("${leaves.slice(0, 70)}")`);
    return;
  }
  const narrow = narrowAnswer(reading, soFar.rubric, soFar.covered);
  if (narrow?.oneSided) capAt(tally, 60, narrowSentence(narrow));
  else if (narrow) penalise(tally, 10, narrowSentence(narrow));
}

/** More than the company's cash caps the score; more than half of it costs points. Returns "over the cash". */
function penaliseSpending(tally: Tally, plan: ReadPlan, cash: number | undefined): boolean {
  const committed = plan.budget.amount ?? 0;
  const overCash = cash !== undefined && committed > 0 && committed > Math.max(0, cash);
  if (overCash) {
    capAt(
      tally,
      35,
      `It commits ${formatCents(committed)}, more than the ${formatCents(Math.max(0, cash))} the company has in cash`,
      true,
    );
  } else if (cash !== undefined && committed > cash / 2) {
    penalise(tally, 10, `It commits ${formatCents(committed)}, more than half of the company's cash`);
  }
  return overCash;
}

/** Withholding news, ruling out what is needed first, putting the decision off. */
function penaliseConduct(
  tally: Tally,
  reading: Reading,
  harm: HarmReading,
  soFar: GradedSoFar,
  reckless: boolean,
): void {
  if (!reckless && harm.withholds.length > 0) {
    penalise(
      tally,
      20,
      `It keeps the news from those who need it ("${harm.withholds[0]!.clause.text.slice(0, 80)}")`,
    );
  }
  // Ruling out what this scenario needs first ("we won't give engineering any clean-up time").
  const ruledOutNeeds = soFar.rubric
    .slice(0, 2)
    .filter((d) => d !== 'costControl' && d !== 'timeline' && !soFar.covered.includes(d))
    .filter((d) => ruledOut(needHits(reading, d)).length > 0);
  if (!reckless && ruledOutNeeds.length > 0) {
    penalise(
      tally,
      20,
      `It rules out ${list(ruledOutNeeds.map((d) => NEED_LABELS[d]))}, which this scenario needs first`,
    );
  }
  // Deferring: hedged words, no owner and no time.
  const hedges = memo(reading, 'hedges', () => affirmed(find(reading, HEDGES, 1)).length);
  if (hedges > 0) {
    penalise(
      tally,
      soFar.owned && soFar.timed ? 10 : 15,
      'It puts the decision off instead of committing to a step',
    );
  }
}

/** Too small a budget, padding, too short, off the subject. */
function penaliseShape(
  tally: Tally,
  reading: Reading,
  plan: ReadPlan,
  soFar: GradedSoFar,
  standard: number | undefined,
): void {
  if (plan.budget.amount !== null && standard !== undefined && plan.budget.amount < standard * 0.25) {
    penalise(
      tally,
      10,
      `Its budget of ${formatCents(plan.budget.amount)} is small for what is at stake (a response normally costs about ${formatCents(standard)})`,
    );
  }
  // Padding: clauses that are lists of measure words rather than steps ("contain, isolate, patch and fix").
  if (memo(reading, 'padded', () => isPadded(reading)))
    capAt(tally, 40, 'It lists every kind of measure instead of choosing what this scenario needs', true);
  if (reading.wordCount < 5) capAt(tally, 25, 'It is too short to be a plan');
  if (soFar.offTopic) capAt(tally, 40, `Whatever its merits, it is not a plan for the ${soFar.subject}`);
}

/** Words of a decision that puts the decision off. */
const HEDGES = [
  'keep an eye',
  'look into',
  'at some point',
  'when they have time',
  'when things are calmer',
  'when we can',
  'see where things stand',
  'see how it go',
  'think about',
  'have a think',
  'monitor the situation',
  'in due course',
  'down the line',
  'later this year',
  'sometime',
  'eventually',
  'if it get worse',
  'if they get really bad',
  'raise a flag',
  'hope',
  'wait for',
  'not overreact',
  "don't overreact",
  'bounce back',
  'rather not',
  'pushed back',
  'push it back',
  'push back the',
  'check again',
  'revisit',
];

const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]|\d+(?:[.,]\d+)*/g) ?? [];

/** Jaccard similarity of two decisions' word sets, 0-1. */
export function decisionSimilarity(a: string, b: string): number {
  const left = new Set(wordsOf(a));
  const right = new Set(wordsOf(b));
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  left.forEach((word) => {
    if (right.has(word)) shared += 1;
  });
  return shared / (left.size + right.size - shared);
}

/**
 * Padding: clauses that list synonyms of one measure ("contain, isolate, patch and fix the issue"), two or
 * more of them, or one long list of measure words. A terse plan names steps with their objects instead.
 */
function isPadded(reading: Reading): boolean {
  const byDimension = (Object.keys(NEED_PHRASES) as RubricDimension[]).map((d) =>
    affirmed(needHits(reading, d)),
  );
  let lists = 0;
  for (const clause of reading.clauses) {
    const words = Math.max(1, clause.tokens.filter((t) => /[a-z0-9]/i.test(t.text)).length);
    const counts = byDimension.map((hits) => hits.filter((hit) => hit.clause === clause).length);
    const hits = new Set(
      byDimension.flatMap((list) => list.filter((hit) => hit.clause === clause).map((h) => h.at)),
    ).size;
    if (hits >= 8 && hits / words >= 0.6) return true;
    if (Math.max(...counts) >= 4 && hits / words >= 0.5) lists += 1;
  }
  return lists >= 2;
}

/** The amounts of money a scenario's own text quotes ("$1.2M", "$850K"), each read on its own. */
export function amountsOfScenario(description: string): number[] {
  return (
    description.match(
      /(?:\$|\bUSD\s?)\d[\d.,]*\s?[KMB]?\b|\b\d[\d.,]*\s?(?:million|thousand)?\s?dollars\b/gi,
    ) ?? []
  ).flatMap((text) => read(text).amounts.map((a) => a.cents));
}
