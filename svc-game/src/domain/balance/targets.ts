// What the balance suite holds the game to (issue 40): judgement wins and
// shortcuts don't. One list, read by the report (each target with its figure
// and whether it is met) and by the suite's test.

import type { BalanceReport, StrategyStats } from './balance';
import type { StrategyName } from './strategies';

/** Strategies by skill, best first: their median scores must fall in this order. */
export const SKILL_ORDER: readonly StrategyName[] = [
  'excellent-writer',
  'sound-writer',
  'mixed-writer',
  'blind-follower',
  'careless',
  'passive',
];

/** The earliest median victory quarter any strategy may have: winning takes years, not a year. */
export const EARLIEST_MEDIAN_VICTORY_QUARTER = 10;

export interface Target {
  /** What is held, in a sentence. */
  text: string;
  /** The measured figure, as the report prints it. */
  measured: string;
  met: boolean;
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Share of seeds on which `a` played at least as many quarters as `b`. */
export function lastsAtLeastAsLong(a: StrategyStats, b: StrategyStats): number {
  const seeds = Math.min(a.quartersBySeed.length, b.quartersBySeed.length);
  if (seeds === 0) return 0;
  let held = 0;
  for (let i = 0; i < seeds; i++) if (a.quartersBySeed[i]! >= b.quartersBySeed[i]!) held += 1;
  return held / seeds;
}

/** Whether the median scores fall in SKILL_ORDER's order (careless may tie passive). */
export function skillOrderHolds(report: BalanceReport): boolean {
  return SKILL_ORDER.every((name, index) => {
    const next = SKILL_ORDER[index + 1];
    if (!next) return true;
    const a = report.strategies[name].score.median;
    const b = report.strategies[next].score.median;
    return name === 'careless' ? a >= b : a > b;
  });
}

export function balanceTargets(report: BalanceReport): Target[] {
  const s = report.strategies;
  const atLeast = (name: StrategyName, share: number): Target => ({
    text: `${name} wins at least ${pct(share)} of games`,
    measured: pct(s[name].victory),
    met: s[name].victory >= share,
  });
  const atMost = (name: StrategyName, share: number): Target => ({
    text: `${name} wins at most ${pct(share)} of games`,
    measured: pct(s[name].victory),
    met: s[name].victory <= share,
  });
  const earliest = Object.values(s)
    .filter((stats) => stats.medianVictoryQuarter !== null)
    .sort((a, b) => a.medianVictoryQuarter! - b.medianVictoryQuarter!)[0];
  const outlasts = lastsAtLeastAsLong(s.careless, s.passive);
  return [
    {
      text: `median scores in the order of skill: ${SKILL_ORDER.join(' > ')} (careless may tie passive)`,
      measured: SKILL_ORDER.map((name) => s[name].score.median).join(' > '),
      met: skillOrderHolds(report),
    },
    atLeast('sound-writer', 0.4),
    {
      text: 'sound-writer goes bankrupt in at most 10.0 % of games',
      measured: pct(s['sound-writer'].bankruptcy),
      met: s['sound-writer'].bankruptcy <= 0.1,
    },
    atLeast('excellent-writer', 0.7),
    atMost('blind-follower', 0.35),
    atMost('price-maxer', 0.05),
    {
      text: `no strategy's median victory quarter is below ${EARLIEST_MEDIAN_VICTORY_QUARTER}`,
      measured: earliest ? `${earliest.strategy}: ${earliest.medianVictoryQuarter}` : 'no victories',
      met: !earliest || earliest.medianVictoryQuarter! >= EARLIEST_MEDIAN_VICTORY_QUARTER,
    },
    {
      text: 'careless (a one-liner for every scenario) lasts at least as long as passive on at least 95 % of seeds',
      measured: pct(outlasts),
      met: outlasts >= 0.95,
    },
  ];
}
