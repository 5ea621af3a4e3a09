import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decisionsResponseSchema, type DomainEvent } from '@ai-council/contracts';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

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

  it('when the proposal carries levers, then they are stored with it, implementing starts them under decision:<id> beside its own cost, and the quarter books them', async () => {
    const levers = [
      { kind: 'marketing-budget', amount: 3_000_000, quarters: 2, reason: 'double the marketing budget' },
    ];
    const { decisionId } = await proposeDecision('lever-decider', {
      title: 'Double the marketing budget',
      financialImpact: -1_000_000,
      timeImpact: 0,
      driverEffects: {},
      levers,
    });
    const you = h.as('lever-decider');
    expect((await you.get('/api/game/levers')).body.running).toEqual([]);
    await you.patch(`/api/decisions/${decisionId}/implement`).expect(200);

    const view = (await you.get('/api/game/levers').expect(200)).body as {
      running: Array<{ kind: string; source: string; quartersLeft: number }>;
    };
    expect(view.running).toEqual([
      expect.objectContaining({
        kind: 'marketing-budget',
        source: `decision:${decisionId}`,
        quartersLeft: 2,
      }),
    ]);
    await you.patch('/api/game/advance-quarter').expect(200);
    const events = (await you.get('/api/financial/events')).body as Array<{
      eventType: string;
      triggeredBy: string;
      amount: number;
      description: string;
    }>;
    const fromDecision = events.filter((e) => e.triggeredBy === `decision:${decisionId}`);
    // The decision's own cost, as before, and the lever's line for the quarter played.
    expect(fromDecision.map((e) => [e.eventType, e.amount])).toEqual([
      ['marketing', -3_000_000],
      ['decision_implemented', -1_000_000],
    ]);
    expect(fromDecision[0]!.description).toBe(
      'Marketing budget $30K a quarter (Double the marketing budget), quarter 1 of 2: "double the marketing budget"',
    );
  });

  it('when a proposal is redelivered, then it is stored once', async () => {
    const { event } = await proposeDecision('redelivery');
    await h.publishAsCouncil(event);
    await h.publishAsCouncil(event);
    await h.waitFor(() => h.handled.filter((e) => e.id === event.id).length === 3);
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
