import { randomUUID } from 'node:crypto';
import { isEventOf } from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@ai-council/contracts';
import { createRabbitBus } from '@ai-council/service-kit';
import { startGameHarness, type GameHarness } from './support/game-harness';

const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl) console.warn('[svc-game events] RabbitMQ run skipped: AMQP_URL is not set');

function scenarioEvents(userId: string, gameId: string, scenarioId: string) {
  const base = { occurredAt: new Date().toISOString(), userId, gameId };
  const generated: DomainEvent = {
    ...base,
    id: randomUUID(),
    type: 'scenario.generated',
    payload: {
      scenarioId,
      title: 'Security breach at the data centre',
      category: 'security',
      severity: 'high',
      department: 'Security',
      quarter: 1,
      source: 'quarter',
    },
  };
  const resolved: DomainEvent = {
    ...base,
    id: randomUUID(),
    type: 'scenario.resolved',
    payload: {
      scenarioId,
      department: 'Security',
      grade: 85,
      cashEffect: -5_000_000,
      driverEffects: { security: 8, compliance: 3 },
      durationQuarters: 2,
      rationale: 'Contained fast, told customers, fixed the root cause.',
      title: 'Security breach at the data centre',
    },
  };
  return { generated, resolved };
}

function describeScenarioEvents(name: string, busFor?: Parameters<typeof startGameHarness>[0]) {
  describe(`council events on ${name}`, () => {
    let h: GameHarness;
    beforeAll(async () => {
      h = await startGameHarness(busFor);
    });
    afterAll(() => h.close());

    it('when a graded resolution arrives twice, then the company changes once', async () => {
      const player = h.as(`resolver-${name}`);
      const state = (await player.start().expect(201)).body;
      const { generated, resolved } = scenarioEvents(`resolver-${name}`, state.gameId, randomUUID());
      await h.publishAsCouncil(generated);
      const before = (await player.get('/api/financial/latest')).body;
      await h.publishAsCouncil(resolved);
      const after = await h.waitFor(async () => {
        const latest = (await player.get('/api/financial/latest')).body;
        return latest.netWorth !== before.netWorth ? latest : null;
      });
      expect(after.netWorth).toBe(before.netWorth - 5_000_000);
      await h.publishAsCouncil(resolved);
      await h.publishAsCouncil(resolved);
      await h.waitFor(() => h.handled.filter((e) => e.id === resolved.id).length === 3);
      expect((await player.get('/api/financial/latest')).body.netWorth).toBe(after.netWorth);
      const events = (await player.get('/api/financial/events')).body as Array<{ triggeredBy: string }>;
      expect(
        events.filter((e) => e.triggeredBy.includes(resolved.payload.scenarioId as string)),
      ).toHaveLength(1);
    });

    it('when a resolution arrives before its scenario’s opening, then it is applied at once, and the late opening neither re-opens nor escalates it', async () => {
      // The council's relay died before sending the opening and sent it late, after the resolution.
      const userId = `late-opening-${name}`;
      const player = h.as(userId);
      const state = (await player.start().expect(201)).body;
      const { generated, resolved } = scenarioEvents(userId, state.gameId, randomUUID());
      const scenarioId = resolved.payload.scenarioId as string;
      const booked = async () =>
        ((await player.get('/api/financial/events')).body as Array<{ triggeredBy: string }>).filter(
          (e) => e.triggeredBy === `scenario:${scenarioId}`,
        ).length;
      const before = (await player.get('/api/financial/latest')).body;
      await h.publishAsCouncil(resolved);
      await h.waitFor(() => h.handled.find((e) => e.id === resolved.id));
      expect(await booked()).toBe(1);
      expect((await player.get('/api/financial/latest')).body.netWorth).toBe(before.netWorth - 5_000_000);
      const applied = h.published
        .filter(isEventOf('game.scenario.applied'))
        .filter((e) => e.userId === userId);
      expect(applied.map((e) => [e.payload.scenarioId, e.payload.cashEffect])).toEqual([
        [scenarioId, -5_000_000],
      ]);

      await h.publishAsCouncil(generated);
      await h.waitFor(() => h.handled.find((e) => e.id === generated.id));
      expect((await player.get('/api/game/state')).body.openScenarioIds).not.toContain(scenarioId);
      await player.patch('/api/game/advance-quarter').expect(200);
      const advanced = await h.waitFor(() =>
        h.published.filter(isEventOf('game.quarter.advanced')).find((e) => e.userId === userId),
      );
      expect(advanced.payload.escalations.map((e) => e.scenarioId)).not.toContain(scenarioId);
      expect(await booked()).toBe(1);
    });

    it('when a scenario stays open, then the next quarter escalates it and says so', async () => {
      const player = h.as(`escalation-${name}`);
      const state = (await player.start().expect(201)).body;
      const scenarioId = randomUUID();
      const { generated } = scenarioEvents(`escalation-${name}`, state.gameId, scenarioId);
      await h.publishAsCouncil(generated);
      await h.waitFor(() => h.handled.find((e) => e.id === generated.id));
      await player.patch('/api/game/advance-quarter').expect(200);
      const advanced = await h.waitFor(() =>
        h.published.filter(isEventOf('game.quarter.advanced')).find((e) => e.userId === `escalation-${name}`),
      );
      expect(advanced.payload.escalations).toEqual([
        expect.objectContaining({ scenarioId, severity: 'critical' }),
      ]);
    });
  });
}

describeScenarioEvents('the in-process bus');

if (amqpUrl) {
  const exchange = `test.svc-game.${randomUUID()}`;
  describeScenarioEvents('RabbitMQ', {
    busFor: (service) => createRabbitBus({ url: amqpUrl, service: `${exchange}.${service}`, exchange }),
  });
} else {
  describe.skip('council events on RabbitMQ (AMQP_URL is not set)', () => {
    it('runs when AMQP_URL is set', () => {});
  });
}

describe('poisoned council messages', () => {
  it('when a resolution payload is invalid, then it is dead-lettered and no money moves', async () => {
    const h = await startGameHarness();
    try {
      const player = h.as('poisoned');
      const state = (await player.start().expect(201)).body;
      const before = (await player.get('/api/financial/latest')).body;
      const { resolved } = scenarioEvents('poisoned', state.gameId, randomUUID());
      const poisoned = { ...resolved, payload: { ...resolved.payload, cashEffect: 10 ** 12 } };
      // The council's own bus refuses to send it; a broken producer that bypasses it is dead-lettered at once.
      await expect(h.publishAsCouncil(poisoned)).rejects.toThrow(/cashEffect/);
      h.broker.publish('scenario.resolved', JSON.stringify(poisoned));
      await h.waitFor(() => h.broker.deadLetters('svc-game').length === 1, 10_000);
      expect(h.broker.deadLetters('svc-game')[0]).toMatchObject({ reason: 'invalid-event', attempts: 1 });
      expect((await player.get('/api/financial/latest')).body).toEqual(before);
    } finally {
      await h.close();
    }
  });
});
