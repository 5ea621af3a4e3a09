// The plan in a decision: the budget it names and the commitments the engine
// can run (a hiring pause or hires, a price change, a marketing or R&D budget,
// a supplier switch), each for the time the decision states.
import { LEVER_MAX_QUARTERS, type PlanLever, type PlanLeverKind } from '@ai-council/contracts';
import { MAX_BOOKED } from '@ai-council/rules';
import { planWords } from '../lexicon';
import { affirmed, findInClause, ruledOut } from '../read/phrases';
import type { Clause, Money, Reading } from '../read/read';
import { namedAsTheirs, PRICE_DOWN, PRICE_UP, SOMEONE_ELSES } from '../read/prices';

export interface NamedBudget {
  /** Cents; null when the decision names no budget. */
  amount: number | null;
  /** The player's own words for it. */
  words?: string;
}

export interface ReadPlan {
  budget: NamedBudget;
  levers: PlanLever[];
}

/** Words that say an amount is spent. */
const SPEND_WORDS = [
  'spend',
  'budget',
  'invest',
  'allocate',
  'fund',
  'set aside',
  'pay for',
  'pool',
  'credit',
  'bonus',
  'fee',
];
/** Money that is not the plan's to spend: a deal's price, borrowing, money coming in, what is at risk. */
const NOT_PLAN_MONEY = [
  'price',
  'valuation',
  'offer',
  'walk away',
  'walk-away',
  'bid',
  'purchase',
  'deal',
  'earn-out',
  'credit line',
  'line of credit',
  'working capital',
  'capital line',
  'loan',
  'borrow',
  'facility',
  'financing',
  'overdraft',
  'revenue',
  'worth',
  'owe',
  'overdue',
  'collect',
  'bring in',
  'recover',
  'fine',
  'pipeline',
  'contract value',
  'target',
  'lose',
  'loss',
  'negotiate',
  'aim',
  'at least',
  'goal',
];
/** Savings: what follows them is spending taken away ("freeze non-critical spend (~$40K)", "cut $20K of costs"). */
const SAVINGS = ['save', 'saving', 'cut', 'reduce', 'trim', 'lower', 'free up', 'freeze', 'pause', 'stop'];

// The levers' words, as the plan reader reads them (levers.json).
const HIRING = planWords('hiring');
const PAUSE = planWords('pause');
const MARKETING = planWords('marketing');
const RESEARCH = planWords('research');
const SUPPLIER = planWords('supplier');
const SWITCH = planWords('switch');
const QUARTER_DAYS = 91;

/** Amounts the scenario itself quotes are references, not commitments. */
function isQuoted(amount: Money, quoted: readonly number[]): boolean {
  return quoted.some((q) => Math.abs(q - amount.cents) <= Math.max(100, q * 0.05));
}

/** How many quarters a clause's commitment runs: the span it states, one when it states none. */
function quartersOf(clause: Clause): number {
  const days = clause.times.map((t) => t.days).find((d): d is number => d !== null && d >= 7);
  if (days === undefined) return 1;
  return Math.max(1, Math.min(LEVER_MAX_QUARTERS, Math.round(days / QUARTER_DAYS) || 1));
}

const quote = (clause: Clause) =>
  clause.text.replace(/^[-*•\d.)\s]+/, '').slice(0, 300) || clause.text.slice(0, 300);

const has = (clause: Clause, phrases: readonly string[]) => findInClause(clause, phrases).length > 0;
const affirms = (clause: Clause, phrases: readonly string[]) =>
  affirmed(findInClause(clause, phrases)).length > 0;

/**
 * Reads the plan: the levers first (each takes the money its clause names),
 * then the budget: the rest of what the decision commits, a cap taken as what
 * it spends.
 */
export function readPlan(reading: Reading, scenarioAmounts: readonly number[] = []): ReadPlan {
  const levers: PlanLever[] = [];
  const leverAmounts = new Set<Money>();
  const kinds = new Set<PlanLeverKind>();
  const add = (lever: PlanLever) => {
    if (kinds.has(lever.kind) || levers.length >= 6) return;
    kinds.add(lever.kind);
    levers.push(lever);
  };

  for (const clause of reading.clauses) {
    const reason = quote(clause);
    const quarters = quartersOf(clause);
    const hiring = findInClause(clause, HIRING);
    // A hiring pause: "pause hiring", "freeze headcount", "no new hires", "we will not hire".
    const pauses = affirms(clause, PAUSE) && hiring.length > 0;
    const refusesHiring =
      ruledOut(hiring).length > 0 && !has(clause, ['firm', 'agency', 'consultant', 'lawyer', 'pr']);
    if (pauses || refusesHiring) {
      add({ kind: 'hiring-pause', quarters, reason });
      continue;
    }
    const hires = affirmed(hiring);
    if (hires.length > 0) {
      const count = clause.counts.find(
        (c) => c.at >= hires[0]!.at - 1 && c.value >= 1 && c.value <= 500 && Number.isInteger(c.value),
      );
      if (count) add({ kind: 'hires', count: count.value, quarters, reason });
    }
    if (clause.percents.length > 0 && !has(clause, ['affected', 'credit', 'refund'])) {
      const percent = Math.min(50, Math.round(clause.percents[0]!));
      // "the 30% price rise" the supplier announced is not a move of ours.
      const ours = (phrases: readonly string[]) =>
        affirmed(findInClause(clause, phrases)).some((hit) => !namedAsTheirs(clause, hit.at)) &&
        findInClause(clause, SOMEONE_ELSES, 0).length === 0;
      const lower = ours(PRICE_DOWN);
      const raise = ours(PRICE_UP);
      if (percent > 0 && (lower || raise)) {
        add({ kind: 'price-change', percent: lower ? -percent : percent, quarters, reason });
        continue;
      }
    }
    const money = clause.amounts.filter((a) => !isQuoted(a, scenarioAmounts));
    if (money.length > 0 && affirms(clause, MARKETING) && !has(clause, ['cut', 'reduce', 'trim'])) {
      add({ kind: 'marketing-budget', amount: Math.min(MAX_BOOKED, money[0]!.cents), quarters, reason });
      leverAmounts.add(money[0]!);
    } else if (money.length > 0 && affirms(clause, RESEARCH) && !has(clause, ['cut', 'reduce', 'trim'])) {
      add({ kind: 'research-budget', amount: Math.min(MAX_BOOKED, money[0]!.cents), quarters, reason });
      leverAmounts.add(money[0]!);
    }
    if (affirms(clause, SUPPLIER) && affirms(clause, SWITCH))
      add({ kind: 'supplier-switch', quarters, reason });
  }

  // The budget: what the plan commits outside its levers. Quoted figures, savings, money coming in,
  // borrowing and a deal's price are not the plan's spend, unless the words around it say it is spent.
  let total = 0;
  const words: string[] = [];
  for (const clause of reading.clauses) {
    if (ruledOut(findInClause(clause, ['spend', 'pay', 'invest'])).length > 0) continue;
    for (const money of clause.amounts) {
      if (leverAmounts.has(money) || isQuoted(money, scenarioAmounts)) continue;
      const window = { ...clause, tokens: clause.tokens.slice(Math.max(0, money.at - 6), money.at + 6) };
      if (findInClause(window, NOT_PLAN_MONEY).length > 0) continue;
      const before = { ...clause, tokens: clause.tokens.slice(Math.max(0, money.at - 6), money.at) };
      const saving = findInClause(before, SAVINGS).map((hit) => hit.at);
      const spending = findInClause(before, SPEND_WORDS).map((hit) => hit.at);
      // "cut $20K of costs and spend $15K": the nearest word before the amount decides.
      if (saving.length > 0 && Math.max(...saving) > Math.max(-1, ...spending)) continue;
      if (saving.length > 0 && spending.length > 0 && Math.min(...saving) < Math.min(...spending)) continue;
      total += money.cents;
      words.push(money.text);
    }
  }
  return {
    budget: total > 0 ? { amount: total, words: words.join(' + ') } : { amount: null },
    levers,
  };
}
