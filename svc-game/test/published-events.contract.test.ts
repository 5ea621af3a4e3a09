// Every event svc-game publishes matches the contract of its type: a game is
// played through its HTTP API to the end (played-game.ts: a simulation paid
// for and completed, council decisions implemented, a scenario resolved), and
// each event the service hands its bus is held against contracts' schema.
import { eventTypes } from '@ai-council/contracts';
import { createInProcessBus, InProcessBroker } from '@ai-council/service-kit';
import { recordPublished, type PublishedEvents } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameHarness, type GameHarness } from './game-harness';
import { playToTheEnd } from './played-game';

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
    await player.start().expect(201);
    // The shared game: a simulation paid and completed, council decisions implemented, a scenario resolved.
    await playToTheEnd(h, player, 'contract-player');

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
