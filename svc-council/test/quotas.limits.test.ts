// What one player may keep stored is bounded (issue 12): past a quota the
// write is refused with 409 `quota-reached` and a sentence the player can act
// on, and nothing of it is stored. The quotas are lowered here; the real ones
// are COUNCIL_QUOTAS.
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { COUNCIL_QUOTAS } from '../src/domain/quotas';
import { startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() =>
  startHarness({ quotas: { questionsPerGame: 3, linesPerMeeting: 9, meetingsPerGame: 2 } }),
);

const stored = async (collection: 'communications' | 'meetings', filter: { userId: string }) =>
  h.store.collection(`council_${collection}`).count(filter);

/** An emergency meeting on a data leak, convened by the player with this token. */
const conveneBreach = (token: string) =>
  h.http
    .post('/api/council/emergency')
    .set('x-user-token', token)
    .send({ emergencyType: 'security-breach', description: 'Customer data leaked' });

/** The write was refused at a quota: 409 `quota-reached` with the sentence the player reads. */
function expectQuotaReached(refused: { status: number; body: unknown }, message: string) {
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ code: 'quota-reached', message });
}

describe('quotas on what a player stores', () => {
  it('when the player has asked the most questions one game keeps, then the next is refused and nothing is stored', async () => {
    const userId = uniqueUser('questions');
    const ask = () =>
      h.postAs(userId, '/api/communications/to-agent', {
        agentName: 'Marcus Webb',
        message: 'Can we afford one more hire?',
      });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(201);
    const before = await stored('communications', { userId });
    expect(before).toBeGreaterThan(0);

    expectQuotaReached(
      await ask(),
      'You have asked your board 3 questions this game, the most one game keeps. Start a new game to go on talking.',
    );
    expect(await stored('communications', { userId })).toBe(before);
  });

  it('when a meeting’s transcript is full, then the next contribution is refused and the transcript is unchanged', async () => {
    const userId = uniqueUser('meeting');
    const token = h.token(userId);
    const convened = await conveneBreach(token);
    expect(convened.status).toBe(201);
    const id = (convened.body as { id: string }).id;
    const post = () =>
      h.http.post(`/api/council/${id}/messages`).set('x-user-token', token).send({ message: 'What first?' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post()).status);
    const refusedAt = statuses.indexOf(409);
    expect(refusedAt).toBeGreaterThan(0);
    expect(statuses.slice(0, refusedAt).every((s) => s === 201)).toBe(true);

    const transcript = async () =>
      ((await h.http.get(`/api/council/${id}/transcript`).set('x-user-token', token)).text ?? '').length;
    const before = await transcript();
    expectQuotaReached(
      await post(),
      'This meeting’s transcript is full (9 lines). End it and convene a new one to continue.',
    );
    expect(await transcript()).toBe(before);
  });

  it('when a game has held the most meetings it keeps, then the next is refused and nothing is stored', async () => {
    const userId = uniqueUser('meetings');
    const token = h.token(userId);
    const emergency = () => conveneBreach(token);
    for (let i = 0; i < 2; i += 1) {
      const convened = await emergency();
      expect(convened.status).toBe(201);
      const id = (convened.body as { id: string }).id;
      expect((await h.http.patch(`/api/council/${id}/end`).set('x-user-token', token)).status).toBe(200);
    }
    const before = await stored('meetings', { userId });
    expect(before).toBe(2);

    expectQuotaReached(
      await emergency(),
      'This game has held 2 council meetings, the most one game keeps. Start a new game to convene again.',
    );
    expect(await stored('meetings', { userId })).toBe(before);
  });

  it('when nothing is lowered, then a 20-quarter game has room for a question to every member every week', () => {
    expect(COUNCIL_QUOTAS.questionsPerGame).toBeGreaterThanOrEqual(10 * 13 * 5);
    expect(COUNCIL_QUOTAS.linesPerMeeting).toBeGreaterThanOrEqual(100);
    // An emergency meeting every game week of 20 quarters.
    expect(COUNCIL_QUOTAS.meetingsPerGame).toBeGreaterThanOrEqual(20 * 13 * 0.75);
  });
});
