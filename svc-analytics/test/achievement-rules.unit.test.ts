import { achievementSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { parseDomainEvent } from '@ai-council/contracts';
import { factsFromEvent, type Fact } from '../src/domain/achievements/facts';
import { catalogue, evaluateAchievements } from '../src/domain/achievements/rules';
import { company, domainEvent } from './support';

const at = (day: number, hour = 9) =>
  `2025-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const user = 'alice';

function quarter(gameId: string, q: number, profit: number, day: number): Fact[] {
  return factsFromEvent(
    domainEvent(
      'game.quarter.advanced',
      {
        company: company({
          currentQuarter: q,
          netWorth: 100_000_000,
          revenue: 50_000_000 + profit,
          costs: 50_000_000,
        }),
      },
      { userId: user, gameId, at: at(day) },
    ),
  );
}
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
    const facts = [2, 3, 4, 5].flatMap((q) => quarter('g1', q, 1_000, q));
    expect(earned(facts, 'steady-growth')).toMatchObject({ unlocked: true, date: at(5) });
    expect(earned(facts, 'first-profitable-quarter')).toMatchObject({ unlocked: true, date: at(2) });
  });

  it('when a loss breaks the run, or the quarters are spread over two games, then Steady Growth stays locked', () => {
    const broken = [
      ...quarter('g1', 2, 1_000, 2),
      ...quarter('g1', 3, -1, 3),
      ...quarter('g1', 4, 1, 4),
      ...quarter('g1', 5, 1, 5),
      ...quarter('g1', 6, 1, 6),
    ];
    expect(earned(broken, 'steady-growth').unlocked).toBe(false);
    const split = [
      ...quarter('g1', 2, 1, 2),
      ...quarter('g1', 3, 1, 3),
      ...quarter('g2', 4, 1, 4),
      ...quarter('g2', 5, 1, 5),
    ];
    expect(earned(split, 'steady-growth').unlocked).toBe(false);
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
