// svc-game honours every pact it is the provider of (pacts/*-svc-game.json):
// the web apps' HTTP calls against the real app (a player the gateway would
// name, with a game set up through the real flows), and the events other
// services read, produced by the real flows and recorded off the bus.
import { Verifier } from '@pact-foundation/pact';
import { pactsOfProvider } from '@ai-council/contracts/pact';
import type { DomainEvent, EventType } from '@ai-council/contracts';
import { createInProcessBus, InProcessBroker, type RunningServer } from '@ai-council/service-kit';
import { recordPublished, type PublishedEvents, serveAsPlayer } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameHarness, tokenFor, type GameHarness } from './game-harness';

const PLAYER = 'pact-provider-player';
let h: GameHarness;
let recorded: PublishedEvents;
let server: RunningServer;

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
  // The events the consumers read, from a game played through to its end.
  const player = h.as('pact-event-player');
  await player.get('/api/game/state').expect(200);
  await player
    .post('/api/financial/apply-cost')
    .send({ cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' })
    .expect(201);
  for (let quarter = 0; quarter < 20; quarter += 1) {
    const res = await player.patch('/api/game/advance-quarter');
    if (res.status !== 200 || res.body.gameEnded) break;
  }
  // The gateway names the player with its signed token; here a front does.
  server = await serveAsPlayer(h.app, () => tokenFor(PLAYER));
}, 60_000);
afterAll(async () => {
  await server.close();
  await h.close();
});

const last = (type: EventType): DomainEvent => {
  const event = [...recorded.events].reverse().find((e) => e.type === type);
  if (!event) throw new Error(`svc-game published no ${type} in the provider game`);
  return event;
};

describe('svc-game as a provider (pact)', () => {
  it('when every checked-in pact of svc-game is replayed, then the real app and events honour it', async () => {
    const pactUrls = pactsOfProvider('svc-game');
    expect(pactUrls.length).toBeGreaterThan(0);
    await new Verifier({
      provider: 'svc-game',
      providerBaseUrl: server.url,
      pactUrls,
      logLevel: 'error',
      stateHandlers: {
        'a player with a game': async () => {
          await h.as(PLAYER).get('/api/game/state').expect(200);
        },
        'a player with a pending decision': async () => {
          await h.as(PLAYER).get('/api/game/state').expect(200);
        },
      },
      messageProviders: {
        'game.started': () => last('game.started'),
        'game.quarter.advanced': () => last('game.quarter.advanced'),
        'game.ended': () => last('game.ended'),
        'decision.implemented': () => last('decision.implemented'),
        'game.cost.applied': () => last('game.cost.applied'),
      },
    }).verifyProvider();
    console.log(`[svc-game pact] verified ${pactUrls.length} pact files`);
  }, 60_000);
});
