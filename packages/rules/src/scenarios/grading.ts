// Demo-mode grading of a scenario decision, and the money effect of any grade (GAME.md "Scenarios and
// decisions"): a deterministic judgement of whether a decision fits its
// scenario (its subject, a measurable step, an owner, a time, the cash the
// company has, what this kind of scenario needs), what makes it reckless or
// boilerplate, and the effect the grade has on the company.
import { DRIVER_LABELS, type DriverEffects, type Drivers } from '../drivers';
import { formatCents } from '../money';
import type { CompanyFigures, Severity } from './company-figures';

export type RubricDimension =
  | 'containment'
  | 'communication'
  | 'costControl'
  | 'people'
  | 'compliance'
  | 'investigation'
  | 'customers'
  | 'timeline'
  | 'growth';

export const dimensionLabels: Record<RubricDimension, string> = {
  containment: 'containment',
  communication: 'communication',
  costControl: 'cost control',
  people: 'people',
  compliance: 'compliance',
  investigation: 'root-cause analysis',
  customers: 'customers',
  timeline: 'a timeline',
  growth: 'a path to growth',
};

const dimensionWords: Record<RubricDimension, RegExp> = {
  containment:
    /\b(contain|isolat|stop|halt|pause|patch|freez|recall|shut ?down|roll ?back|mitigat|quarantin|lock ?down|revok|disabl|fix|secur)/,
  communication:
    /\b(communicat|inform|notif|disclos|transparen|announc|tell|explain|press|stakeholder|board|apolog|town ?hall|update (the )?(team|customers|staff)|messag)/,
  costControl:
    /\b(budget|cost|cap\b|limit|phase|pilot|negotiat|reserve|cash|roi\b|payback|afford|prioriti|cut|saving|spend (only|no more)|trim|renegotiat)/,
  people:
    /\b(team|staff|employee|hire|hiring|retain|retention|train|morale|support|owner|lead\b|assign|bonus|workload|people|mentor|career|coach)/,
  compliance:
    /\b(legal|counsel|lawyer|regulat|complian|audit|document|policy|gdpr|law\b|report(ing)? to|certif|govern)/,
  investigation:
    /\b(investigat|root cause|analy[sz]|review|assess|forensic|data\b|measur|metric|diagnos|research|survey|understand|post-?mortem|benchmark)/,
  customers: /\b(customer|client|user|refund|compensat|account|churn|satisf|feedback|service level|sla\b)/,
  timeline:
    /\b(within|hours?\b|days?\b|weeks?\b|months?\b|quarter|by q\d|immediately|today|tomorrow|deadline|timeline|asap|first \d+)/,
  growth:
    /\b(due diligence|valuation|integrat|synerg|market research|experiment|test\b|expand|partner|differentiat|upsell|new market|pricing|launch)/,
};

/** Marks of a reckless answer: denial, cover-ups, scorched earth, betting the company. */
const recklessWords =
  /\b(ignore|do nothing|nothing to do|cover(ed)? (it |this )?up|hide|conceal|deny|blame|fire (everyone|them all|the whole)|lay ?off (everyone|everybody|all)|delete (the )?(logs|evidence|records)|destroy|bet (everything|the company)|all[- ]in|whatever it takes|no matter the cost|sue everyone|wait and see|pretend)\b/;

/** Who owns a step: a role, a leader, or a department's team. */
const ownerWords =
  /\b(ceo|cfo|cto|coo|cmo|chro|ciso|cio|cro|cpo|clo|general counsel|chief [a-z]+ officer|head of|vp|vice president|director|manager|leader|lead|owner|owns|own it|accountable|responsible|in charge|(finance|operations|ops|legal|compliance|security|sales|marketing|product|engineering|technology|hr|human resources|people|procurement|support|it|strategy|executive|data|platform|infrastructure|customer success) (team|department|lead|group|function|office))\b/;

/** When: a span, a date, a quarter, a rhythm. */
const timeWords =
  /(\b\d+\s*(-\s*\d+\s*)?(hours?|hrs?|days?|weeks?|months?|quarters?|years?)\b|\bwithin\b|\bby (the )?(end|start|middle)\b|\bby (mon|tues|wednes|thurs|fri|satur|sun)day\b|\bby (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bby \d|\bq[1-4]\b|\b(this|next) (week|month|quarter|year)\b|\btoday\b|\btonight\b|\btomorrow\b|\bimmediately\b|\bdeadline\b|\bweekly\b|\bmonthly\b|\bdaily\b|\bfortnight\b)/g;

/** A measurable step: a number, a share or an amount that is not just a span of time. */
const measureWords = /\d|\b(percent|per cent|half|halve|double|triple)\b/;

/** Amounts of money a decision names: "$250K", "$1.2M", "USD 40,000", "2 million dollars". */
const moneyPattern =
  /(?:\$|\busd\s?)\s?(\d+(?:[.,]\d+)*)\s*(k|m|mn|bn|b|thousand|million|billion)?\b|\b(\d+(?:[.,]\d+)*)\s*(k|m|thousand|million|billion)?\s*(?:dollars|usd)\b/g;

const multipliers: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** Amounts in cents, in the order they appear. */
export function amountsIn(text: string): number[] {
  const amounts: number[] = [];
  for (const match of text.toLowerCase().matchAll(moneyPattern)) {
    const digits = match[1] ?? match[3] ?? '';
    const unit = match[2] ?? match[4];
    // "1,200,000" groups thousands; "1.2" is a decimal.
    const value = Number(digits.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
    if (Number.isFinite(value)) amounts.push(Math.round(value * (unit ? multipliers[unit]! : 1) * 100));
  }
  return amounts;
}

// Words that say nothing about what a scenario is about.
const COMMON_WORDS = new Set(
  (
    'the and for with that this from have has are was were will would could should into than then them they their there ' +
    'what when where which while who how our ours your you its about after before also just only more most less across ' +
    'against other every each some many much nothing yet year years quarter quarters last next first new now still same ' +
    'like asking asks ask wants want need needs says said sits points rose down over under twice long ago company being ' +
    'been does doing done make made take high low rare cases case per since among well better best clear three two four ' +
    'nine one whose nobody anyone everyone their not but all can did get got due way ways time times amount there here ' +
    'need knowledge know raised council'
  ).split(' '),
);

/** Crude stemming, enough to match "suppliers" with "supplier" and "breached" with "breach". */
function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  for (const [suffix, replacement] of [
    ['ations', ''],
    ['ation', ''],
    ['ments', ''],
    ['ment', ''],
    ['ings', ''],
    ['ing', ''],
    ['ies', 'y'],
    ['ied', 'y'],
    ['ers', ''],
    ['er', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
    ['ly', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  return w.slice(0, 6);
}

const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]|\d+(?:[.,]\d+)*/g) ?? [];

/** The words that carry meaning, by stem, each with the word it was first seen as. */
function contentTerms(text: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const word of wordsOf(text)) {
    if (word.length < 4 || !/^[a-z]/.test(word) || COMMON_WORDS.has(word)) continue;
    const key = stem(word);
    if (!terms.has(key)) terms.set(key, word);
  }
  return terms;
}

const isRubricWord = (word: string) => Object.values(dimensionWords).some((pattern) => pattern.test(word));

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

/** Two decisions this alike are one decision written twice. */
export const BOILERPLATE_SIMILARITY = 0.8;

export type Verdict = 'Excellent' | 'Sound' | 'Partial' | 'Weak' | 'Reckless';

export interface Grade {
  score: number;
  verdict: Verdict;
  covered: RubricDimension[];
  missing: RubricDimension[];
  reckless: boolean;
  /** Repeats an earlier decision of the same player (almost) word for word. */
  boilerplate: boolean;
  /** Commits more money than the company has in cash. */
  overCash: boolean;
  /** Short sentences in the game's words: what the decision does for this scenario and what it misses. */
  rationale: string[];
  /** The sentences of rules every grader is held to (reckless, boilerplate, over the cash), a model too. */
  binding: string[];
}

/** What the grader reads of a scenario: its own words, its department and its rubric. */
export interface ScenarioToGrade {
  title: string;
  description: string;
  departmentId?: string;
  /** What the scenario is about, in a few words ("supplier failure"); the title when absent. */
  subject?: string;
  rubric: readonly RubricDimension[];
}

export interface DecisionToGrade {
  decision: string;
  scenario: ScenarioToGrade;
  /** The company's cash in cents, as the books hold it; a decision that commits more is penalised. */
  cash?: number;
  /** The same player's earlier decisions: one repeated here is boilerplate. */
  previousDecisions?: readonly string[];
}

export function verdictFor(score: number, reckless: boolean): Verdict {
  if (reckless) return 'Reckless';
  if (score >= 85) return 'Excellent';
  if (score >= 65) return 'Sound';
  if (score >= 45) return 'Partial';
  return 'Weak';
}

const departmentNames: Record<string, RegExp> = {
  executive: /\b(executive|ceo|leadership)\b/,
  finance: /\b(finance|cfo|treasury)\b/,
  'human-resources': /\b(hr|human resources|chro|people team)\b/,
  technology: /\b(technology|engineering|cto)\b/,
  marketing: /\b(marketing|cmo)\b/,
  operations: /\b(operations|ops|coo)\b/,
  'legal-compliance': /\b(legal|compliance|general counsel|clo)\b/,
  sales: /\b(sales|account executives?)\b/,
  product: /\b(product team|head of product|cpo|product)\b/,
  security: /\b(security|ciso)\b/,
  strategy: /\b(strategy|corporate development)\b/,
};

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** How far a decision speaks to this scenario's own subject, 0-30, from its words, figures and department. */
function relevanceOf(text: string, scenario: ScenarioToGrade): number {
  const said = contentTerms(text);
  const headline = contentTerms(`${scenario.title} ${scenario.subject ?? ''}`);
  const body = contentTerms(scenario.description);
  let points = 0;
  // A word every sound answer uses ("customers", "audit") says less about fit than the scenario's own words.
  const weigh = (word: string, full: number) => (isRubricWord(word) ? 2 : full);
  headline.forEach((word, term) => {
    if (said.has(term)) points += weigh(word, 10);
  });
  body.forEach((word, term) => {
    if (!headline.has(term) && said.has(term)) points += weigh(word, 5);
  });
  const figures = new Set(
    (scenario.description.match(/\d+(?:\.\d+)?/g) ?? []).filter((figure) => figure !== '100'),
  );
  if ((text.match(/\d+(?:\.\d+)?/g) ?? []).some((figure) => figures.has(figure))) points += 5;
  const department = scenario.departmentId ? departmentNames[scenario.departmentId] : undefined;
  if (department?.test(text)) points += 4;
  return Math.min(30, points);
}

/**
 * Grades a decision against its scenario (GAME.md "Scenarios and decisions"):
 * does it address this scenario's subject, is it specific (a measurable step,
 * an owner, a time), does it cover what this kind of scenario needs, can the
 * company pay for it, and is it free of reckless marks. Repeating an earlier
 * decision, or listing every rubric word, does not earn a good grade.
 */
export function gradeDecision(input: DecisionToGrade): Grade {
  const { scenario } = input;
  const text = input.decision.toLowerCase();
  const rubric = scenario.rubric;
  const words = wordsOf(text).length;
  const covered = rubric.filter((dim) => dimensionWords[dim].test(text));
  const missing = rubric.filter((dim) => !covered.includes(dim));
  const rationale: string[] = [];
  const subject = scenario.subject ?? scenario.title.toLowerCase();

  const relevance = relevanceOf(text, scenario);
  const relevant = relevance >= 10;

  // Earlier dimensions matter more: they are what this kind of scenario needs first.
  const weights = rubric.map((_, i) => rubric.length - i + 1);
  const total = weights.reduce((s, w) => s + w, 0);
  const got = rubric.reduce((s, dim, i) => s + (covered.includes(dim) ? weights[i]! : 0), 0);
  const coverage = total ? got / total : 0;
  // Rubric words only count in full for an answer that is about this scenario.
  let keywordPart = 30 * coverage * (0.4 + (0.6 * relevance) / 30);

  // Padding: every kind of measure at once, many this scenario does not call for, or a text made mostly of rubric words.
  const outside = (Object.keys(dimensionWords) as RubricDimension[]).filter(
    (dim) =>
      !rubric.includes(dim) && dim !== 'people' && dim !== 'timeline' && dimensionWords[dim].test(text),
  ).length;
  const keywordHits = Object.values(dimensionWords).reduce(
    (sum, pattern) => sum + (text.match(new RegExp(pattern.source, 'g'))?.length ?? 0),
    0,
  );
  const everyKind = Object.values(dimensionWords).every((pattern) => pattern.test(text));
  const padded = everyKind || outside >= 4 || (words >= 12 && keywordHits / words >= 0.45);
  if (padded) keywordPart = Math.min(keywordPart, 10) - 10;

  const timed = new RegExp(timeWords.source).test(text);
  const measurable = measureWords.test(text.replace(timeWords, ' '));
  const owned = ownerWords.test(text);
  const specificity = (measurable ? 8 : 0) + (owned ? 8 : 0) + (timed ? 8 : 0);
  const length = words >= 20 ? 6 : words >= 12 ? 3 : 0;

  let score = 10 + relevance + keywordPart + specificity + length;

  rationale.push(
    relevant ? `It addresses the ${subject}.` : `It does not address the ${subject} this scenario is about.`,
  );
  if (!relevant) score = Math.min(score, 45);
  if (covered.length) rationale.push(`It covers ${list(covered.map((d) => dimensionLabels[d]))}.`);
  if (missing.length) rationale.push(`It leaves out ${list(missing.map((d) => dimensionLabels[d]))}.`);
  if (!measurable) rationale.push('It gives no measurable step: no number, share or amount.');
  if (!owned) rationale.push('It does not name who owns the step.');
  if (!timed) rationale.push('It sets no time: no days, weeks, quarter or date.');
  if (padded) rationale.push('It lists every kind of measure instead of choosing what this scenario needs.');

  // Money: amounts the scenario itself quotes are references, not commitments.
  const quoted = amountsIn(scenario.description);
  const committed = amountsIn(text)
    .filter((amount) => !quoted.some((q) => Math.abs(q - amount) <= Math.max(100, q * 0.05)))
    .reduce((sum, amount) => sum + amount, 0);
  const cash = input.cash;
  const overCash = cash !== undefined && committed > 0 && committed > Math.max(0, cash);
  const binding: string[] = [];
  if (overCash) {
    score = Math.min(score, 35);
    binding.push(
      `It commits ${formatCents(committed)}, more than the ${formatCents(Math.max(0, cash))} the company has in cash.`,
    );
    rationale.push(binding[0]!);
  } else if (cash !== undefined && committed > cash / 2) {
    score -= 10;
    rationale.push(`It commits ${formatCents(committed)}, more than half of the company's cash.`);
  }

  if (words < 5) {
    score = Math.min(score, 25);
    rationale.push('It is too short to be a plan.');
  }

  const boilerplate = (input.previousDecisions ?? []).some(
    (previous) => decisionSimilarity(previous, input.decision) >= BOILERPLATE_SIMILARITY,
  );
  if (boilerplate) {
    score = Math.min(score, 15);
    binding.unshift(
      'It repeats an earlier decision almost word for word; this scenario needs its own answer.',
    );
    rationale.unshift(binding[0]!);
  }

  const reckless = recklessWords.test(text);
  if (reckless) {
    score = Math.min(score * 0.4, 20);
    binding.unshift('It is reckless: it risks trust, people or compliance.');
    rationale.unshift(binding[0]!);
  }
  score = Math.round(Math.max(0, Math.min(100, score)));
  return {
    score,
    verdict: verdictFor(score, reckless),
    covered,
    missing,
    reckless,
    boilerplate,
    overCash,
    rationale,
    binding,
  };
}

export interface ScenarioEffect {
  cashEffect: number;
  driverEffects: DriverEffects;
  durationQuarters: number;
}

const severityShare: Record<Severity, number> = {
  low: 0.04,
  medium: 0.08,
  high: 0.15,
  critical: 0.25,
};
const severityDuration: Record<Severity, number> = { low: 1, medium: 1, high: 2, critical: 3 };
const MAX_CASH = 200_000_000;

const clampInt = (v: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, v)));

/**
 * What a grade does to the company. The stakes scale with the company's
 * revenue and the scenario's severity; a threat handled well still costs a
 * little, an opportunity handled well pays. The server computes money from
 * the grade; it never takes an amount from the model or the player.
 */
export function effectOfGrade(
  grade: { score: number; reckless: boolean },
  scenario: {
    severity: Severity;
    opportunity: boolean;
    drivers: Partial<Record<keyof Drivers, 1 | -1>>;
  },
  company: CompanyFigures,
): ScenarioEffect {
  const stake = clampInt(company.revenue * severityShare[scenario.severity], 1_000_000, 150_000_000);
  const g = grade.score / 100;
  const cash = scenario.opportunity ? stake * ((grade.score - 55) / 45) : -stake * (1.5 - 1.3 * g);
  const step = (grade.score - 50) / 5;
  const driverEffects: DriverEffects = {};
  Object.entries(scenario.drivers).forEach(([name, direction], index) => {
    const size = index === 0 ? step : step / 2;
    const value = clampInt(size * (direction ?? 1), -20, 20);
    if (value !== 0) driverEffects[name as keyof Drivers] = value;
  });
  if (grade.reckless) {
    // Recklessness leaves marks beyond the scenario: trust inside and outside.
    driverEffects.morale = clampInt((driverEffects.morale ?? 0) - 3, -20, 20);
    driverEffects.compliance = clampInt((driverEffects.compliance ?? 0) - 3, -20, 20);
  }
  return {
    cashEffect: clampInt(cash, -MAX_CASH, MAX_CASH),
    driverEffects,
    durationQuarters: severityDuration[scenario.severity],
  };
}

export function describeDriverEffects(effects: DriverEffects): string {
  const parts = Object.entries(effects).map(
    ([name, value]) => `${DRIVER_LABELS[name as keyof Drivers]} ${value! > 0 ? '+' : ''}${value}`,
  );
  return parts.length ? parts.join(', ') : 'no change to the drivers';
}
