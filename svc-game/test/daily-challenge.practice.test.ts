// A fair daily challenge (issue 40): only a player's first completed attempt of the
// day enters the leaderboard. A later attempt is practice from its start, and the
// game state says so (before it ends and after), through the real app over HTTP.
import { describe, expect, it } from 'vitest';
import { gameStateSchema } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';
import { gameDoc } from './support/played-game';

const h = startedForFile(() => startGameHarness());

const today = () => new Date().toISOString().slice(0, 10);
type Player = ReturnType<typeof h.as>;

/** Plays the current game's quarters until it ends; resolves to its final score. */
async function playOut(player: Player): Promise<number> {
  for (let quarter = 1; quarter <= 20; quarter += 1) {
    const res = await player.patch('/api/game/advance-quarter').expect(200);
    if (res.body.gameEnded) return res.body.finalScore as number;
  }
  throw new Error('the game did not end in 20 quarters');
}

/** A costly council decision, implemented at once: the attempt scores below a passive one. */
async function spendBadly(player: Player, userId: string, gameId: string) {
  const decisionId = `waste-${gameId.slice(0, 8)}`;
  await h.publishAsCouncil(
    sampleEvent('decision.proposed', {
      userId,
      gameId,
      payload: { decisionId, financialImpact: -30_000_000, driverEffects: { morale: -10 } },
    }),
  );
  await h.waitFor(async () => (await gameDoc(h, gameId)).decisions.some((d) => d.id === decisionId));
  await player.patch(`/api/decisions/${decisionId}/implement`).expect(200);
}

const state = async (player: Player) =>
  gameStateSchema.parse((await player.get('/api/game/state').expect(200)).body);

describe('only the first completed attempt of the day is ranked', () => {
  it('when a player completes the challenge and plays it again, then the second is practice, says so, and the board keeps the first score though the second is better', async () => {
    const ada = h.as('practice-ada', { firstName: 'Ada' });
    const first = gameStateSchema.parse(
      (await ada.post('/api/game/challenge').send({ showName: true }).expect(201)).body,
    );
    expect(first.challenge).toEqual({ day: today(), practice: false });
    await spendBadly(ada, 'practice-ada', first.gameId);
    const firstScore = await playOut(ada);
    expect((await state(ada)).challenge).toEqual({ day: today(), practice: false, leaderboard: 'entered' });

    const second = gameStateSchema.parse(
      (await ada.post('/api/game/challenge').send({ showName: true }).expect(201)).body,
    );
    expect(second.gameId).not.toBe(first.gameId);
    expect(second.challenge).toEqual({ day: today(), practice: true });
    const secondScore = await playOut(ada);
    expect(secondScore).toBeGreaterThan(firstScore);
    expect((await state(ada)).challenge).toEqual({ day: today(), practice: true, leaderboard: 'practice' });
    expect((await gameDoc(h, second.gameId)).challenge?.entry).toMatchObject({
      accepted: true,
      practice: true,
    });

    const board = (await ada.get('/api/game/challenge/leaderboard').expect(200)).body as {
      entries: Array<{ firstName: string; finalScore: number; isYou: boolean }>;
    };
    const mine = board.entries.filter((e) => e.isYou);
    expect(mine).toEqual([expect.objectContaining({ firstName: 'Ada', finalScore: firstScore })]);
  }, 60_000);

  it('when a player abandons an attempt before it ends, then the next attempt is still the ranked one', async () => {
    const bob = h.as('practice-bob', { firstName: 'Bob' });
    await bob.post('/api/game/challenge').expect(201);
    await bob.patch('/api/game/advance-quarter').expect(200);
    await bob.post('/api/game/restart').expect(201);
    const again = gameStateSchema.parse((await bob.post('/api/game/challenge').expect(201)).body);
    expect(again.challenge).toEqual({ day: today(), practice: false });
    const score = await playOut(bob);
    expect((await state(bob)).challenge?.leaderboard).toBe('entered');
    const board = (await bob.get('/api/game/challenge/leaderboard').expect(200)).body as {
      entries: Array<{ finalScore: number; isYou: boolean }>;
    };
    expect(board.entries.filter((e) => e.isYou)).toEqual([expect.objectContaining({ finalScore: score })]);
  }, 60_000);

  it('when a normal game is played, then its state carries no challenge', async () => {
    const cy = h.as('practice-cy');
    const started = gameStateSchema.parse((await cy.start().expect(201)).body);
    expect(started).not.toHaveProperty('challenge');
  });
});
