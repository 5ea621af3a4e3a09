// The economics of a decision, weighed against its scenario and the company's
// figures (issue 40, "A grader that judges the economics"): a price move by
// what the scenario is (a big rise while a rival undercuts us loses the
// customers it is meant to bill; a deep cut for everyone is a price war), a
// spending spree well past what is at stake, and cuts to the very people the
// scenario depends on. Each point lost has its sentence.
import { formatCents, type ScenarioKind } from '@ai-council/rules';
import { capAt, penalise, type Tally } from './tally';
import type { DecisionToGrade } from './grading';
import { affirmed, findInClause, type PhraseHit } from '../read/phrases';
import type { ReadPlan } from '../plan/plan';
import { namedAsTheirs, PRICE_DOWN, PRICE_UP, SOMEONE_ELSES } from '../read/prices';
import type { Clause, Reading } from '../read/read';

/** A change of our prices the decision makes, read clause by clause. */
export interface PriceMove {
  /** Signed: +50 is a 50 % rise, -30 a 30 % cut. */
  percent: number;
  /** For some customers only ("the affected customers", "a lean tier"), not the list price for everyone. */
  targeted: boolean;
}

/** Kinds where demand is what is at risk: a rival, a cheaper entrant, lost or unhappy customers. */
const DEMAND_AT_RISK: ReadonlySet<string> = new Set<ScenarioKind>([
  'competitive-squeeze',
  'market-disruption',
  'key-customer-loss',
  'pipeline-drought',
  'brand-erosion',
  'quality-complaints',
  'product-recall',
  'system-outage',
  'security-breach',
]);
/** Kinds where a cost rose or cash is short: a modest rise that covers it is fair. */
const COST_PRESSURE: ReadonlySet<string> = new Set<ScenarioKind>(['supply-chain-disruption', 'cash-squeeze']);

/** Our prices going up or down, in the ways managers say it. */
const RAISING = [
  ...PRICE_UP,
  'double price',
  'charge more',
  'put price up',
  'push price up',
  'bump price',
  'put up our price',
  'prices go up',
  'hike',
  'price hike',
  'mark up',
];
const LOWERING = [
  ...PRICE_DOWN,
  'discount',
  'off',
  'undercut',
  'halve price',
  'half price',
  'match their price',
];
/** Words that aim a price move at some customers. */
const TARGETED = [
  'affected',
  'only',
  'those',
  'at-risk',
  'at risk',
  'price-sensitive',
  'loyal',
  'renewal',
  'renew',
  'tier',
  'segment',
  'new customer',
  'first year',
  'pilot',
  'largest customer',
  'this customer',
  'their contract',
  'for them',
  'case by case',
];
/** Words that make a price move everyone's. */
const FOR_EVERYONE = [
  'everyone',
  'every customer',
  'all customer',
  'all plan',
  'every plan',
  'across the board',
  'list price',
  'all our price',
  'all price',
  'everything',
  'whole',
];

/** The price moves a decision makes, each with its size and whether it is aimed at some customers only. */
export function priceMovesIn(reading: Reading): PriceMove[] {
  const moves: PriceMove[] = [];
  for (const clause of reading.clauses) {
    // A supplier's prices, or "the 30% price rise" they announced, are not ours to move.
    if (findInClause(clause, SOMEONE_ELSES, 0).length > 0) continue;
    const ours = (hits: PhraseHit[]) => affirmed(hits).filter((hit) => !namedAsTheirs(clause, hit.at));
    const up = ours(findInClause(clause, RAISING)).length > 0;
    const down = ours(findInClause(clause, LOWERING)).length > 0;
    if (up === down) continue;
    const size = clause.percents.find((p) => p > 0 && p <= 300) ?? sizeInWords(clause, up);
    if (size === undefined) continue;
    const everyone = affirmed(findInClause(clause, FOR_EVERYONE, 1)).length > 0;
    const aimed = affirmed(findInClause(clause, TARGETED, 2)).length > 0;
    moves.push({ percent: up ? size : -Math.min(100, size), targeted: aimed && !everyone });
  }
  return moves;
}

/** "double our prices" is +100 %; "halve them" a 50 % cut, "by a third" 33 %, "by a quarter" 25 %. */
function sizeInWords(clause: Clause, up: boolean): number | undefined {
  const words = clause.tokens.map((t) => t.lower);
  if (up && words.includes('double')) return 100;
  if (words.includes('halve') || words.includes('half')) return 50;
  const fraction = words.findIndex(
    (w, i) => w === 'a' && words[i - 1] === 'by' && ['third', 'quarter'].includes(words[i + 1] ?? ''),
  );
  if (fraction >= 0) return words[fraction + 1] === 'third' ? 33 : 25;
  return undefined;
}

/** Weighs the decision's price moves, spending and cuts; the sentences go into the tally. */
export function penaliseEconomics(
  tally: Tally,
  input: DecisionToGrade,
  reading: Reading,
  plan: ReadPlan,
  stakes: number,
): void {
  const kind = input.scenario.kind ?? '';
  const subject = input.scenario.subject ?? input.scenario.title.toLowerCase();
  const moves = priceMovesIn(reading);
  const rise = Math.max(0, ...moves.map((m) => m.percent));
  if (rise > 0) penaliseRise(tally, kind, subject, rise);
  const cut = moves.filter((m) => m.percent < 0).sort((a, b) => a.percent - b.percent)[0];
  if (cut) penaliseCut(tally, kind, cut, input.revenue);
  penaliseSpree(tally, plan, stakes, input);
  penaliseOwnCuts(tally, reading, kind, subject);
}

function penaliseRise(tally: Tally, kind: string, subject: string, rise: number): void {
  if (DEMAND_AT_RISK.has(kind)) {
    const sentence = `It raises prices ${rise}% just when customers have reason to leave (the ${subject})`;
    if (rise >= 20) capAt(tally, 50, `${sentence}; a rise that big loses more sales than it earns`);
    // A token rise (under 5 %) to cover costs is a judgement call; more chases customers away.
    else if (rise >= 5) penalise(tally, rise >= 10 ? 12 : 6, sentence);
  } else if (COST_PRESSURE.has(kind)) {
    // A modest rise that passes on a cost is fair; a big one is a windfall customers will not pay.
    if (rise >= 30) capAt(tally, 55, `It raises prices ${rise}%, far more than the cost it has to cover`);
    else if (rise > 15) penalise(tally, 10, `It raises prices ${rise}%, more than the cost it has to cover`);
  } else {
    penalise(
      tally,
      rise >= 20 ? 20 : 8,
      `It raises prices ${rise}%, which the ${subject} does not call for and which costs customers`,
    );
  }
}

function penaliseCut(tally: Tally, kind: string, cut: PriceMove, revenue: number | undefined): void {
  const depth = -cut.percent;
  if (cut.targeted) {
    if (depth >= 50) penalise(tally, 8, `Its ${depth}% discount gives away most of what those customers pay`);
    return;
  }
  if (depth >= 30) {
    const lost = revenue ? ` (about ${formatCents(Math.round((revenue * depth) / 100))} a quarter)` : '';
    capAt(
      tally,
      40,
      `It cuts prices ${depth}% for every customer: a price war that gives away revenue${lost} faster than it wins share`,
    );
  } else if (COST_PRESSURE.has(kind) && depth >= 10) {
    penalise(tally, 10, `It cuts prices ${depth}% for everyone when money is already short`);
  }
}

/** A spending spree: several times what is at stake, or more than a quarter's revenue. */
function penaliseSpree(tally: Tally, plan: ReadPlan, stakes: number, input: DecisionToGrade): void {
  const levers = plan.levers.reduce((s, l) => s + ('amount' in l ? l.amount : 0), 0);
  const committed = (plan.budget.amount ?? 0) + levers;
  if (committed <= 0) return;
  const cash = input.cash;
  // Over the cash or half of it is the spending penalty's; a spree is measured against the stakes.
  if (cash !== undefined && committed > cash / 2) return;
  const sizeable = cash === undefined || committed > cash * 0.2;
  if (stakes > 0 && committed > stakes * 4 && sizeable) {
    penalise(
      tally,
      15,
      `It spends ${formatCents(committed)}, several times the ${formatCents(stakes)} this scenario puts at stake`,
    );
  } else if (input.revenue !== undefined && input.revenue > 0 && committed > input.revenue) {
    penalise(tally, 10, `It spends ${formatCents(committed)}, more than a quarter's revenue`);
  }
}

const quality = {
  what: 'R&D and testing',
  words: [
    'r&d',
    'research',
    'engineering team',
    'engineering budget',
    'engineer',
    'qa',
    'testing',
    'test team',
  ],
};
const security = {
  what: 'security',
  words: ['security team', 'security budget', 'security spend', 'security staff', 'it team', 'monitoring'],
};
const talent = { what: 'pay and training', words: ['salary', 'pay', 'bonus', 'benefit', 'training'] };
const legal = { what: 'legal and compliance', words: ['legal', 'compliance', 'counsel'] };
/** What each kind of scenario depends on: cutting it makes the problem worse. */
const DEPENDS_ON: Record<string, { what: string; words: readonly string[] }> = {
  'quality-complaints': quality,
  'product-recall': quality,
  'tech-debt-crunch': quality,
  'system-outage': {
    what: 'the support and engineering teams',
    words: [
      'support team',
      'support staff',
      'support headcount',
      'support budget',
      'engineering team',
      'engineer',
      'on-call',
      'infrastructure',
      'sre',
      'devops',
      'monitoring',
    ],
  },
  'security-breach': security,
  'security-exposure': security,
  'key-customer-loss': {
    what: 'account management',
    words: ['account team', 'account manager', 'customer success', 'support team', 'support staff'],
  },
  'pipeline-drought': {
    what: 'sales and marketing',
    words: ['sales team', 'salespeople', 'rep', 'marketing'],
  },
  'brand-erosion': { what: 'marketing', words: ['marketing', 'brand', 'campaign', 'advertising'] },
  'compliance-gap': legal,
  'regulatory-audit': legal,
  'talent-exodus': talent,
  'morale-slump': talent,
  'operations-bottleneck': {
    what: 'operations',
    words: ['operations', 'ops team', 'fulfilment', 'fulfillment'],
  },
  'competitive-squeeze': {
    what: 'product development',
    words: ['r&d', 'product development', 'engineering team'],
  },
  'market-disruption': {
    what: 'product development',
    words: ['r&d', 'product development', 'engineering team'],
  },
};
const CUT_VERBS = [
  'cut',
  'reduce',
  'slash',
  'trim',
  'halve',
  'shrink',
  'lay off',
  'downsize',
  'defund',
  'scrap',
];
const cutPhrases = new Map<string, string[]>();

function cutsOf(kind: string): string[] {
  let phrases = cutPhrases.get(kind);
  if (!phrases) {
    const words = DEPENDS_ON[kind]?.words ?? [];
    // "cut the support team", and the passive "the R&D budget will be cut".
    phrases = words.flatMap((w) => [
      ...CUT_VERBS.map((verb) => `${verb} ${w}`),
      ...['cut', 'reduce', 'slash', 'halve', 'lay'].map((verb) => `${w} be ${verb}`),
    ]);
    cutPhrases.set(kind, phrases);
  }
  return phrases;
}

/** Cutting what the scenario depends on ("cut R&D" in a quality crisis); ruling it out is no cut. */
function penaliseOwnCuts(tally: Tally, reading: Reading, kind: string, subject: string): void {
  const depends = DEPENDS_ON[kind];
  if (!depends) return;
  const phrases = cutsOf(kind);
  const cuts = reading.clauses.filter((c) => affirmed(findInClause(c, phrases)).length > 0);
  if (cuts.length > 0)
    penalise(
      tally,
      15,
      `It cuts ${depends.what}, which the ${subject} depends on ("${cuts[0]!.text.slice(0, 60)}")`,
    );
}
