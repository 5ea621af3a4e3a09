// A question put to the council, read for what it asks: the lever and the
// amount ("double marketing", "hire ten engineers", "a 30% raise", "cut prices
// 20%", "$500,000 on a product line"), how long for, whether it asks if the
// company can afford it, and which departments it is about. The council then
// asks the engine what exactly that change would do.
import { LEVER_MAX_QUARTERS, type AskedLeverKind } from '@ai-council/contracts';
import type { DepartmentId } from '@ai-council/rules';
import { affirmed, findInClause } from '../read/phrases';
import {
  MARKETING,
  RESEARCH,
  OPERATIONS,
  PAYROLL,
  MORE,
  LESS,
  FACTORS,
  HIRING,
  PAUSE,
  LAYOFF,
  PRICE,
  PRICE_UP,
  PRICE_DOWN,
  PAY,
  TEAM,
  EVERYONE,
  SUPPLIER,
  SWITCH,
  SPEND,
  AFFORD,
  PEOPLE,
  YES_NO_OPENERS,
  TOPICS,
} from './question-words';
import { read, type Clause, type Reading } from '../read/read';

/** How a budget is to change: by a factor ("double"), a percent, an amount a quarter, or only a direction. */
export type BudgetChange =
  | { by: 'factor'; factor: number }
  | { by: 'percent'; percent: number }
  | { by: 'amount'; amount: number }
  | { by: 'direction' };

/** The cost lines a question may ask to cut. */
export type CutArea = 'marketing' | 'research' | 'operations' | 'payroll';

/** What a question says of each lever it may ask about: amounts stay null until the question names them. */
interface AskedFigures {
  /** More marketing or R&D spend a quarter. */
  'marketing-budget': { change: BudgetChange };
  'research-budget': { change: BudgetChange };
  /** A cut of one cost line (a share of it), or of costs in general (area null). */
  'cost-cut': { area: CutArea | null; percent: number | null };
  /** Hires; count null when the question names none ("should we hire?"). */
  hires: { count: number | null; role: string | null };
  'hiring-pause': Record<never, never>;
  /** Fewer people: a count or a share of the headcount. */
  layoffs: { count: number | null; percent: number | null };
  /** Prices up (+) or down (−) by a percent; percent null when the question names none. */
  'price-change': { direction: 1 | -1; percent: number | null };
  /** A pay rise: for how many people (one, a count, a team or everyone) and by how much. */
  raise: { percent: number | null; people: number | 'team' | 'everyone' };
  'supplier-switch': Record<never, never>;
  /** A one-off spend on something ("$500,000 on a new product line"). */
  spend: { amount: number; on: string };
}

/**
 * The lever a question asks about: a kind of the contracts' lever catalogue
 * (a kind added there fails to compile here until the question has its figures).
 */
export type AskedLever = { [K in AskedLeverKind]: { kind: K } & AskedFigures[K] }[AskedLeverKind];

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

const QUARTER_DAYS = 91;
/** "by a third", "a quarter off": shares said in words. */
const FRACTIONS: Record<string, number> = { half: 50, third: 33, quarter: 25, fifth: 20, tenth: 10 };

/** The clause's first percent, in figures or as a share in words ("by a third"). */
function percentOf(clause: Clause): number | null {
  const percent = clause.percents[0];
  if (percent !== undefined) return Math.round(percent);
  const t = clause.tokens;
  for (let i = 0; i < t.length; i++) {
    const share = FRACTIONS[t[i]!.lemma];
    const article = ['a', 'one'].includes(t[i - 1]?.lower ?? '');
    if (share !== undefined && article && ['by', 'cut', 'off'].some((w) => t[i - 2]?.lower === w))
      return share;
    if (share !== undefined && article && t[i + 1]?.lower === 'off') return share;
  }
  return null;
}

/** Money in the clause, in cents: what the reader found, or millions said in words ("half a million"). */
function amountOf(clause: Clause): { cents: number; at: number } | null {
  const found = clause.amounts.find((a) => a.cents > 0);
  if (found) return found;
  const t = clause.tokens;
  for (let i = 0; i < t.length; i++) {
    if (!['million', 'mil'].includes(t[i]!.lower)) continue;
    const words = t.slice(Math.max(0, i - 4), i).map((w) => w.lower);
    const figure = Number((t[i - 1]?.lower ?? '').replace(/,/g, ''));
    const share = words.includes('half') ? 0.5 : words.includes('quarter') ? 0.25 : null;
    const millions = share ?? (Number.isFinite(figure) && figure > 0 ? figure : null);
    if (millions !== null) return { cents: Math.round(millions * 1e8), at: i };
  }
  return null;
}

/** People the clause counts ("ten engineers", "a dozen new support staff"). */
function peopleOf(clause: Clause): { value: number; noun: string } | null {
  const counted = clause.counts.find((c) => PEOPLE.has(c.noun) && Number.isInteger(c.value) && c.value >= 1);
  if (counted) return counted;
  const t = clause.tokens;
  const dozen = t.findIndex((w) => w.lemma === 'dozen');
  if (dozen < 0) return null;
  const noun = t.slice(dozen + 1, dozen + 5).find((w) => PEOPLE.has(w.lemma));
  const times = Number(t[dozen - 1]?.lower);
  return noun ? { value: 12 * (Number.isInteger(times) && times > 0 ? times : 1), noun: noun.lemma } : null;
}

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
  // "Marketing spend: double or hold?": a question split over clauses is read once more as one.
  const whole = read(reading.text.replace(/[:;–—]/g, ',')).clauses;
  const found = [...reading.clauses, ...(whole.length === 1 ? whole : [])]
    .map(leverInClause)
    .filter((lever): lever is AskedLever => lever !== null);
  // A budget with a figure beats one with only a direction.
  const vague = (l: AskedLever) => 'change' in l && l.change.by === 'direction';
  return found.find((l) => !vague(l)) ?? found[0] ?? null;
}

function leverInClause(clause: Clause): AskedLever | null {
  return (
    priceLever(clause) ??
    payLever(clause) ??
    hiringLever(clause) ??
    budgetLever(clause, 'marketing-budget', MARKETING) ??
    budgetLever(clause, 'research-budget', RESEARCH) ??
    supplierLever(clause) ??
    cutLever(clause) ??
    spendLever(clause)
  );
}

function priceLever(clause: Clause): AskedLever | null {
  const price = findInClause(clause, PRICE, 2)[0];
  if (!price || has(clause, ['supplier price', 'vendor price', 'share price'])) return null;
  // The direction word nearest the price decides ("a 10% price hike scare customers off" goes up).
  const nearest = (phrases: readonly string[]) =>
    Math.min(Infinity, ...affirmed(findInClause(clause, phrases, 2)).map((h) => Math.abs(h.at - price.at)));
  const percentOff = clause.tokens.findIndex(
    (t, i) => t.lower === 'off' && ['%', 'percent', 'pct'].includes(clause.tokens[i - 1]?.lower ?? ''),
  );
  const down = Math.min(nearest(PRICE_DOWN), percentOff >= 0 ? Math.abs(percentOff - price.at) : Infinity);
  const up = nearest(PRICE_UP);
  if (down === Infinity && up === Infinity) return null;
  return { kind: 'price-change', direction: down <= up ? -1 : 1, percent: percentOf(clause) };
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
  const counted = peopleOf(clause);
  const people = has(clause, EVERYONE)
    ? 'everyone'
    : counted
      ? counted.value
      : has(clause, TEAM)
        ? 'team'
        : 1;
  return { kind: 'raise', percent: percentOf(clause), people };
}

function hiringLever(clause: Clause): AskedLever | null {
  const hiring = findInClause(clause, HIRING, 2);
  const people = peopleOf(clause);
  if (affirms(clause, LAYOFF) || (has(clause, ['cut', 'reduce']) && has(clause, ['headcount', 'job']))) {
    return { kind: 'layoffs', count: people?.value ?? null, percent: percentOf(clause) };
  }
  const adds = people !== null && has(clause, ['add', 'bring', 'take on', 'grow', 'new', 'more']);
  if (hiring.length === 0 && !adds) return null;
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
  const percent = percentOf(clause);
  if (affirms(clause, LESS)) return { kind: 'cost-cut', area, percent };
  const amount = amountOf(clause);
  if (amount) return { kind, change: { by: 'amount', amount: amount.cents } };
  if (percent !== null) return { kind, change: { by: 'percent', percent } };
  return affirms(clause, [...MORE, ...SPEND]) ? { kind, change: { by: 'direction' } } : null;
}

function supplierLever(clause: Clause): AskedLever | null {
  return affirms(clause, SUPPLIER) && affirms(clause, SWITCH) ? { kind: 'supplier-switch' } : null;
}

function cutLever(clause: Clause): AskedLever | null {
  if (!affirms(clause, [...LESS, 'cost saving', 'save money', 'austerity'])) return null;
  if (amountOf(clause) && affirms(clause, SPEND)) return null;
  const area: CutArea | null = has(clause, OPERATIONS)
    ? 'operations'
    : has(clause, PAYROLL)
      ? 'payroll'
      : null;
  return { kind: 'cost-cut', area, percent: percentOf(clause) };
}

function spendLever(clause: Clause): AskedLever | null {
  const amount = amountOf(clause);
  if (!amount || !has(clause, [...SPEND, 'on', 'into', 'at'])) return null;
  return { kind: 'spend', amount: amount.cents, on: spentOn(clause, amount.at) };
}

/** What the money is for: the words after "on", "into" or "for" that follow the amount. */
function spentOn(clause: Clause, at: number): string {
  const tokens = clause.tokens;
  const start = tokens.findIndex((t, i) => i > at && ['on', 'into', 'for', 'in', 'at'].includes(t.lower));
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
  // "bump her salary by a quarter" is a share, not a time.
  const shares = new Set(
    reading.clauses.flatMap((c) =>
      c.tokens.flatMap((t, i) =>
        t.lemma === 'quarter' && c.tokens[i - 2]?.lower === 'by'
          ? [`${c.tokens[i - 1]!.text} ${t.text}`]
          : [],
      ),
    ),
  );
  const days = reading.times
    .filter((t) => !shares.has(t.text))
    .map((t) => t.days ?? NAMED_SPANS.find(([words]) => words.test(t.text))?.[1] ?? null)
    .find((d): d is number => d !== null && d >= 7);
  if (days === undefined) return null;
  return Math.max(1, Math.min(LEVER_MAX_QUARTERS, Math.round(days / QUARTER_DAYS) || 1));
}

function yesNoOf(reading: Reading): boolean {
  const first = reading.clauses.find((c) => c.tokens.length > 0)?.tokens ?? [];
  // "Honestly, would it…": a leading aside does not open the question.
  const comma = first.findIndex((t) => t.text === ',');
  const aside =
    comma > 0 && comma <= 2 && first.slice(0, comma).every((t) => ['ADV', 'INTJ'].includes(t.pos));
  const opener = first
    .slice(aside ? comma + 1 : 0)
    .find((t) => t.pos !== 'PUNCT' && t.pos !== 'INTJ' && t.lower !== 'so');
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
