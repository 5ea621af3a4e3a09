// Today's challenge through the real app: everyone who starts it that UTC day
// plays one seed; the leaderboard takes an entry only when the game's decision
// log, replayed from that seed as the game ends, reaches the same score.
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import type { GameDoc } from '../src/data-access/games.repository';
import { startGameHarness } from './support/game-harness';
import { gameDoc, playToTheEnd } from './support/played-game';

const h = startedForFile(() => startGameHarness());

const today = () => new Date().toISOString().slice(0, 10);

describe("today's challenge and its leaderboard", () => {
  it('when two players start the challenge, then both play the seed of the day while a normal game has its own', async () => {
    const ada = h.as('seed-ada', { firstName: 'Ada' });
    const bob = h.as('seed-bob', { firstName: 'Bob' });
    const normal = (await ada.start().expect(201)).body as { gameId: string };
    const a = (await ada.post('/api/game/challenge').send({ showName: true }).expect(201)).body as {
      gameId: string;
      currentQuarter: number;
    };
    const b = (await bob.post('/api/game/challenge').expect(201)).body as { gameId: string };
    expect(a.currentQuarter).toBe(1);
    const [docA, docB, docNormal] = await Promise.all([
      gameDoc(h, a.gameId),
      gameDoc(h, b.gameId),
      gameDoc(h, normal.gameId),
    ]);
    expect(docA.company.seed).toBe(docB.company.seed);
    expect(docA.company).toEqual(docB.company);
    expect(docNormal.company.seed).not.toBe(docA.company.seed);
    expect(docA.challenge).toMatchObject({ day: today(), mode: 'demo', firstName: 'Ada' });
  });

  it('when a challenge game ends with its log intact, then its entry is on the day’s leaderboard', async () => {
    const ada = h.as('board-ada', { firstName: 'Ada' });
    await ada.post('/api/game/challenge').send({ showName: true }).expect(201);
    const { gameId, finalScore } = await playToTheEnd(h, ada, 'board-ada');
    expect((await gameDoc(h, gameId)).challenge?.entry).toMatchObject({ accepted: true, finalScore });

    const board = (await ada.get('/api/game/challenge/leaderboard').expect(200)).body;
    expect(board).toMatchObject({ day: today(), mode: 'demo' });
    const doc = await gameDoc(h, gameId);
    expect(board.entries).toContainEqual({
      rank: expect.any(Number),
      firstName: 'Ada',
      finalScore,
      endReason: doc.company.endReason,
      quartersPlayed: doc.company.quartersPlayed,
      isYou: true,
    });
    // Another player sees the row, not as theirs; the llm board does not show a demo game.
    const other = (await h.as('someone-else').get('/api/game/challenge/leaderboard').expect(200)).body;
    expect(other.entries.find((e: { firstName: string }) => e.firstName === 'Ada')?.isYou).toBe(false);
    const llm = (await ada.get('/api/game/challenge/leaderboard?mode=llm').expect(200)).body;
    expect(llm.entries).toEqual([]);
  }, 60_000);

  it('when a challenge game’s stored log was tampered with, then its entry is refused', async () => {
    const eve = h.as('board-eve', { firstName: 'Eve' });
    const started = (await eve.post('/api/game/challenge').send({ showName: true }).expect(201)).body as {
      gameId: string;
    };
    const games = h.store.collection<GameDoc>('games');
    const { gameId } = await playToTheEnd(h, eve, 'board-eve', {
      quartersBeforeTamper: 5,
      // A cheaper decision than the one the engine booked: the log no longer tells the game's story.
      tamper: async () => {
        const doc = await gameDoc(h, started.gameId);
        const log = structuredClone(doc.log!);
        const implemented = log.find((entry) => entry.kind === 'decision-implemented');
        if (implemented?.kind !== 'decision-implemented') throw new Error('no decision was implemented');
        implemented.decision.financialImpact = -1;
        await games.update({ _id: doc._id }, { $set: { log } });
      },
    });
    const entry = (await gameDoc(h, gameId)).challenge?.entry;
    expect(entry?.accepted).toBe(false);
    expect(entry?.refusal).toBeTruthy();
    const board = (await eve.get('/api/game/challenge/leaderboard').expect(200)).body;
    expect(board.entries.some((e: { firstName: string }) => e.firstName === 'Eve')).toBe(false);
  }, 60_000);

  it('when the query names a malformed day, then it answers 400', async () => {
    await h.as('bad-query').get('/api/game/challenge/leaderboard?day=yesterday').expect(400);
  });
});
