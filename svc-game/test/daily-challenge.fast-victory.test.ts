// The replay check's speed limit (issue 40): a challenge game won sooner than the
// economy can reach $10M net worth from its seed's start is refused, with a
// sentence; the bound comes from the model's tunables and refuses no game the
// model really plays. And a log that implemented an expired proposal is refused.
import { describe, expect, it } from 'vitest';
import { GAME_LENGTH_QUARTERS, PENDING_DECISION_QUARTERS } from '@ai-council/rules';
import { playGame } from '../src/domain/balance/balance';
import type { StrategyName } from '../src/domain/balance/strategies';
import { createCompany } from '../src/domain/engine/company';
import { OBJECTIVES } from '../src/domain/engine/tuning';
import type { DecisionLogEntry } from '../src/domain/replay/decision-log';
import {
  earliestVictoryOf,
  earliestVictoryQuarter,
  growthCeilingOf,
  tooFastVictoryOf,
} from '../src/domain/replay/fastest-victory';
import { replayGame } from '../src/domain/replay/replay';
import {
  capBreachOf,
  challengeDay,
  challengeSeed,
  judgeChallengeEntry,
} from '../src/domain/use-cases/daily-challenge';

const seed = challengeSeed(challengeDay(new Date()));
const quarters = (n: number): DecisionLogEntry[] =>
  Array.from({ length: n }, () => ({ kind: 'quarter-advanced' }));

describe('no victory sooner than the economy allows', () => {
  it('when the bound is derived, then it lies between the cash-flow streak and the game’s end and moves with the ceilings', () => {
    const ceiling = growthCeilingOf(createCompany(seed));
    const earliest = earliestVictoryQuarter(ceiling);
    console.log(`[fair play] seed ${seed}: no victory before quarter ${earliest}`, ceiling);
    expect(earliest).toBeGreaterThanOrEqual(OBJECTIVES.cashFlowStreakTarget);
    expect(earliest).toBeLessThanOrEqual(GAME_LENGTH_QUARTERS);
    expect(earliestVictoryOf(seed)).toBe(earliest);
    // A wider margin or a richer start wins sooner; a far target never.
    expect(earliestVictoryQuarter({ ...ceiling, profitPerUnit: ceiling.profitPerUnit * 4 })).toBeLessThan(
      earliest,
    );
    expect(
      earliestVictoryQuarter({ ...ceiling, streakQuarters: 1, startNetWorth: ceiling.targetNetWorth }),
    ).toBe(1);
    expect(earliestVictoryQuarter({ ...ceiling, targetNetWorth: Number.MAX_SAFE_INTEGER })).toBe(
      GAME_LENGTH_QUARTERS + 1,
    );
  });

  it('when a challenge game claims a victory before that quarter, then its entry is refused with a sentence saying so', () => {
    const earliest = earliestVictoryOf(seed);
    const early = earliest - 1;
    const log = quarters(early);
    const played = replayGame(seed, log);
    const claimed = {
      ...played,
      status: 'ended' as const,
      endReason: 'victory' as const,
      finalScore: 99_999,
    };
    const entry = judgeChallengeEntry(claimed, log, new Date());
    expect(entry.accepted).toBe(false);
    expect(entry.refusal).toBe(
      `The game was won in quarter ${early}, but on this seed the economy cannot reach $10M net worth before quarter ${earliest}, even with the fastest market, share gains and the best price.`,
    );
    // At the bound, or ending any other way, the speed check has nothing to say.
    expect(tooFastVictoryOf({ ...claimed, quartersPlayed: earliest })).toBeNull();
    expect(tooFastVictoryOf({ ...claimed, endReason: 'bankruptcy' })).toBeNull();
  });

  it('when the balance suite’s strongest players win, then none wins before the bound', () => {
    const strongest: StrategyName[] = ['excellent-writer', 'lever-user', 'follow-the-council', 'price-maxer'];
    const gaps: number[] = [];
    for (let game = 1; game <= 6; game += 1) {
      const bound = earliestVictoryOf(game);
      for (const strategy of strongest) {
        const played = playGame(game, strategy);
        if (played.endReason === 'victory') gaps.push(played.quartersPlayed - bound);
      }
    }
    console.log(
      `[fair play] ${gaps.length} victories; quarters past the bound: ${gaps.join(', ') || 'none'}`,
    );
    expect(gaps.every((gap) => gap >= 0)).toBe(true);
  }, 60_000);
});

describe('no expired proposal implemented', () => {
  it('when a log implements a proposal after its last quarter, then the caps refuse it; within it, they do not', () => {
    const decision = {
      decisionId: 'stale-1',
      title: 'A stale proposal',
      category: 'finance',
      financialImpact: -1_000_000,
      timeImpact: 1,
      driverEffects: {},
    };
    const proposed: DecisionLogEntry = { kind: 'decision-proposed', decision };
    const implemented: DecisionLogEntry = { kind: 'decision-implemented', decision };
    const last = 1 + PENDING_DECISION_QUARTERS;
    expect(capBreachOf([proposed, ...quarters(last - 1), implemented])).toBeNull();
    expect(capBreachOf([proposed, ...quarters(last), implemented])).toBe(
      `Quarter ${last + 1} implemented a decision that expired after quarter ${last}.`,
    );
  });
});
