// svc-game's pact with svc-council: the council events it applies, and what
// it relies on in each (type matchers). Each message is published to the real
// svc-game through the bus, for a player with a game, and its effect read back.
import { MatchersV3 } from '@pact-foundation/pact';
import type { DomainEvent } from '@ai-council/contracts';
import { consumerPact } from '@ai-council/contracts/pact';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameHarness, type GameHarness } from './game-harness';

const { like } = MatchersV3;
const { pact, settle } = consumerPact('svc-game', 'svc-council');
const at = new Date('2030-01-06T09:00:00.000Z');
let h: GameHarness;
let players = 0;

beforeAll(async () => {
  h = await startGameHarness();
});
afterAll(async () => {
  await h.close();
  expect(
    settle().same,
    'pacts/svc-game-svc-council.json is stale: run PACT_UPDATE=1 npm test -w svc-game',
  ).toBe(true);
});

/** The example of one type: every field svc-game reads, optional ones left out, driver effects any object. */
function example(
  type: 'scenario.generated' | 'scenario.resolved' | 'decision.proposed',
  drop: string[] = [],
) {
  const event = sampleEvent(type, {
    id: `pact-${type.replace(/\./g, '-')}`,
    userId: 'pact-player',
    gameId: 'pact-game',
    at,
  });
  const payload: Record<string, unknown> = { ...(event.payload as Record<string, unknown>) };
  for (const key of drop) delete payload[key];
  if ('driverEffects' in payload) payload.driverEffects = {};
  return like({ ...event, payload });
}

/** The message for a fresh player of this test, in the game svc-game gave them. */
async function deliver(
  content: unknown,
): Promise<{ event: DomainEvent; player: ReturnType<GameHarness['as']> }> {
  const userId = `pact-consumer-${(players += 1)}`;
  const player = h.as(userId);
  const { gameId } = (await player.get('/api/game/state').expect(200)).body as { gameId: string };
  const message = (Buffer.isBuffer(content) ? JSON.parse(content.toString()) : content) as DomainEvent;
  const event = { ...message, id: `${message.id}-${userId}`, userId, gameId } as DomainEvent;
  await h.publishAsCouncil(event);
  return { event, player };
}

describe('svc-game applies svc-council’s events (pact)', () => {
  it('when scenario.generated arrives, then the scenario is open in the game', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player’s council raises a scenario')
      .expectsToReceive('scenario.generated', (m) => m.withJSONContent(example('scenario.generated')))
      .executeTest(async (message) => {
        const { event, player } = await deliver(message.contents.content);
        const id = (event as DomainEvent<'scenario.generated'>).payload.scenarioId;
        await h.waitFor(async () =>
          ((await player.get('/api/game/state')).body.openScenarioIds as string[]).includes(id),
        );
      }));

  it('when scenario.resolved arrives, then its money effect is booked', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player resolved a scenario')
      .expectsToReceive('scenario.resolved', (m) =>
        m.withJSONContent(example('scenario.resolved', ['verdict'])),
      )
      .executeTest(async (message) => {
        const { event, player } = await deliver(message.contents.content);
        const cashEffect = (event as DomainEvent<'scenario.resolved'>).payload.cashEffect;
        await h.waitFor(async () =>
          ((await player.get('/api/financial/events')).body as Array<{ amount: number }>).some(
            (e) => e.amount === cashEffect,
          ),
        );
      }));

  it('when decision.proposed arrives, then it is a pending decision', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player’s council proposes a decision')
      .expectsToReceive('decision.proposed', (m) =>
        m.withJSONContent(example('decision.proposed', ['consensusLevel'])),
      )
      .executeTest(async (message) => {
        const { event, player } = await deliver(message.contents.content);
        const id = (event as DomainEvent<'decision.proposed'>).payload.decisionId;
        await h.waitFor(async () =>
          ((await player.get('/api/decisions')).body as Array<{ id: string; status: string }>).some(
            (d) => d.id === id && d.status === 'pending',
          ),
        );
      }));
});
