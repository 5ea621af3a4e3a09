// Play Again retires a game (issue 43): the council keeps the current game's
// documents only, so what one player keeps is one game's quotas, however often
// they play again. The player's track record (per player, not per game) stays.
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const OF_A_GAME = ['scenarios', 'meetings', 'communications', 'recommendations', 'proposals'];

/** How many documents of the player each game-keyed collection holds for `gameId`. */
async function heldOf(userId: string, gameId: string): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const name of OF_A_GAME)
    held[name] = await h.store.collection(`council_${name}`).count({ userId, gameId });
  return held;
}

const total = (held: Record<string, number>) => Object.values(held).reduce((a, b) => a + b, 0);

describe('Play Again and the council’s store', () => {
  it('when a player starts a new game, then the old game’s council documents are deleted and the new game’s stand', async () => {
    const userId = uniqueUser('again');
    const other = uniqueUser('bystander');
    await h.startGame(userId, 'first-game');
    await h.startGame(other, 'first-game');
    const token = h.token(userId);
    const asked = await h.postAs(userId, '/api/communications/to-agent', {
      agentName: 'Marcus Webb',
      message: 'Should we raise the price by 5%?',
    });
    expect(asked.status).toBe(201);
    const convened = await h.http
      .post('/api/council/emergency')
      .set('x-user-token', token)
      .send({ emergencyType: 'security-breach', description: 'Customer data leaked' });
    expect(convened.status).toBe(201);
    const before = await heldOf(userId, 'first-game');
    expect(before.scenarios).toBeGreaterThan(0);
    expect(before.meetings).toBe(1);
    expect(before.communications).toBeGreaterThan(1);

    await h.startGame(userId, 'second-game');

    await expect.poll(async () => total(await heldOf(userId, 'first-game'))).toBe(0);
    const now = await heldOf(userId, 'second-game');
    expect(now.scenarios).toBeGreaterThan(0);
    expect(now.communications).toBeGreaterThan(0);
    // Another player's game of the same id is not touched.
    expect(total(await heldOf(other, 'first-game'))).toBeGreaterThan(0);
    expect((await h.http.get('/api/communications').set('x-user-token', token)).status).toBe(200);
  });
});
