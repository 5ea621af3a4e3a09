// The achievements of the achievements screen (SPEC §2, §3), earned by play.
// Pure: a player's facts in, every achievement out (locked ones included),
// each unlocked one dated by the fact that completed it. Values name the bar
// to clear, so their numeric part means something on the screen's total.
import type { Achievement } from '@ai-council/contracts';
import type { Fact, FactKind } from './facts';
import { atLeastSeverity, isSeverity, SCORE_RATING_FLOORS } from '@ai-council/rules';

type FactOf<K extends FactKind> = Extract<Fact, { kind: K }>;

/** The player's facts by kind, each list oldest first. */
export class PlayerFacts {
  private readonly byKind = new Map<FactKind, Fact[]>();

  constructor(facts: readonly Fact[]) {
    const ordered = [...facts].sort((a, b) => a.at.localeCompare(b.at) || a.subject.localeCompare(b.subject));
    for (const fact of ordered) {
      const list = this.byKind.get(fact.kind) ?? [];
      list.push(fact);
      this.byKind.set(fact.kind, list);
    }
  }

  of<K extends FactKind>(kind: K): FactOf<K>[] {
    return (this.byKind.get(kind) ?? []) as FactOf<K>[];
  }
}

type Definition = Omit<Achievement, 'date' | 'unlocked'> & {
  /** When the player earned it, or null while locked. */
  earnedAt(facts: PlayerFacts): string | null;
};

const TEN_MILLION_DOLLARS_IN_CENTS = 1_000_000_000;
export const CONSENSUS_LEVEL = 75;
export const CRISIS_GRADE = 60;
/** SPEC §9's 'Exceptional' rating (packages/rules). */
export const EXCEPTIONAL_SCORE = SCORE_RATING_FLOORS.Exceptional;

const firstAt = (facts: Array<{ at: string }>): string | null => facts[0]?.at ?? null;
const earliest = (...dates: Array<string | null>): string | null =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null;
/** When the nth one happened (facts are oldest first), or null before there are n. */
const nthAt = (facts: Array<{ at: string }>, n: number): string | null => facts[n - 1]?.at ?? null;

/**
 * A profitable quarter ("in the black"): the company closed it worth more than
 * it opened (net worth, GAME.md's measure of every dollar that moved, decisions
 * and one-offs included) and with cash coming in (a positive cash flow). It
 * opens where the quarter before closed, or where the game started; a quarter
 * whose opening is not known yet does not count until it is.
 */
function profitableQuarters(facts: PlayerFacts): FactOf<'quarter'>[] {
  const closes = new Map<string, number>();
  for (const s of facts.of('game_started')) closes.set(`${s.gameId}#0`, s.data.netWorth);
  for (const q of facts.of('quarter')) closes.set(`${q.gameId}#${q.data.quarter}`, q.data.netWorth);
  return facts.of('quarter').filter((q) => {
    const opening = closes.get(`${q.gameId}#${q.data.quarter - 1}`);
    return opening !== undefined && q.data.netWorth > opening && q.data.cashFlow > 0;
  });
}

/** When a game first had `run` profitable quarters in a row. */
function profitableRunAt(facts: PlayerFacts, run: number): string | null {
  const profitable = new Set(profitableQuarters(facts).map((q) => q.subject));
  const byGame = new Map<string, FactOf<'quarter'>[]>();
  for (const q of facts.of('quarter')) {
    const quarters = byGame.get(q.gameId);
    if (quarters) quarters.push(q);
    else byGame.set(q.gameId, [q]);
  }
  const completions: string[] = [];
  for (const quarters of byGame.values()) {
    quarters.sort((a, b) => a.data.quarter - b.data.quarter);
    let streak = 0;
    let previous = 0;
    for (const q of quarters) {
      streak = profitable.has(q.subject) ? (q.data.quarter === previous + 1 ? streak + 1 : 1) : 0;
      previous = q.data.quarter;
      if (streak >= run) {
        completions.push(q.at);
        break;
      }
    }
  }
  return earliest(...completions);
}

/** A resolution counts as critical if the resolve or the generate event said so. */
function criticalResolutions(facts: PlayerFacts): FactOf<'scenario_resolved'>[] {
  const generated = new Map(facts.of('scenario_generated').map((g) => [g.subject, g.data.severity]));
  return facts
    .of('scenario_resolved')
    .filter(
      (r) => critical(r.data.severity ?? generated.get(r.subject)) && (r.data.grade ?? 0) >= CRISIS_GRADE,
    );
}

/** Critical or graver: the facts keep the severity as the event's text. */
function critical(severity: string | null | undefined): boolean {
  return isSeverity(severity) && atLeastSeverity(severity, 'critical');
}

export const catalogue: readonly Definition[] = [
  {
    id: 'first-profitable-quarter',
    title: 'In the Black',
    description: 'Close your first profitable quarter: net worth up and cash flow positive.',
    category: 'financial',
    value: '1 quarter',
    rarity: 'common',
    icon: 'trending-up',
    earnedAt: (f) => firstAt(profitableQuarters(f)),
  },
  {
    id: 'crisis-averted',
    title: 'Crisis Averted',
    description: `Resolve a critical scenario with a decision graded ${CRISIS_GRADE} or better.`,
    category: 'strategic',
    value: `${CRISIS_GRADE}+ grade`,
    rarity: 'rare',
    icon: 'shield-check',
    earnedAt: (f) => firstAt(criticalResolutions(f)),
  },
  {
    id: 'council-consensus',
    title: 'United Council',
    description: `Bring your council to a consensus of ${CONSENSUS_LEVEL}% or more.`,
    category: 'leadership',
    value: `${CONSENSUS_LEVEL}% consensus`,
    rarity: 'common',
    icon: 'users',
    earnedAt: (f) => firstAt(f.of('consensus').filter((c) => c.data.level >= CONSENSUS_LEVEL)),
  },
  {
    id: 'ten-million-club',
    title: '$10M Club',
    description: 'Grow your company to a net worth of $10,000,000.',
    category: 'financial',
    value: '$10M',
    rarity: 'epic',
    icon: 'gem',
    earnedAt: (f) =>
      earliest(
        firstAt(f.of('quarter').filter((q) => q.data.netWorth >= TEN_MILLION_DOLLARS_IN_CENTS)),
        firstAt(f.of('company').filter((c) => c.data.netWorth >= TEN_MILLION_DOLLARS_IN_CENTS)),
      ),
  },
  {
    id: 'bold-experiment',
    title: 'Bold Experiment',
    description: 'Run a strategic simulation to a full success.',
    category: 'innovation',
    value: '85+ impact',
    rarity: 'rare',
    icon: 'flask-conical',
    earnedAt: (f) => firstAt(f.of('simulation_completed').filter((s) => s.data.outcome === 'success')),
  },
  {
    id: 'five-year-veteran',
    title: 'Five-Year Veteran',
    description: 'Lead your company through all 20 quarters of a game.',
    category: 'milestone',
    value: '20 quarters',
    rarity: 'epic',
    icon: 'calendar-check',
    earnedAt: (f) =>
      firstAt(f.of('game_ended').filter((g) => g.data.endReason === 'time_limit' || g.data.quarter === 20)),
  },
  {
    id: 'steady-growth',
    title: 'Steady Growth',
    description: 'Close four profitable quarters in a row in one game (net worth up, cash flow positive).',
    category: 'financial',
    value: '4 quarters',
    rarity: 'rare',
    icon: 'bar-chart-3',
    earnedAt: (f) => profitableRunAt(f, 4),
  },
  {
    id: 'seasoned-strategist',
    title: 'Seasoned Strategist',
    description: 'Resolve 10 business scenarios.',
    category: 'strategic',
    value: '10 scenarios',
    rarity: 'common',
    icon: 'target',
    earnedAt: (f) => nthAt(f.of('scenario_resolved'), 10),
  },
  {
    id: 'decisive-leader',
    title: 'Decisive Leader',
    description: "Implement 5 of your council's decisions.",
    category: 'leadership',
    value: '5 decisions',
    rarity: 'rare',
    icon: 'check-circle',
    earnedAt: (f) => nthAt(f.of('decision_implemented'), 5),
  },
  {
    id: 'outstanding-success',
    title: 'Outstanding Success',
    description: 'Win a game: $10M net worth, positive cash flow and your primary objectives complete.',
    category: 'milestone',
    value: '1 victory',
    rarity: 'legendary',
    icon: 'trophy',
    earnedAt: (f) => firstAt(f.of('game_ended').filter((g) => g.data.endReason === 'victory')),
  },
  {
    id: 'exceptional-performance',
    title: 'Exceptional',
    description: 'Finish a game with a final score of 100,000 or more.',
    category: 'milestone',
    value: '100K points',
    rarity: 'legendary',
    icon: 'crown',
    earnedAt: (f) => firstAt(f.of('game_ended').filter((g) => (g.data.finalScore ?? 0) >= EXCEPTIONAL_SCORE)),
  },
];

export function evaluateAchievements(facts: readonly Fact[]): Achievement[] {
  const player = new PlayerFacts(facts);
  return catalogue.map(({ earnedAt, ...achievement }) => {
    const date = earnedAt(player);
    return { ...achievement, date, unlocked: date !== null };
  });
}
