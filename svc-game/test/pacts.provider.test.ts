// svc-game honours every pact it is the provider of (pacts/*-svc-game.json):
// the web apps' HTTP calls against the real app, each provider state a player
// of its own set up through svc-game's real flows (their calls, and the
// council's events on the bus); and the events other services read, produced
// by a game played through to its end and recorded off the bus. Every event
// that game published is first held against contracts' schema of its type
// (this was a suite of its own, playing the same game a second time).
import { randomUUID } from 'node:crypto';
import { gameEventPayloadSchemas, type EventType } from '@ai-council/contracts';
import { messagesFrom, verifyPacts } from '@ai-council/contracts/pact';
import { sampleEvent } from '@ai-council/contracts/testing';
import { createInProcessBus, InProcessBroker, type RunningServer } from '@ai-council/service-kit';
import { recordPublished, type PublishedEvents, serveAsPlayer } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameHarness, tokenFor, type GameHarness } from './support/game-harness';
import { playToTheEnd } from './support/played-game';

let h: GameHarness;
let recorded: PublishedEvents;
let server: RunningServer;
/** The player the pact's requests are sent as: a new one for each provider state. */
let player = 'nobody-yet';

const expansion = {
  cost: 800_000,
  description: 'European Market Expansion - Phased entry',
  category: 'expansion',
};

/** A pending decision for the player's game, proposed as svc-council proposes one (on the bus). */
async function proposeDecision(userId: string): Promise<string> {
  const you = h.as(userId);
  const { gameId } = (await you.get('/api/game/state').expect(200)).body as { gameId: string };
  const decisionId = `decision-${randomUUID().slice(0, 8)}`;
  await h.publishAsCouncil(sampleEvent('decision.proposed', { userId, gameId, payload: { decisionId } }));
  await h.waitFor(async () =>
    ((await you.get('/api/decisions')).body as Array<{ id: string }>).some((d) => d.id === decisionId),
  );
  return decisionId;
}

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
  const you = h.as('pact-event-player');
  await you.start().expect(201);
  await playToTheEnd(h, you, 'pact-event-player');
  // The gateway names the player with its signed token; here a front does.
  server = await serveAsPlayer(h.app, () => tokenFor(player));
}, 60_000);
afterAll(async () => {
  await server.close();
  await h.close();
});

/** A new player with a game: every state begins here. */
async function freshPlayer() {
  player = `pact-provider-${randomUUID().slice(0, 8)}`;
  const you = h.as(player);
  await you.start().expect(201);
  return you;
}

async function advanceUntilEnded(you: ReturnType<GameHarness['as']>) {
  for (let quarter = 0; quarter < 20; quarter += 1) {
    if ((await you.patch('/api/game/advance-quarter').expect(200)).body.gameEnded) return;
  }
}

const stateHandlers = {
  'a player who has not started a game': async () => {
    player = `pact-provider-${randomUUID().slice(0, 8)}`;
    return undefined;
  },
  'a player with a game': async () => {
    await freshPlayer();
    return undefined;
  },
  'a player who has played a quarter': async () => {
    await (await freshPlayer()).patch('/api/game/advance-quarter').expect(200);
    return undefined;
  },
  // The simulation it opened, which the client names when it completes (the outcome stays on the server).
  'a player who paid for a simulation of European Market Expansion': async () => {
    const opened = await (await freshPlayer()).post('/api/financial/apply-cost').send(expansion).expect(201);
    return { simulationId: (opened.body as { simulationId: string }).simulationId };
  },
  // Its next expansion states a diminished return.
  'a player who ran European Market Expansion once': async () => {
    const you = await freshPlayer();
    await you.post('/api/financial/apply-cost').send(expansion).expect(201);
    await you
      .post('/api/simulations/complete')
      .send({ scenarioTitle: 'European Market Expansion' })
      .expect(200);
    return undefined;
  },
  'a player whose game has ended': async () => {
    await advanceUntilEnded(await freshPlayer());
    return undefined;
  },
  'a player whose challenge game has ended': async () => {
    const you = await freshPlayer();
    await you.post('/api/game/challenge').expect(201);
    await advanceUntilEnded(you);
    return undefined;
  },
  'a player with a pending decision': async () => {
    await freshPlayer();
    return { decisionId: await proposeDecision(player) };
  },
};

describe('what svc-game publishes', () => {
  it('when a whole game is played, then every event it publishes validates against its contract', () => {
    // Every type svc-game publishes, each at least once; an unknown type is a violation too.
    expect(recorded.missing(Object.keys(gameEventPayloadSchemas) as EventType[])).toEqual([]);
    expect(recorded.violations()).toEqual([]);
    console.log(`[svc-game contract] ${recorded.events.length} published events, 0 violations`);
  });
});

describe('svc-game as a provider (pact)', () => {
  it('when every checked-in pact of svc-game is replayed, then the real app and events honour it', async () => {
    const verified = await verifyPacts({
      provider: 'svc-game',
      providerBaseUrl: server.url,
      stateHandlers,
      messageProviders: messagesFrom(recorded.events, Object.keys(gameEventPayloadSchemas) as EventType[], {
        // A quarter mid-game: no market shock, and not the quarter that ended it.
        'game.quarter.advanced': (event) =>
          event.payload.marketShock === null && event.payload.company.endReason === null,
      }),
    });
    expect(verified).toEqual(
      expect.arrayContaining(['mf-finance-svc-game.json', 'svc-council-svc-game.json']),
    );
    console.log(`[svc-game pact] verified ${verified.join(', ')}`);
  }, 60_000);
});
