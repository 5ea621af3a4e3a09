// What Play Again leaves behind is bounded: the player's newest retired games
// stay whole, older ones go, except the best accepted daily-challenge entry of
// a day (kept as a summary for its leaderboard) and a game whose events are
// not all relayed yet. On the real store adapter.
import { testStore } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createGamesRepository, RETIRED_GAMES_KEPT, type GameDoc } from '../src/data-access/games.repository';
import { createCompany, type CompanyState } from '../src/domain/engine/company';

function retiredGame(userId: string, n: number, extra: Partial<GameDoc> = {}): GameDoc {
  const _id = `${userId}-game-${String(n).padStart(3, '0')}`;
  return {
    _id,
    userId,
    activeKey: `retired:${_id}`,
    version: 3,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    // A played quarter's record, so a summary visibly drops the history.
    company: { ...createCompany(n), history: [{ quarter: 1 } as unknown as CompanyState['history'][number]] },
    ledger: [{ id: 'l1', quarter: 1, occurredAt: '2026-01-01T00:00:00.000Z' } as GameDoc['ledger'][number]],
    decisions: [],
    openScenarios: [],
    appliedEvents: { 'event-1': true },
    outbox: [],
    log: [],
    ...extra,
  };
}

const challenge = (day: string, finalScore: number): GameDoc['challenge'] => ({
  day,
  mode: 'demo',
  firstName: 'Ada',
  entry: {
    accepted: true,
    finalScore,
    endReason: 'time_limit',
    quartersPlayed: 20,
    endedAt: `${day}T10:00:00.000Z`,
  },
});

describe('retired games per player', () => {
  it(`when a player has more than ${RETIRED_GAMES_KEPT} retired games, then the older ones go, but a day's best challenge entry stays as a summary`, async () => {
    const store = testStore();
    const games = createGamesRepository(store);
    const user = 'retention-player';
    for (let n = 1; n <= 25; n += 1) {
      const extra: Partial<GameDoc> =
        n === 2
          ? { challenge: challenge('2026-01-01', 900) } // the day's best: summarised
          : n === 3
            ? { challenge: challenge('2026-01-01', 500) } // beaten that day: deleted
            : n === 4
              ? { outbox: [{ id: 'e' } as unknown as GameDoc['outbox'][number]] } // not relayed yet: left
              : {};
      await games.collection.insert(retiredGame(user, n, extra));
    }
    await games.collection.insert({ ...retiredGame(user, 26), activeKey: user }); // the current game
    await games.collection.insert(retiredGame('someone-else', 1));

    const removed = await games.pruneRetired(user);
    const left = await games.collection.find({ userId: user }, { sort: { createdAt: 1 } });
    const ids = left.map((g) => Number(g._id.slice(-3)));

    expect(removed).toBe(25 - RETIRED_GAMES_KEPT - 2);
    expect(ids).toEqual([2, 4, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]);
    const summary = left.find((g) => g._id.endsWith('002'))!;
    expect(summary).toMatchObject({ summarised: true, ledger: [], log: [], appliedEvents: {} });
    expect(summary.company.history).toEqual([]);
    expect(summary.challenge?.entry?.finalScore).toBe(900);
    expect(left.find((g) => g._id.endsWith('016'))!.ledger).toHaveLength(1);
    expect(left.find((g) => g._id.endsWith('016'))!.company.history).toHaveLength(1);
    expect(await games.collection.count({ userId: 'someone-else' })).toBe(1);
    // The day's leaderboard still has the entry.
    expect((await games.acceptedChallengeGames('2026-01-01', 'demo')).map((g) => g._id)).toEqual([
      summary._id,
    ]);

    // Pruning again changes nothing.
    expect(await games.pruneRetired(user)).toBe(0);
    expect(await games.collection.count({ userId: user })).toBe(13);
    await store.close();
  });
});
