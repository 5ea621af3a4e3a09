// The balance suite's council obeys the same recurrence rules as svc-council:
// no kind of scenario more than three times a game, and an opportunity in every
// game that runs to quarter 3.
import { MAX_PER_KIND, OPPORTUNITY_QUARTERS } from '@ai-council/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../src/domain/balance/balance';
import type { RaisedScenario } from '../src/domain/balance/council';
import type { StrategyName } from '../src/domain/balance/strategies';

const GAMES = 50;

/** One seeded game, with every scenario its council raised and the quarter it came up in. */
function observed(seed: number, strategy: StrategyName) {
  const raised: Array<{ scenario: RaisedScenario; quarter: number }> = [];
  const summary = playGame(seed, strategy, undefined, undefined, (scenarios, quarter) => {
    for (const scenario of scenarios) raised.push({ scenario, quarter });
  });
  return { summary, raised };
}

describe.each<StrategyName>(['passive', 'prudent'])('the balance games of a %s player', (strategy) => {
  let games: Array<ReturnType<typeof observed>>;
  beforeAll(() => {
    games = Array.from({ length: GAMES }, (_, i) => observed(i + 1, strategy));
  });

  it(`when ${GAMES} seeded games are played, then no kind of scenario comes up more than ${MAX_PER_KIND} times in one`, () => {
    for (const { summary, raised } of games) {
      const counts = new Map<string, number>();
      for (const { scenario } of raised)
        counts.set(scenario.template.kind, (counts.get(scenario.template.kind) ?? 0) + 1);
      for (const [kind, times] of counts)
        expect(times, `seed ${summary.seed}: ${kind}`).toBeLessThanOrEqual(MAX_PER_KIND);
      // A kind that comes back is told from the next telling of its facts.
      const variants = raised.filter(
        ({ scenario }) => scenario.template.kind === raised[0]?.scenario.template.kind,
      );
      expect(variants.map(({ scenario }) => scenario.variant)).toEqual(variants.map((_, i) => i));
    }
  });

  it(`when ${GAMES} seeded games are played, then every game that reaches quarter ${OPPORTUNITY_QUARTERS[0]} raises an opportunity by then`, () => {
    // Still running in quarter 3: it played that quarter too.
    const reaching = games.filter(({ summary }) => summary.quartersPlayed >= OPPORTUNITY_QUARTERS[0]!);
    expect(reaching.length).toBeGreaterThan(GAMES / 2);
    for (const { summary, raised } of reaching) {
      const first = raised.find(({ scenario }) => scenario.template.opportunity);
      expect(first, `seed ${summary.seed}`).toBeDefined();
      expect(first!.quarter, `seed ${summary.seed}`).toBeLessThanOrEqual(OPPORTUNITY_QUARTERS[0]!);
    }
    // The second chance: a game still running in quarter 10 has met two by then.
    const [, second] = OPPORTUNITY_QUARTERS;
    for (const { summary, raised } of games.filter((game) => game.summary.quartersPlayed >= second!)) {
      const met = raised.filter(
        ({ scenario, quarter }) => scenario.template.opportunity && quarter <= second!,
      );
      expect(met.length, `seed ${summary.seed}`).toBeGreaterThanOrEqual(2);
    }
  });
});

it('when scenarios are observed, then the game plays exactly as unobserved', () => {
  for (const seed of [1, 2, 3])
    for (const strategy of ['passive', 'prudent'] as const)
      expect(observed(seed, strategy).summary).toEqual(playGame(seed, strategy));
});
