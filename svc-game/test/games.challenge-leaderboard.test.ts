// Which games a day's leaderboard reads: the challenge games of that day and
// mode whose entry was accepted and is no practice, however long after the
// day they ended, and never a game still in play or of another day. On the
// real store adapter.
import { testStore } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createGamesRepository, type GameDoc } from '../src/data-access/games.repository';
import { createCompany } from '../src/domain/engine/company';

function challengeGame(
  id: string,
  day: string,
  endedAt: string | null,
  extra: Partial<GameDoc> = {},
): GameDoc {
  return {
    _id: id,
    userId: `player-${id}`,
    activeKey: `player-${id}`,
    version: 1,
    createdAt: `${day}T09:00:00.000Z`,
    updatedAt: `${day}T09:00:00.000Z`,
    company: createCompany(7),
    ledger: [],
    decisions: [],
    openScenarios: [],
    appliedEvents: {},
    outbox: [],
    challenge: {
      day,
      mode: 'demo',
      firstName: 'Ada',
      ...(endedAt === null
        ? {}
        : {
            entry: { accepted: true, finalScore: 100, endReason: 'time_limit', quartersPlayed: 20, endedAt },
          }),
    },
    ...extra,
  };
}

describe("a day's challenge leaderboard", () => {
  it('when games of the day ended on it and days after it, then the leaderboard reads them all and no game in play or of another day', async () => {
    const store = testStore();
    const games = createGamesRepository(store);
    const day = '2026-03-10';
    await games.collection.insert(challengeGame('same-day', day, `${day}T23:59:59.000Z`));
    await games.collection.insert(challengeGame('next-day', day, '2026-03-11T00:20:00.000Z'));
    await games.collection.insert(challengeGame('week-later', day, '2026-03-17T12:00:00.000Z'));
    await games.collection.insert(challengeGame('in-play', day, null));
    await games.collection.insert(challengeGame('day-before', '2026-03-09', '2026-03-10T08:00:00.000Z'));
    await games.collection.insert(challengeGame('day-after', '2026-03-11', '2026-03-11T08:00:00.000Z'));
    // Playing a game of the day leaves the others where they were.
    await games.collection.update({ _id: 'in-play' }, { $inc: { version: 1 } });

    const ids = (await games.acceptedChallengeGames(day, 'demo')).map((g) => g._id).sort();
    expect(ids).toEqual(['next-day', 'same-day', 'week-later']);
    expect((await games.acceptedChallengeGames('2026-03-09', 'demo')).map((g) => g._id)).toEqual([
      'day-before',
    ]);
    expect(await games.acceptedChallengeGames(day, 'llm')).toEqual([]);
    await store.close();
  });
});
