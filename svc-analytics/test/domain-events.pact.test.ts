// svc-analytics's pacts with svc-game and svc-council: it records every event
// type they publish, so it states each one, with the payload its bus checks
// (type matchers over a valid sample). Each message goes through the running
// service's real subscription on the bus, for a player of its own, and the
// player then finds it among their recent events over HTTP.
import { randomUUID } from 'node:crypto';
import {
  analyticsResponseSchema,
  councilEventPayloadSchemas,
  gameEventPayloadSchemas,
  type DomainEvent,
  type EventType,
} from '@ai-council/contracts';
import { messagePact } from '@ai-council/contracts/message-pact';
import {
  createInProcessBus,
  InProcessBroker,
  type DocumentStore,
  type ListeningService,
} from '@ai-council/service-kit';
import { createBusProbe, type BusProbe } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, runningAnalytics } from './support';

const broker = new InProcessBroker();
const publisher = createInProcessBus({ service: 'producer', broker });
let probe: BusProbe;
let store: DocumentStore;
let service: ListeningService;
let delivered = 0;

beforeAll(async () => {
  probe = createBusProbe(createInProcessBus({ service: 'svc-analytics', broker }));
  ({ store, service } = await runningAnalytics(probe.bus));
});
afterAll(async () => {
  await service.close();
  await probe.bus.close();
  await publisher.close();
  await store.close();
});

/** Publishes the event for a player of its own, waits until svc-analytics handled it, and reads that player's recent events. */
async function recordedFor(event: DomainEvent) {
  const userId = `pact-${randomUUID().slice(0, 8)}`;
  const mine = { ...event, id: `${event.id}-${userId}`, userId };
  await publisher.publish(mine);
  await probe.acked((delivered += 1));
  const day = mine.occurredAt.slice(0, 10);
  const res = await fetch(`${service.url}/api/analytics/dashboard?startDate=${day}&endDate=${day}`, {
    headers: auth(userId),
  });
  expect(res.status).toBe(200);
  return { mine, recent: analyticsResponseSchema.parse(await res.json()).recentEvents };
}

/** What svc-game's flows do to publish each of its events (the provider states). */
const gameStates: { [T in keyof typeof gameEventPayloadSchemas]: string } = {
  'game.started': 'a player starts a game',
  'game.quarter.advanced': 'a player has played a quarter without a market shock',
  'game.ended': 'a player’s game has ended',
  'game.cost.applied': 'a player paid for a simulation',
  'game.simulation.completed': 'a player completed a simulation',
  'decision.implemented': 'a player implemented a decision',
  'game.scenario.applied': 'a player’s scenario resolution was applied',
};
const councilStates: { [T in keyof typeof councilEventPayloadSchemas]: string } = {
  'scenario.generated': 'a player’s council raises a scenario',
  'scenario.resolved': 'a player resolved a scenario',
  'decision.proposed': 'a player’s council votes on a decision',
  'council.meeting.scheduled': 'a player convenes an emergency council',
  'council.meeting.ended': 'a player ends a council meeting',
  'agent.action.triggered': 'an agent of a player’s board acts',
  'communication.sent': 'an agent of a player’s board writes to the feed',
};
/** Optional fields svc-analytics does not read. */
const unread: Partial<Record<EventType, string[]>> = { 'scenario.resolved': ['verdict'] };

function describeProvider(provider: 'svc-game' | 'svc-council', states: Record<string, string>) {
  describe(`svc-analytics records ${provider}’s events (pact)`, () => {
    const pact = messagePact('svc-analytics', provider);
    afterAll(() => {
      expect(
        pact.settle().same,
        `pacts/svc-analytics-${provider}.json is stale: run PACT_UPDATE=1 npm test -w svc-analytics`,
      ).toBe(true);
    });

    for (const [type, state] of Object.entries(states) as Array<[EventType, string]>) {
      it(`when ${type} arrives, then it is among the player’s recent events`, () =>
        pact.expect({
          state,
          type,
          drop: unread[type],
          receive: async (event) => {
            const { mine, recent } = await recordedFor(event);
            expect(recent).toContainEqual(expect.objectContaining({ id: mine.id, eventType: type }));
          },
        }));
    }
  });
}

describeProvider('svc-game', gameStates);
describeProvider('svc-council', councilStates);
