// A question put to the council, read for what it asks: the lever and the
// amount ("double marketing", "hire ten engineers", "a 30% raise", "cut prices
// 20%", "$500,000 on a product line"), how long for, whether it asks if the
// company can afford it, and which departments it is about. The council then
// asks the engine what exactly that change would do.
import { LEVER_MAX_QUARTERS } from '@ai-council/contracts';
import type { DepartmentId } from '@ai-council/rules';
import { affirmed, findInClause } from './phrases';
import { read, type Clause, type Reading } from './read';

/** How a budget is to change: by a factor ("double"), a percent, an amount a quarter, or only a direction. */
export type BudgetChange =
  | { by: 'factor'; factor: number }
  | { by: 'percent'; percent: number }
  | { by: 'amount'; amount: number }
  | { by: 'direction' };

/** The cost lines a question may ask to cut. */
export type CutArea = 'marketing' | 'research' | 'operations' | 'payroll';

export type AskedLever =
  /** More marketing or R&D spend a quarter. */
  | { kind: 'marketing-budget' | 'research-budget'; change: BudgetChange }
  /** A cut of one cost line (a share of it), or of costs in general (area null). */
  | { kind: 'cost-cut'; area: CutArea | null; percent: number | null }
  /** Hires; count null when the question names none ("should we hire?"). */
  | { kind: 'hires'; count: number | null; role: string | null }
  | { kind: 'hiring-pause' }
  /** Fewer people: a count or a share of the headcount. */
  | { kind: 'layoffs'; count: number | null; percent: number | null }
  /** Prices up (+) or down (−) by a percent; percent null when the question names none. */
  | { kind: 'price-change'; direction: 1 | -1; percent: number | null }
  /** A pay rise: for how many people (one, a count, or everyone) and by how much. */
  | { kind: 'raise'; percent: number | null; people: number | 'everyone' }
  | { kind: 'supplier-switch' }
  /** A one-off spend on something ("$500,000 on a new product line"). */
  | { kind: 'spend'; amount: number; on: string };

export interface Question {
  reading: Reading;
  lever: AskedLever | null;
  /** Quarters the question names ("next quarter" 1, "for a year" 4); null when it names none. */
  quarters: number | null;
  /** "Can we afford…?", "do we have the cash for…?" */
  affordability: boolean;
  /** Asks yes or no ("should we…", "is it worth…") rather than an open "what should we cut?". */
  yesNo: boolean;
  /** The departments it is about, in the order first named. */
  departments: DepartmentId[];
}

const MARKETING = ['marketing', 'advertising', 'ad', 'ads', 'campaign', 'brand', 'promotion', 'awareness'];
const RESEARCH = ['r&d', 'research', 'engineering budget', 'product development', 'innovation'];
const OPERATIONS = ['operations', 'ops', 'rent', 'office', 'tools', 'overhead', 'vendor', 'software licence'];
const PAYROLL = ['payroll', 'salary', 'salaries', 'wage', 'staff cost', 'people cost'];
const MORE = ['increase', 'boost', 'raise', 'more', 'grow', 'add', 'extra', 'up', 'pour', 'top up', 'lift'];
const LESS = ['cut', 'reduce', 'trim', 'lower', 'slash', 'halve', 'half', 'less', 'save', 'shrink', 'drop'];
const FACTORS: Record<string, number> = { double: 2, triple: 3, quadruple: 4, twice: 2, halve: 0.5 };
const HIRING = ['hire', 'hiring', 'recruit', 'recruiting', 'bring on', 'bring in', 'onboard', 'headcount'];
const PAUSE = ['pause', 'freeze', 'stop', 'halt', 'suspend', 'hold off', 'no new'];
const LAYOFF = ['lay off', 'layoff', 'layoffs', 'let go', 'fire', 'redundancy', 'downsize', 'cut job'];
const PRICE = ['price', 'prices', 'pricing', 'subscription fee', 'list price'];
const PRICE_UP = ['raise', 'increase', 'up', 'lift', 'hike', 'charge more', 'higher'];
const PRICE_DOWN = ['cut', 'lower', 'reduce', 'drop', 'slash', 'discount', 'down', 'cheaper', 'undercut'];
const PAY = [
  'pay rise',
  'pay raise',
  'salary increase',
  'pay increase',
  'pay bump',
  'counteroffer',
  'more pay',
];
const EVERYONE = ['everyone', 'everybody', 'all staff', 'all employee', 'whole team', 'across the board'];
const SUPPLIER = ['supplier', 'vendor', 'provider', 'host', 'hosting', 'manufacturer'];
const SWITCH = ['switch', 'move', 'migrate', 'replace', 'change', 'swap', 'cheaper'];
const SPEND = ['spend', 'afford', 'invest', 'put', 'pour', 'fund', 'buy', 'build', 'launch', 'commit'];
const AFFORD = ['afford', 'have the cash', 'have the money', 'enough cash', 'enough money', 'pay for'];
/** Nouns of people a hire or a layoff counts. */
const PEOPLE = new Set(
  (
    'engineer developer programmer salesperson seller rep people person staff employee hire designer ' +
    'marketer manager analyst scientist recruiter agent consultant specialist head worker operator ' +
    'architect tester admin accountant lawyer marketer'
  ).split(' '),
);
const YES_NO_OPENERS = new Set(
  'should shall can could would will is are do does did may might must'.split(' '),
);

/** The departments each word is about (DEPARTMENT_IDS' slugs). */
const TOPICS: Array<[DepartmentId, readonly string[]]> = [
  [
    'finance',
    ['cash', 'runway', 'budget', 'cost', 'afford', 'money', 'profit', 'revenue', 'funding', 'loan'],
  ],
  [
    'human-resources',
    ['hire', 'hiring', 'staff', 'employee', 'morale', 'salary', 'pay', 'payroll', 'talent'],
  ],
  [
    'technology',
    ['engineer', 'engineering', 'tech', 'platform', 'software', 'code', 'outage', 'r&d', 'debt'],
  ],
  ['marketing', MARKETING],
  ['operations', ['operations', 'ops', 'supplier', 'vendor', 'process', 'logistics', 'delivery', 'provider']],
  ['legal-compliance', ['legal', 'compliance', 'regulator', 'audit', 'lawsuit', 'contract', 'gdpr']],
  ['sales', ['sales', 'salesperson', 'pipeline', 'deal', 'customer', 'client', 'account']],
  ['product', ['product', 'feature', 'quality', 'roadmap', 'release', 'bug', 'defect', 'price', 'pricing']],
  ['security', ['security', 'breach', 'hack', 'attack', 'password', 'vulnerability', 'ransomware']],
  ['strategy', ['strategy', 'competitor', 'acquisition', 'expand', 'expansion', 'merger', 'rival', 'market']],
  ['executive', ['ceo', 'board', 'priority', 'vision', 'leadership']],
];

const QUARTER_DAYS = 91;

const has = (clause: Clause, phrases: readonly string[]) => findInClause(clause, phrases, 2).length > 0;
const affirms = (clause: Clause, phrases: readonly string[]) =>
  affirmed(findInClause(clause, phrases, 2)).length > 0;
const lemmaIn = (clause: Clause, words: Record<string, number>) =>
  clause.tokens.map((t) => words[t.lemma] ?? words[t.lower]).find((v) => v !== undefined);

/** Reads a question put to an advisor. */
export function readQuestion(text: string): Question {
  const reading = read(text);
  return {
    reading,
    lever: leverOf(reading),
    quarters: quartersOf(reading),
    affordability: reading.clauses.some((c) => has(c, AFFORD)),
    yesNo: yesNoOf(reading),
    departments: departmentsOf(reading),
  };
}

/** The first clause that asks for a lever decides; one that only rules a lever out asks for none. */
function leverOf(reading: Reading): AskedLever | null {
  for (const clause of reading.clauses) {
    const lever =
      priceLever(clause) ??
      payLever(clause) ??
      hiringLever(clause) ??
      budgetLever(clause, 'marketing-budget', MARKETING) ??
      budgetLever(clause, 'research-budget', RESEARCH) ??
      supplierLever(clause) ??
      cutLever(clause) ??
      spendLever(clause);
    if (lever) return lever;
  }
  return null;
}

function priceLever(clause: Clause): AskedLever | null {
  if (!has(clause, PRICE) || has(clause, ['supplier price', 'vendor price', 'share price'])) return null;
  const down = affirms(clause, PRICE_DOWN);
  const up = affirms(clause, PRICE_UP);
  if (!down && !up) return null;
  const percent = clause.percents[0];
  return {
    kind: 'price-change',
    direction: down ? -1 : 1,
    percent: percent === undefined ? null : Math.round(percent),
  };
}

/** "a 30% raise", "a raise or she leaves": raise as a noun, not "raise the budget". */
function raiseAsNoun(clause: Clause): boolean {
  return clause.tokens.some((t, i) => {
    if (t.lemma !== 'raise' || t.negated) return false;
    const before = clause.tokens[i - 1];
    const after = clause.tokens[i + 1];
    const named = before !== undefined && ['DET', 'NUM', 'SYM', 'ADJ'].includes(before.pos);
    return named && (after === undefined || !['DET', 'PRON', 'NOUN', 'PROPN'].includes(after.pos));
  });
}

function payLever(clause: Clause): AskedLever | null {
  if (!affirms(clause, PAY) && !raiseAsNoun(clause)) return null;
  const percent = clause.percents[0];
  const counted = clause.counts.find((c) => PEOPLE.has(c.noun));
  return {
    kind: 'raise',
    percent: percent === undefined ? null : Math.round(percent),
    people: has(clause, EVERYONE) ? 'everyone' : counted ? counted.value : 1,
  };
}

function hiringLever(clause: Clause): AskedLever | null {
  const hiring = findInClause(clause, HIRING, 2);
  const people = clause.counts.find((c) => PEOPLE.has(c.noun) && Number.isInteger(c.value) && c.value >= 1);
  if (affirms(clause, LAYOFF) || (has(clause, ['cut', 'reduce']) && has(clause, ['headcount', 'job']))) {
    const percent = clause.percents[0];
    return {
      kind: 'layoffs',
      count: people?.value ?? null,
      percent: percent === undefined ? null : Math.round(percent),
    };
  }
  if (hiring.length === 0 && !(people && has(clause, ['add', 'bring', 'take on', 'grow']))) return null;
  const refused = hiring.length > 0 && affirmed(hiring).length === 0;
  if (refused || (affirms(clause, PAUSE) && hiring.length > 0)) return { kind: 'hiring-pause' };
  return { kind: 'hires', count: people?.value ?? null, role: people?.noun ?? null };
}

function budgetLever(
  clause: Clause,
  kind: 'marketing-budget' | 'research-budget',
  words: readonly string[],
): AskedLever | null {
  if (!affirms(clause, words)) return null;
  const area: CutArea = kind === 'marketing-budget' ? 'marketing' : 'research';
  const factor = lemmaIn(clause, FACTORS) ?? (has(clause, ['half']) ? 0.5 : undefined);
  if (factor !== undefined && factor < 1) return { kind: 'cost-cut', area, percent: 50 };
  if (factor !== undefined) return { kind, change: { by: 'factor', factor } };
  const less = affirms(clause, LESS);
  const percent = clause.percents[0];
  if (less) return { kind: 'cost-cut', area, percent: percent === undefined ? null : Math.round(percent) };
  const amount = clause.amounts[0];
  if (amount && amount.cents > 0) return { kind, change: { by: 'amount', amount: amount.cents } };
  if (percent !== undefined) return { kind, change: { by: 'percent', percent: Math.round(percent) } };
  return affirms(clause, [...MORE, ...SPEND]) ? { kind, change: { by: 'direction' } } : null;
}

function supplierLever(clause: Clause): AskedLever | null {
  return affirms(clause, SUPPLIER) && affirms(clause, SWITCH) ? { kind: 'supplier-switch' } : null;
}

function cutLever(clause: Clause): AskedLever | null {
  if (!affirms(clause, [...LESS, 'cost saving', 'save money', 'austerity'])) return null;
  if (clause.amounts.length > 0 && affirms(clause, SPEND)) return null;
  const area: CutArea | null = has(clause, OPERATIONS)
    ? 'operations'
    : has(clause, PAYROLL)
      ? 'payroll'
      : null;
  const percent = clause.percents[0];
  return { kind: 'cost-cut', area, percent: percent === undefined ? null : Math.round(percent) };
}

function spendLever(clause: Clause): AskedLever | null {
  const amount = clause.amounts[0];
  if (!amount || amount.cents <= 0 || !has(clause, [...SPEND, 'on', 'into'])) return null;
  return { kind: 'spend', amount: amount.cents, on: spentOn(clause, amount.at) };
}

/** What the money is for: the words after "on", "into" or "for" that follow the amount. */
function spentOn(clause: Clause, at: number): string {
  const tokens = clause.tokens;
  const start = tokens.findIndex((t, i) => i > at && ['on', 'into', 'for', 'in'].includes(t.lower));
  if (start < 0) return '';
  const words: string[] = [];
  for (const token of tokens.slice(start + 1)) {
    if (/^[?!.,;:]$/.test(token.text) || ['next', 'this', 'if', 'or', 'and'].includes(token.lower)) break;
    words.push(token.text);
  }
  return words.join(' ').slice(0, 80);
}

/** "the year", "the half": spans the reader leaves without a length. */
const NAMED_SPANS: Array<[RegExp, number]> = [
  [/\byears?\b/i, 365],
  [/\bhalf\b/i, 182],
  [/\bquarters?\b/i, QUARTER_DAYS],
];

function quartersOf(reading: Reading): number | null {
  const days = reading.times
    .map((t) => t.days ?? NAMED_SPANS.find(([words]) => words.test(t.text))?.[1] ?? null)
    .find((d): d is number => d !== null && d >= 7);
  if (days === undefined) return null;
  return Math.max(1, Math.min(LEVER_MAX_QUARTERS, Math.round(days / QUARTER_DAYS) || 1));
}

function yesNoOf(reading: Reading): boolean {
  const first = reading.clauses.find((c) => c.tokens.length > 0)?.tokens ?? [];
  const opener = first.find((t) => t.pos !== 'PUNCT' && t.pos !== 'INTJ' && t.lower !== 'so');
  if (!opener) return false;
  if (['what', 'where', 'which', 'how', 'who', 'why', 'when'].includes(opener.lower)) {
    return opener.lower === 'what' && first.some((t) => t.lower === 'if');
  }
  // "Freeze hiring for two quarters?": a proposal put as a question.
  const proposed = ['VERB', 'PROPN'].includes(opener.pos) && reading.text.trim().endsWith('?');
  return (
    YES_NO_OPENERS.has(opener.lower) ||
    proposed ||
    reading.clauses.some((c) => has(c, ['worth it', 'good idea']))
  );
}

function departmentsOf(reading: Reading): DepartmentId[] {
  const named = TOPICS.flatMap(([id, words]) => {
    const at = reading.clauses.flatMap((clause, ci) =>
      findInClause(clause, words, 0).map((hit) => ci * 1000 + hit.at),
    );
    return at.length > 0 ? [{ id, at: Math.min(...at) }] : [];
  });
  return named.sort((a, b) => a.at - b.at).map((n) => n.id);
}
