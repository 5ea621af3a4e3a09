import { achievementSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { parseDomainEvent } from '@ai-council/contracts';
import { factsFromEvent, type Fact } from '../src/domain/achievements/facts';
import { catalogue, evaluateAchievements } from '../src/domain/achievements/rules';
import { company, domainEvent } from './support';

const at = (day: number, hour = 9) =>
  `2025-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const user = 'alice';

const START = 100_000_000;

/** A game started at $1M net worth. */
function started(gameId: string, day = 1): Fact[] {
  return factsFromEvent(
    domainEvent(
      'game.started',
      { company: company({ currentQuarter: 1, netWorth: START }) },
      { userId: user, gameId, at: at(day) },
    ),
  );
}

/** Quarter `q` played, closing at `netWorth` with `cashFlow` (cents); the company names the next quarter. */
function quarter(gameId: string, q: number, netWorth: number, cashFlow: number, day: number): Fact[] {
  return factsFromEvent(
    domainEvent(
      'game.quarter.advanced',
      { quarter: q, company: company({ currentQuarter: Math.min(q + 1, 20), netWorth, cashFlow }) },
      { userId: user, gameId, at: at(day) },
    ),
  );
}

/** Quarters 1..n of one game, each closing 1 cent above the last with a positive cash flow. */
const profitableRun = (gameId: string, n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => quarter(gameId, from + i, START + from + i, 1, from + i + 1)).flat();

const earned = (facts: Fact[], id: string) => evaluateAchievements(facts).find((a) => a.id === id)!;

describe('achievement catalogue', () => {
  it('has every achievement valid for the contract, with a unique id and a number in its value', () => {
    const all = evaluateAchievements([]);
    expect(all).toHaveLength(catalogue.length);
    for (const a of all) {
      expect(achievementSchema.parse(a)).toEqual(a);
      expect(a.value).toMatch(/\d/);
      expect(a).toMatchObject({ unlocked: false, date: null });
    }
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.category))).toEqual(
      new Set(['financial', 'strategic', 'leadership', 'innovation', 'milestone']),
    );
    expect(new Set(all.map((a) => a.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
  });
});

describe('achievement rules', () => {
  it('when four profitable quarters follow each other in one game, then Steady Growth unlocks on the fourth', () => {
    const facts = [...started('g1'), ...profitableRun('g1', 4)];
    expect(earned(facts, 'steady-growth')).toMatchObject({ unlocked: true, date: at(5) });
    expect(earned(facts, 'first-profitable-quarter')).toMatchObject({ unlocked: true, date: at(2) });
  });

  it('when a loss breaks the run, or the quarters are spread over two games, then Steady Growth stays locked', () => {
    const broken = [
      ...started('g1'),
      ...quarter('g1', 1, START + 10, 1, 2),
      ...quarter('g1', 2, START + 5, 1, 3), // net worth fell
      ...quarter('g1', 3, START + 6, 1, 4),
      ...quarter('g1', 4, START + 7, 1, 5),
      ...quarter('g1', 5, START + 8, 1, 6),
    ];
    expect(earned(broken, 'steady-growth').unlocked).toBe(false);
    const split = [...started('g1'), ...started('g2'), ...profitableRun('g1', 2), ...profitableRun('g2', 2)];
    expect(earned(split, 'steady-growth').unlocked).toBe(false);
  });

  it('when revenue beat costs but net worth fell and cash flow was negative, then the quarter is not In the Black', () => {
    // The reported case: a quarter whose sales covered its running costs while
    // decisions, one-offs and depreciation took more than that away.
    const facts = [
      ...started('g1'),
      ...factsFromEvent(
        domainEvent(
          'game.quarter.advanced',
          {
            quarter: 1,
            company: company({
              currentQuarter: 2,
              netWorth: START - 2_942_224,
              revenue: 50_000_000,
              costs: 45_000_000,
              cashFlow: -1_250_000,
            }),
          },
          { userId: user, gameId: 'g1', at: at(2) },
        ),
      ),
    ];
    expect(earned(facts, 'first-profitable-quarter')).toMatchObject({ unlocked: false, date: null });
  });

  it('when a critical scenario is resolved well, then Crisis Averted unlocks; a poor grade or a lesser severity does not', () => {
    const generated = (id: string, severity: string) =>
      factsFromEvent(
        domainEvent(
          'scenario.generated',
          { scenarioId: id, severity, title: id },
          { userId: user, at: at(1) },
        ),
      );
    const resolved = (id: string, grade: unknown, day: number, extra: Record<string, unknown> = {}) =>
      factsFromEvent(
        domainEvent('scenario.resolved', { scenarioId: id, grade, ...extra }, { userId: user, at: at(day) }),
      );

    const poor = [...generated('s1', 'critical'), ...resolved('s1', 59, 2)];
    expect(earned(poor, 'crisis-averted').unlocked).toBe(false);
    const lesser = [...generated('s2', 'high'), ...resolved('s2', 95, 3)];
    expect(earned(lesser, 'crisis-averted').unlocked).toBe(false);
    // The severity is the one the scenario was raised with.
    const good = [...poor, ...lesser, ...generated('s3', 'critical'), ...resolved('s3', 75, 4)];
    expect(earned(good, 'crisis-averted')).toMatchObject({ unlocked: true, date: at(4) });
  });

  it('when the tenth scenario is resolved, then Seasoned Strategist unlocks on that day', () => {
    const facts = Array.from({ length: 10 }, (_, i) =>
      factsFromEvent(
        domainEvent('scenario.resolved', { scenarioId: `s${i}`, grade: 50 }, { userId: user, at: at(i + 1) }),
      ),
    ).flat();
    expect(earned(facts.slice(0, 9), 'seasoned-strategist').unlocked).toBe(false);
    expect(earned(facts, 'seasoned-strategist')).toMatchObject({ unlocked: true, date: at(10) });
  });

  it('when net worth passes $10M between quarters, then the $10M Club unlocks at that moment', () => {
    const facts = factsFromEvent(
      domainEvent(
        'decision.implemented',
        { decisionId: 'd1', company: company({ currentQuarter: 7, netWorth: 1_000_000_000 }) },
        { userId: user, at: at(8) },
      ),
    );
    expect(earned(facts, 'ten-million-club')).toMatchObject({ unlocked: true, date: at(8) });
    expect(earned(facts, 'decisive-leader').unlocked).toBe(false);
  });

  it('when a consensus below 75% is reached, then United Council stays locked; at 75% it unlocks', () => {
    const consensus = (level: number, day: number) =>
      factsFromEvent(
        domainEvent('decision.proposed', { consensusLevel: level }, { userId: user, at: at(day) }),
      );
    expect(earned(consensus(74, 1), 'council-consensus').unlocked).toBe(false);
    expect(earned([...consensus(74, 1), ...consensus(75, 2)], 'council-consensus')).toMatchObject({
      unlocked: true,
      date: at(2),
    });
  });

  it('when a game is won, then Outstanding Success unlocks', () => {
    const facts = factsFromEvent(
      domainEvent(
        'game.ended',
        {
          endReason: 'victory',
          finalScore: 60_000,
          company: company({ currentQuarter: 12, netWorth: 1_200_000_000 }),
        },
        { userId: user, at: at(9) },
      ),
    );
    expect(earned(facts, 'outstanding-success')).toMatchObject({ unlocked: true, date: at(9) });
    expect(earned(facts, 'five-year-veteran').unlocked).toBe(false);
    expect(earned(facts, 'exceptional-performance').unlocked).toBe(false);
  });
});

// Every rule on both sides of its bar: the facts just short of it, and just at it.
const event = (type: Parameters<typeof domainEvent>[0], payload: Record<string, unknown>, day = 3) =>
  factsFromEvent(domainEvent(type, payload, { userId: user, gameId: 'g1', at: at(day) }));
const severe = (severity: string, grade: number) => [
  ...event('scenario.generated', { scenarioId: 's1', severity, title: 'Breach' }, 2),
  ...event('scenario.resolved', { scenarioId: 's1', grade }),
];
const resolvedScenarios = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    event('scenario.resolved', { scenarioId: `s${i}`, grade: 10 }, i + 1),
  ).flat();
const implementedDecisions = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    event(
      'decision.implemented',
      { decisionId: `d${i}`, company: company({ currentQuarter: 2, netWorth: START }) },
      i + 1,
    ),
  ).flat();
const ended = (endReason: string, quarter: number, finalScore = 50_000) =>
  event('game.ended', {
    endReason,
    finalScore,
    company: company({ currentQuarter: quarter, netWorth: START, endReason: endReason as 'victory' }),
  });
const netWorthBetweenQuarters = (netWorth: number) =>
  event('decision.implemented', { decisionId: 'd1', company: company({ currentQuarter: 4, netWorth }) });

const boundaries: Array<[id: string, side: string, facts: Fact[], unlocked: boolean]> = [
  [
    'first-profitable-quarter',
    'net worth closed where it opened',
    [...started('g1'), ...quarter('g1', 1, START, 1, 2)],
    false,
  ],
  [
    'first-profitable-quarter',
    'net worth up but no cash came in',
    [...started('g1'), ...quarter('g1', 1, START + 1, 0, 2)],
    false,
  ],
  [
    'first-profitable-quarter',
    'opening not known (no start, no quarter before)',
    quarter('g1', 2, START + 1, 1, 2),
    false,
  ],
  [
    'first-profitable-quarter',
    'net worth up a cent, cash flow a cent',
    [...started('g1'), ...quarter('g1', 1, START + 1, 1, 2)],
    true,
  ],
  ['crisis-averted', 'critical, graded 59', severe('critical', 59), false],
  ['crisis-averted', 'high, graded 100', severe('high', 100), false],
  ['crisis-averted', 'critical, graded 60', severe('critical', 60), true],
  ['council-consensus', 'consensus 74%', event('decision.proposed', { consensusLevel: 74 }), false],
  ['council-consensus', 'consensus 75%', event('decision.proposed', { consensusLevel: 75 }), true],
  ['ten-million-club', 'a quarter closing a cent short of $10M', quarter('g1', 5, 999_999_999, 1, 3), false],
  ['ten-million-club', 'a quarter closing at $10M', quarter('g1', 5, 1_000_000_000, 1, 3), true],
  ['ten-million-club', 'between quarters, a cent short of $10M', netWorthBetweenQuarters(999_999_999), false],
  ['ten-million-club', 'between quarters, at $10M', netWorthBetweenQuarters(1_000_000_000), true],
  [
    'bold-experiment',
    'a partial simulation',
    event('game.simulation.completed', { simulationId: 'm1', outcome: 'partial', impact: 60 }),
    false,
  ],
  [
    'bold-experiment',
    'a successful simulation',
    event('game.simulation.completed', { simulationId: 'm1', outcome: 'success', impact: 85 }),
    true,
  ],
  ['five-year-veteran', 'ended in quarter 19', ended('bankruptcy', 19), false],
  ['five-year-veteran', 'ended at the time limit', ended('time_limit', 20), true],
  ['five-year-veteran', 'won in quarter 20', ended('victory', 20), true],
  [
    'steady-growth',
    'three profitable quarters in a row',
    [...started('g1'), ...profitableRun('g1', 3)],
    false,
  ],
  ['steady-growth', 'four profitable quarters in a row', [...started('g1'), ...profitableRun('g1', 4)], true],
  ['seasoned-strategist', 'nine scenarios resolved', resolvedScenarios(9), false],
  ['seasoned-strategist', 'ten scenarios resolved', resolvedScenarios(10), true],
  ['decisive-leader', 'four decisions implemented', implementedDecisions(4), false],
  ['decisive-leader', 'five decisions implemented', implementedDecisions(5), true],
  ['outstanding-success', 'a game ended at the time limit', ended('time_limit', 20), false],
  ['outstanding-success', 'a game won', ended('victory', 12), true],
  ['exceptional-performance', 'final score 99,999', ended('time_limit', 20, 99_999), false],
  ['exceptional-performance', 'final score 100,000', ended('time_limit', 20, 100_000), true],
];

describe('every achievement at its boundary', () => {
  it('has a case just short of the bar and one at it for every achievement in the catalogue', () => {
    for (const { id } of catalogue) {
      const sides = boundaries.filter(([rule]) => rule === id).map(([, , , unlocked]) => unlocked);
      expect({ id, locked: sides.includes(false), unlocked: sides.includes(true) }).toEqual({
        id,
        locked: true,
        unlocked: true,
      });
    }
  });

  it.each(boundaries)('%s: when %s, then unlocked is %s', (id, _side, facts, unlocked) => {
    expect(earned(facts, id).unlocked).toBe(unlocked);
  });
});

describe('facts from domain events', () => {
  it('when a payload lacks a field a fact needs, then the contract refuses the event before any fact is read', () => {
    const withPayload = (type: 'game.quarter.advanced' | 'game.ended', payload: object) => ({
      ...domainEvent(type, {}, { userId: user, at: at(1) }),
      payload,
    });
    const missingCompany = withPayload('game.quarter.advanced', { quarter: 2 });
    const parsed = parseDomainEvent(missingCompany);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(/company/);
    const noReason = withPayload('game.ended', { finalScore: 1 });
    expect(
      parseDomainEvent(noReason).ok ? '' : (parseDomainEvent(noReason) as { error: string }).error,
    ).toMatch(/endReason/);
  });
});
