import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionsResponseSchema, type DomainEvent } from '@ai-council/contracts';
import { startGameHarness, type GameHarness } from './game-harness';

let h: GameHarness;
beforeAll(async () => {
  h = await startGameHarness();
});
afterAll(() => h.close());

async function proposeDecision(userId: string, overrides: Partial<Record<string, unknown>> = {}) {
  const state = (await h.as(userId).start()).body;
  const decisionId = randomUUID();
  const event: DomainEvent = {
    id: randomUUID(),
    type: 'decision.proposed',
    occurredAt: new Date().toISOString(),
    userId,
    gameId: state.gameId,
    payload: {
      decisionId,
      title: 'Modernise the deployment pipeline',
      description: 'Pay down tech debt to ship faster.',
      category: 'technology',
      financialImpact: -15_000_000,
      timeImpact: 2,
      driverEffects: { techDebt: -10, productQuality: 4 },
      proposedBy: 'CTO',
      ...overrides,
    },
  };
  await h.publishAsCouncil(event);
  await h.waitFor(async () => {
    const list = (await h.as(userId).get('/api/decisions')).body as Array<{ id: string }>;
    return list.some((d) => d.id === decisionId);
  });
  return { decisionId, event };
}

describe('council decisions', () => {
  it('when the council proposes a decision, then it is pending and implementing it costs its impact once', async () => {
    const { decisionId } = await proposeDecision('decider');
    const before = (await h.as('decider').get('/api/financial/latest')).body;
    const list = decisionsResponseSchema.parse((await h.as('decider').get('/api/decisions')).body);
    expect(list.find((d) => d.id === decisionId)?.status).toBe('pending');
    await h.as('decider').patch(`/api/decisions/${decisionId}/implement`).expect(200);
    const after = (await h.as('decider').get('/api/financial/latest')).body;
    expect(after.netWorth).toBeLessThan(before.netWorth);
    const again = await h.as('decider').patch(`/api/decisions/${decisionId}/implement`).expect(409);
    expect(again.body.message).toMatch(/already been implemented/i);
    await h.waitFor(() =>
      h.published.find((e) => e.type === 'decision.implemented' && e.userId === 'decider'),
    );
  });

  it('when a proposal is redelivered, then it is stored once', async () => {
    const { event } = await proposeDecision('redelivery');
    await h.publishAsCouncil(event);
    await h.publishAsCouncil(event);
    await new Promise((r) => setTimeout(r, 100));
    const list = (await h.as('redelivery').get('/api/decisions')).body as unknown[];
    expect(list).toHaveLength(1);
  });

  it("when another player's decision id is used, then it is 404", async () => {
    const { decisionId } = await proposeDecision('owner');
    await h.as('stranger').start().expect(201);
    const res = await h.as('stranger').patch(`/api/decisions/${decisionId}/implement`).expect(404);
    expect(res.body.message).toMatch(/no such decision/i);
  });

  it('when a decision costs more than the cash at hand, then it is 409 and no money moves', async () => {
    const { decisionId } = await proposeDecision('poor', { financialImpact: -200_000_000 });
    const before = (await h.as('poor').get('/api/financial/latest')).body;
    const res = await h.as('poor').patch(`/api/decisions/${decisionId}/implement`).expect(409);
    expect(res.body.message).toMatch(/cash/i);
    expect((await h.as('poor').get('/api/financial/latest')).body).toEqual(before);
  });
});
