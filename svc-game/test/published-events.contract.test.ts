// Every event svc-game publishes matches the contract of its type: a game is
// played through its HTTP API (started, a simulation paid for and completed,
// a council decision implemented, quarters advanced to the end), and each
// event the service hands its bus is held against contracts' schema.
import { randomUUID } from 'node:crypto';
import { eventTypes } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { createInProcessBus, InProcessBroker } from '@ai-council/service-kit';
import { recordPublished, type PublishedEvents } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameHarness, type GameHarness } from './game-harness';

let h: GameHarness;
let recorded: PublishedEvents;
beforeAll(async () => {
  const broker = new InProcessBroker();
  h = await startGameHarness({
    busFor: (service) => {
      const bus = createInProcessBus({ service, broker });
      if (service !== 'svc-game') return bus;
      recorded = recordPublished(bus);
      return recorded.bus;
    },
  });
});
afterAll(() => h.close());

describe('what svc-game publishes', () => {
  it('when a whole game is played, then every event it publishes validates against its contract', async () => {
    const player = h.as('contract-player');
    const { gameId } = (await player.start().expect(201)).body as { gameId: string };

    await player
      .post('/api/financial/apply-cost')
      .send({ cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' })
      .expect(201);
    await player
      .post('/api/simulations/complete')
      .send({
        simulationResults: { learnings: ['Due diligence pays'] },
        scenarioTitle: 'European Market Expansion',
      })
      .expect(200);

    const decisionId = randomUUID();
    await h.publishAsCouncil(
      sampleEvent('decision.proposed', {
        userId: 'contract-player',
        gameId,
        payload: { decisionId, financialImpact: -1_000_000 },
      }),
    );
    await h.waitFor(async () =>
      ((await player.get('/api/decisions')).body as Array<{ id: string }>).some((d) => d.id === decisionId),
    );
    await player.patch(`/api/decisions/${decisionId}/implement`).expect(200);
    // svc-game applies only resolutions of scenarios it opened.
    await h.publishAsCouncil(
      sampleEvent('scenario.generated', {
        userId: 'contract-player',
        gameId,
        payload: { scenarioId: 'contract-scenario' },
      }),
    );
    await h.publishAsCouncil(
      sampleEvent('scenario.resolved', {
        userId: 'contract-player',
        gameId,
        payload: { scenarioId: 'contract-scenario' },
      }),
    );
    await h.waitFor(() => recorded.events.some((e) => e.type === 'game.scenario.applied'));

    for (let quarter = 0; quarter < 20; quarter += 1) {
      const res = await player.patch('/api/game/advance-quarter');
      if (res.status !== 200 || res.body.gameEnded) break;
    }

    const types = new Set(recorded.events.map((e) => e.type));
    for (const type of [
      'game.started',
      'game.cost.applied',
      'game.simulation.completed',
      'decision.implemented',
      'game.scenario.applied',
      'game.quarter.advanced',
      'game.ended',
    ] as const) {
      expect(types, `svc-game published ${type}`).toContain(type);
    }
    expect(recorded.events.every((e) => eventTypes.includes(e.type))).toBe(true);
    expect(recorded.violations()).toEqual([]);
    console.log(
      `[svc-game contract] ${recorded.events.length} published events of ${types.size} types, 0 violations`,
    );
  });
});
