// Game time, not wall time: a pending proposal lasts PENDING_DECISION_QUARTERS after the
// quarter it was made in; when its last quarter is played it leaves GET /api/decisions, and
// implementing it answers 409 saying it expired (not 404: the player saw it, it existed).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decisionsResponseSchema } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { PENDING_DECISION_QUARTERS, quarterLabel } from '@ai-council/rules';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';
import { gameDoc } from './support/played-game';

const h = startedForFile(() => startGameHarness());

async function propose(userId: string, gameId: string, category: string): Promise<string> {
  const decisionId = `decision-${randomUUID().slice(0, 8)}`;
  await h.publishAsCouncil(
    sampleEvent('decision.proposed', {
      userId,
      gameId,
      payload: { decisionId, category, financialImpact: -1_000_000, driverEffects: { morale: 2 } },
    }),
  );
  await h.waitFor(async () => (await gameDoc(h, gameId)).decisions.some((d) => d.id === decisionId));
  return decisionId;
}

const listed = async (userId: string) =>
  decisionsResponseSchema.parse((await h.as(userId).get('/api/decisions').expect(200)).body);

describe('pending decisions expire in game time', () => {
  it('when a proposal is left pending past its last quarter, then it leaves the list and implementing it answers 409 saying it expired', async () => {
    const you = h.as('expiry');
    const { gameId } = (await you.start().expect(201)).body as { gameId: string };
    const stale = await propose('expiry', gameId, 'technology');
    const last = 1 + PENDING_DECISION_QUARTERS;
    expect((await listed('expiry')).find((d) => d.id === stale)).toMatchObject({
      status: 'pending',
      expiresAfterQuarter: last,
    });

    // Still open through its last quarter…
    for (let quarter = 1; quarter < last; quarter += 1) {
      await you.patch('/api/game/advance-quarter').expect(200);
    }
    const fresh = await propose('expiry', gameId, 'marketing');
    expect((await listed('expiry')).map((d) => d.id)).toEqual(expect.arrayContaining([stale, fresh]));

    // …and gone once it is played.
    await you.patch('/api/game/advance-quarter').expect(200);
    const after = await listed('expiry');
    expect(after.some((d) => d.id === stale)).toBe(false);
    expect(after.find((d) => d.id === fresh)?.expiresAfterQuarter).toBe(last + PENDING_DECISION_QUARTERS);
    expect((await gameDoc(h, gameId)).decisions.find((d) => d.id === stale)?.status).toBe('expired');

    const before = (await you.get('/api/financial/latest')).body.netWorth;
    const refused = await you.patch(`/api/decisions/${stale}/implement`).expect(409);
    expect(refused.body.message).toBe(
      `This decision expired after ${quarterLabel(last)}: a proposal lasts ${PENDING_DECISION_QUARTERS} quarters after the one it was made in. Ask the council again.`,
    );
    expect((await you.get('/api/financial/latest')).body.netWorth).toBe(before);
    // The one still in time is implemented as ever.
    await you.patch(`/api/decisions/${fresh}/implement`).expect(200);
  }, 30_000);

  it('when a decision was implemented, then it stays listed as implemented after its proposal would have expired', async () => {
    const you = h.as('expiry-kept');
    const { gameId } = (await you.start().expect(201)).body as { gameId: string };
    const decisionId = await propose('expiry-kept', gameId, 'technology');
    await you.patch(`/api/decisions/${decisionId}/implement`).expect(200);
    for (let quarter = 0; quarter <= PENDING_DECISION_QUARTERS; quarter += 1) {
      await you.patch('/api/game/advance-quarter').expect(200);
    }
    const kept = (await listed('expiry-kept')).find((d) => d.id === decisionId);
    expect(kept?.status).toBe('implemented');
    expect(kept).not.toHaveProperty('expiresAfterQuarter');
  }, 30_000);
});
