// The demo-mode grader (GAME.md "Scenarios and decisions"): it judges what a
// decision means for its scenario, read by the plain-English reader. The score
// is the sum of its parts: fit (is it about this scenario), coverage (does it
// meet this kind's decision points, what it needs first weighing most),
// specificity (an owner, a time, something measurable) and penalties
// (reckless, repeated, unaffordable, too small a budget for the stakes,
// withholding news, padding). Each point lost has one sentence.
import {
  formatCents,
  verdictFor,
  type RubricDimension,
  type ScenarioToGrade,
  type Verdict,
} from '@ai-council/rules';
import { ABOUT, NEED_LABELS, NEED_PHRASES } from './decision-points';
import { harmIn, HARM_LABELS, type HarmKind } from './harm';
import { affirmed, find, ruledOut } from './phrases';
import { readPlan, type ReadPlan } from './plan';
import { read, type Reading } from './read';

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

export interface DecisionToGrade {
  decision: string;
  scenario: ScenarioToGrade & { kind?: string };
  /** The company's cash in cents; a decision that commits more is penalised. */
  cash?: number;
  /** The same player's earlier decisions: one repeated here is boilerplate. */
  previousDecisions?: readonly string[];
  /** What a response to this scenario normally costs (rules' standardSpend); a budget far below it is too small. */
  standardSpend?: number;
}

export const MAX_PARTS: GradeParts = { fit: 30, coverage: 40, specificity: 30, penalties: 0 };

/** Two decisions this alike are one decision written twice. */
export const BOILERPLATE_SIMILARITY = 0.8;

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

// Words that say nothing about what a scenario is about.
const COMMON = new Set(
  (
    'the and for with that this from have has are was were will would could should into than then them they ' +
    'their there what when where which while who how our ours your you its about after before also just only ' +
    'more most less across against other every each some many much nothing yet year quarter last next first new ' +
    'now still same like ask want need say sit point rise down over under twice long ago company be do make take ' +
    'high low rare case per since among well good clear three two four nine one whose nobody anyone everyone not ' +
    'but all can get due way time amount here know raise council week day month hour find'
  ).split(' '),
);

/** A scenario's text without its figures: what stays the same for every company it is raised for. */
const withoutFigures = (text: string) => text.replace(/[$+-]?\d[\d.,]*[%KMB]?/g, 'several');

const termsCache = new Map<string, { headline: string[]; body: string[] }>();

/** The scenario's own content words, by lemma: its headline weighs in full, its body less. */
function scenarioTerms(scenario: DecisionToGrade['scenario']) {
  const key = `${scenario.title}|${scenario.subject ?? ''}|${withoutFigures(scenario.description)}`;
  let terms = termsCache.get(key);
  if (!terms) {
    terms = scenarioTermsOf({ ...scenario, description: withoutFigures(scenario.description) });
    if (termsCache.size > 2000) termsCache.clear();
    termsCache.set(key, terms);
  }
  return terms;
}

function scenarioTermsOf(scenario: DecisionToGrade['scenario']) {
  const content = (text: string) => [
    ...new Set(
      read(text)
        .clauses.flatMap((c) => c.tokens)
        .filter(
          (t) =>
            /^[a-z][a-z-]{3,}$/.test(t.lower) &&
            !COMMON.has(t.lemma) &&
            ['NOUN', 'VERB', 'ADJ', 'PROPN'].includes(t.pos),
        )
        .map((t) => t.lemma),
    ),
  ];
  const headline = content(`${scenario.title}. ${scenario.subject ?? ''}`);
  const body = content(scenario.description).filter((t) => !headline.includes(t));
  return { headline, body };
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

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const DEPARTMENT_WORDS: Record<string, readonly string[]> = {
  executive: ['executive', 'ceo', 'leadership', 'board'],
  finance: ['finance', 'cfo', 'treasury', 'controller'],
  'human-resources': ['hr', 'human resources', 'chro', 'people team'],
  technology: ['technology', 'engineering', 'cto', 'engineer', 'developer'],
  marketing: ['marketing', 'cmo', 'brand'],
  operations: ['operations', 'ops', 'coo'],
  'legal-compliance': ['legal', 'compliance', 'general counsel', 'counsel', 'lawyer'],
  sales: ['sales', 'account executive', 'sales lead', 'rep'],
  product: ['product', 'product team', 'head of product', 'cpo'],
  security: ['security', 'ciso', 'security team'],
  strategy: ['strategy', 'corporate development', 'head of strategy'],
};

/** Grades a decision against its scenario's decision points, reading what it means. */
export function gradeDecision(input: DecisionToGrade): Grade {
  const { scenario } = input;
  const reading = read(input.decision);
  const subject = scenario.subject ?? scenario.title.toLowerCase();
  const rationale: string[] = [];
  const binding: string[] = [];
  const harm = memo(reading, 'harm', () => harmIn(reading));

  // ── Fit: is it about this scenario at all.
  const terms = scenarioTerms(scenario);
  const about = find(reading, [...terms.headline, ...terms.body, ...(ABOUT[scenario.kind ?? ''] ?? [])]);
  const aboutHits = new Set(affirmed(about).map((h) => h.phrase));
  // A harm the plan rules out still shows it is about this scenario ("we will not hide the breach").
  ruledOut(about).forEach((h) => aboutHits.add(h.phrase));
  // The scenario's headline words count double; one word of what it is about is a start, four are full marks.
  const headlineHits = terms.headline.filter((t) => aboutHits.has(t)).length;
  const mentions = aboutHits.size + headlineHits;
  const department = scenario.departmentId ? DEPARTMENT_WORDS[scenario.departmentId] : undefined;
  const ownDepartment = department ? affirmed(find(reading, department)).length > 0 : false;
  const firstNeed = scenario.rubric[0];
  const meetsFirstNeed =
    firstNeed !== undefined &&
    mentions > 0 &&
    affirmed(memo(reading, `need:${firstNeed}`, () => find(reading, NEED_PHRASES[firstNeed]))).length > 0;
  const offTopic = mentions === 0;
  const fit = offTopic
    ? ownDepartment
      ? 3
      : 0
    : Math.min(30, 10 + 4 * mentions + (ownDepartment ? 2 : 0) + (meetsFirstNeed ? 4 : 0));

  // ── Coverage: the decision points, what this kind needs first weighing most.
  const rubric = scenario.rubric;
  const needs = rubric.filter((d) => d !== 'timeline');
  const isCovered = (dimension: RubricDimension): boolean => {
    if (dimension === 'timeline') return reading.times.length > 0;
    const hits = memo(reading, `need:${dimension}`, () => find(reading, NEED_PHRASES[dimension]));
    if (affirmed(hits).length > 0) return true;
    // Ruling out overspending ("we won't put more than a quarter of our cash in") is cost control.
    if (dimension === 'costControl' && hits.length > 0) return true;
    // Ruling out a cover-up is a commitment to openness.
    return (
      dimension === 'communication' && harm.rulesOut.some((r) => r.kind === 'conceal' || r.kind === 'deceive')
    );
  };
  const withheld = harm.withholds.length > 0;
  const covered = rubric.filter(
    (d) => isCovered(d) && !(d === 'communication' && withheld && !harm.rulesOut.length),
  );
  const missing = rubric.filter((d) => !covered.includes(d));
  const weights = rubric.map((_, i) => rubric.length - i + 1);
  const total = weights.reduce((s, w) => s + w, 0);
  const got = rubric.reduce((s, d, i) => s + (covered.includes(d) ? weights[i]! : 0), 0);
  // Depth: clauses that act on one of this scenario's needs count, not one word for each need.
  const acting = new Set(
    needs.flatMap((d) =>
      affirmed(memo(reading, `need:${d}`, () => find(reading, NEED_PHRASES[d]))).map((hit) => hit.clause),
    ),
  );
  let coverage = Math.round(40 * (0.65 * (got / total) + 0.35 * Math.min(1, acting.size / 6)));
  // A decision that is not about the scenario gets little for generic measures.
  if (offTopic) coverage = Math.round(coverage * 0.5);

  // ── Specificity: who, when, how much.
  const owned = reading.owners.length > 0;
  const timed = reading.times.length > 0;
  // Measurable: the player's own figure, not one the scenario already states ("the two supplier contracts").
  const given = figuresOf(scenario.description);
  const measured =
    reading.amounts.length > 0 ||
    reading.percents.some((p) => !given.has(p)) ||
    reading.clauses.some((c) => c.counts.some((n) => !given.has(n.value))) ||
    /\b\d+\s*\/\s*100\b/.test(reading.text);
  let specificity = (owned ? 10 : 0) + (timed ? 10 : 0) + (measured ? 10 : 0);
  if (offTopic) specificity = Math.round(specificity / 2);

  // ── The account of the parts, one sentence each.
  rationale.push(
    !offTopic
      ? `It speaks to the ${subject} (fit ${fit}/30).`
      : `It does not address the ${subject} this scenario is about (fit ${fit}/30).`,
  );
  const needsCovered = covered.filter((d) => d !== 'timeline').map((d) => NEED_LABELS[d]);
  const needsMissing = missing.filter((d) => d !== 'timeline').map((d) => NEED_LABELS[d]);
  rationale.push(
    offTopic && needsCovered.length > 0
      ? `Its steps (${list(needsCovered)}) are not aimed at this scenario (coverage ${coverage}/40).`
      : needsCovered.length === 0
        ? `It meets none of what this scenario needs: ${list(needs.map((d) => NEED_LABELS[d]))} (coverage ${coverage}/40).`
        : needsMissing.length === 0
          ? `It covers what this scenario needs: ${list(needsCovered)} (coverage ${coverage}/40).`
          : `It covers ${list(needsCovered)} but not ${list(needsMissing)} (coverage ${coverage}/40).`,
  );
  const named = [
    owned ? `an owner (${list(reading.owners.slice(0, 3))})` : '',
    timed ? `a time (${reading.times[0]!.text})` : '',
    measured ? 'something measurable' : '',
  ].filter(Boolean);
  const unnamed = [
    owned ? '' : 'no owner',
    timed ? '' : 'no time',
    measured ? '' : 'nothing measurable',
  ].filter(Boolean);
  rationale.push(
    unnamed.length === 0
      ? `It names ${list(named)} (specificity ${specificity}/30).`
      : named.length === 0
        ? `It names ${list(unnamed)} (specificity ${specificity}/30).`
        : `It names ${list(named)}, but ${list(unnamed)} (specificity ${specificity}/30).`,
  );

  // ── Penalties, each with its sentence.
  const raw = fit + coverage + specificity;
  let score = raw;
  const penalise = (points: number, sentence: string) => {
    const applied = Math.min(points, score);
    if (applied <= 0) return;
    score -= applied;
    rationale.push(`${sentence} (−${applied}).`);
  };
  const capAt = (cap: number, sentence: string, isBinding = false) => {
    if (isBinding) binding.push(`${sentence}.`);
    if (score > cap) penalise(score - cap, sentence);
    else rationale.push(`${sentence}.`);
  };

  const quoted = amountsOfScenario(scenario.description);
  const plan = memo(reading, `plan:${quoted.join(',')}`, () => readPlan(reading, quoted));
  const committed = plan.budget.amount ?? 0;
  const cash = input.cash;
  const overCash = cash !== undefined && committed > 0 && committed > Math.max(0, cash);

  const harms = [...new Set(harm.does.map((d) => d.kind))] as HarmKind[];
  const reckless = harms.length > 0;
  if (reckless) capAt(10, `It is reckless: it ${list(harms.map((k) => HARM_LABELS[k]))}`, true);

  const boilerplate = (input.previousDecisions ?? []).some(
    (previous) => decisionSimilarity(previous, input.decision) >= BOILERPLATE_SIMILARITY,
  );
  if (boilerplate)
    capAt(
      15,
      'It repeats an earlier decision almost word for word; this scenario needs its own answer',
      true,
    );

  if (overCash) {
    capAt(
      35,
      `It commits ${formatCents(committed)}, more than the ${formatCents(Math.max(0, cash))} the company has in cash`,
      true,
    );
  } else if (cash !== undefined && committed > cash / 2) {
    penalise(10, `It commits ${formatCents(committed)}, more than half of the company's cash`);
  }
  if (!reckless && withheld) {
    penalise(
      20,
      `It keeps the news from those who need it ("${harm.withholds[0]!.clause.text.slice(0, 80)}")`,
    );
  }
  // Ruling out what this scenario needs first ("we won't give engineering any clean-up time").
  const ruledOutNeeds = rubric
    .slice(0, 2)
    .filter((d) => d !== 'costControl' && d !== 'timeline' && !covered.includes(d))
    .filter((d) => ruledOut(memo(reading, `need:${d}`, () => find(reading, NEED_PHRASES[d]))).length > 0);
  if (!reckless && ruledOutNeeds.length > 0) {
    penalise(
      20,
      `It rules out ${list(ruledOutNeeds.map((d) => NEED_LABELS[d]))}, which this scenario needs first`,
    );
  }
  // Deferring: hedged words, no owner and no time.
  const hedges = memo(reading, 'hedges', () => affirmed(find(reading, HEDGES, 1)).length);
  if (hedges > 0) {
    penalise(owned && timed ? 10 : 15, 'It puts the decision off instead of committing to a step');
  }
  const standard = input.standardSpend;
  if (plan.budget.amount !== null && standard !== undefined && plan.budget.amount < standard * 0.25) {
    penalise(
      10,
      `Its budget of ${formatCents(plan.budget.amount)} is small for what is at stake (a response normally costs about ${formatCents(standard)})`,
    );
  }
  // Padding: clauses that are lists of measure words rather than steps ("contain, isolate, patch and fix").
  if (memo(reading, 'padded', () => isPadded(reading)))
    capAt(40, 'It lists every kind of measure instead of choosing what this scenario needs', true);
  if (reading.wordCount < 5) capAt(25, 'It is too short to be a plan');
  if (offTopic) capAt(40, `Whatever its merits, it is not a plan for the ${subject}`);

  score = Math.round(Math.max(0, Math.min(100, score)));
  return {
    score,
    verdict: verdictFor(score, reckless),
    parts: { fit, coverage, specificity, penalties: score - raw },
    covered,
    missing,
    reckless,
    boilerplate,
    overCash,
    rationale,
    binding,
    plan,
    reading,
  };
}

const figureCache = new Map<string, Set<number>>();

/** The numbers a scenario's own text states, in words ("four resignations") or digits. */
function figuresOf(description: string): Set<number> {
  const key = withoutFigures(description);
  let inWords = figureCache.get(key);
  if (!inWords) {
    const reading = read(key);
    inWords = new Set([...reading.clauses.flatMap((c) => c.counts.map((n) => n.value)), ...reading.percents]);
    if (figureCache.size > 2000) figureCache.clear();
    figureCache.set(key, inWords);
  }
  const figures = new Set([...inWords, ...(description.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)]);
  // "…/100" is the scale of a driver, not a figure of the scenario.
  figures.delete(100);
  return figures;
}

/**
 * Padding: clauses that list synonyms of one measure ("contain, isolate, patch and fix the issue"), two or
 * more of them, or one long list of measure words. A terse plan names steps with their objects instead.
 */
function isPadded(reading: Reading): boolean {
  const byDimension = (Object.keys(NEED_PHRASES) as RubricDimension[]).map((d) =>
    affirmed(memo(reading, `need:${d}`, () => find(reading, NEED_PHRASES[d]))),
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

const memos = new WeakMap<Reading, Map<string, unknown>>();

/** What depends on the decision's words alone is worked out once per text. */
function memo<T>(reading: Reading, key: string, work: () => T): T {
  let cache = memos.get(reading);
  if (!cache) {
    cache = new Map();
    memos.set(reading, cache);
  }
  if (!cache.has(key)) cache.set(key, work());
  return cache.get(key) as T;
}
