// svc-game's pact with svc-council: the council events it applies, each with
// the payload its bus checks (type matchers over a valid sample). Each message
// is published to the real svc-game through the bus, for a player with a game,
// and its effect read back over HTTP.
import type { DomainEvent, EventType } from '@ai-council/contracts';
import { messagePact } from '@ai-council/contracts/message-pact';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameHarness, type GameHarness } from './support/game-harness';

const pact = messagePact('svc-game', 'svc-council');
let h: GameHarness;
let players = 0;

beforeAll(async () => {
  h = await startGameHarness();
});
afterAll(async () => {
  await h.close();
  expect(
    pact.settle().same,
    'pacts/svc-game-svc-council.json is stale: run PACT_UPDATE=1 npm test -w svc-game',
  ).toBe(true);
});

/** The event for a fresh player of this test, in the game svc-game gave them, published as the council would. */
async function deliver<T extends EventType>(event: DomainEvent<T>) {
  const userId = `pact-consumer-${(players += 1)}`;
  const player = h.as(userId);
  const { gameId } = (await player.start().expect(201)).body as { gameId: string };
  const mine = { ...event, id: `${event.id}-${userId}`, userId, gameId } as DomainEvent<T>;
  // A resolution applies only to a scenario svc-game opened: the council raised it first.
  if (mine.type === 'scenario.resolved') {
    const { scenarioId } = (mine as DomainEvent<'scenario.resolved'>).payload;
    await h.publishAsCouncil(
      sampleEvent('scenario.generated', {
        id: `opening-${mine.id}`,
        userId,
        gameId,
        payload: { scenarioId },
      }),
    );
    await h.waitFor(async () =>
      ((await player.get('/api/game/state')).body.openScenarioIds as string[]).includes(scenarioId),
    );
  }
  await h.publishAsCouncil(mine as DomainEvent);
  return { event: mine, player };
}

describe('svc-game applies svc-council’s events (pact)', () => {
  it('when scenario.generated arrives, then the scenario is open in the game', () =>
    pact.expect({
      state: 'a player’s council raises a scenario',
      type: 'scenario.generated',
      receive: async (message) => {
        const { event, player } = await deliver(message);
        await h.waitFor(async () =>
          ((await player.get('/api/game/state')).body.openScenarioIds as string[]).includes(
            event.payload.scenarioId,
          ),
        );
      },
    }));

  it('when scenario.resolved arrives, then its money effect is booked (its plan’s spend, when it has one)', () =>
    pact.expect({
      state: 'a player resolved a scenario',
      type: 'scenario.resolved',
      drop: ['verdict'],
      receive: async (message) => {
        const { event, player } = await deliver(message);
        const { plan, cashEffect } = event.payload;
        const booked = plan
          ? (e: { eventType: string; amount: number }) =>
              e.eventType === 'scenario_plan_spend' && e.amount === -plan.spend
          : (e: { eventType: string; amount: number }) => e.amount === cashEffect;
        await h.waitFor(async () =>
          (
            (await player.get('/api/financial/events')).body as Array<{ eventType: string; amount: number }>
          ).some(booked),
        );
      },
    }));

  it('when decision.proposed arrives, then it is a pending decision', () =>
    pact.expect({
      state: 'a player’s council proposes a decision',
      type: 'decision.proposed',
      drop: ['consensusLevel'],
      receive: async (message) => {
        const { event, player } = await deliver(message);
        await h.waitFor(async () =>
          ((await player.get('/api/decisions')).body as Array<{ id: string; status: string }>).some(
            (d) => d.id === event.payload.decisionId && d.status === 'pending',
          ),
        );
      },
    }));
});
