// svc-council honours every pact it is the provider of (pacts/*-svc-council.json):
// the web apps' HTTP calls against the real app, each provider state a player
// of its own set up through the council's real flows (svc-game's game.started,
// then the player's own calls); and the events other services read, produced
// by the council's real flows and recorded off the bus.
import { randomUUID } from 'node:crypto';
import { councilEventPayloadSchemas, type EventType } from '@ai-council/contracts';
import { messagesFrom, verifyPacts } from '@ai-council/contracts/pact';
import { createInProcessBus, InProcessBroker, type RunningServer } from '@ai-council/service-kit';
import { recordPublished, serveAsPlayer } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startHarness, type Harness } from './support/harness';

const recorded = recordPublished(
  createInProcessBus({ service: 'svc-council', broker: new InProcessBroker() }),
);
let h: Harness;
let server: RunningServer;
/** The player the pact's requests are sent as: a new one for each provider state. */
let player = 'nobody-yet';

/** A player's call as the gateway forwards it. */
const as = (userId: string) => ({
  get: (path: string) => h.http.get(path).set('x-user-token', h.token(userId)),
  post: (path: string) => h.http.post(path).set('x-user-token', h.token(userId)),
  patch: (path: string) => h.http.patch(path).set('x-user-token', h.token(userId)),
});

beforeAll(async () => {
  h = await startHarness({ bus: recorded.bus });
  // The events svc-game and svc-analytics read, from a council used as a player would.
  const you = as('pact-event-player');
  const scenarios = (await you.get('/api/scenarios').expect(200)).body as Array<{ id: string }>;
  await you
    .patch(`/api/scenarios/${scenarios[0]!.id}`)
    .send({ status: 'resolved', playerDecision: 'Patch it within 48 hours; the CTO owns it; budget $50K.' })
    .expect(200);
  const meeting = await you
    .post('/api/council/emergency')
    .send({ reason: 'Cash is low', description: 'Cash is low', emergencyType: 'financial-crisis' })
    .expect(201);
  await you.patch(`/api/council/${meeting.body.id}/end`).expect(200);
  // A council vote: its decision carries the consensus svc-analytics reads.
  await you
    .post('/api/agents/request-recommendation')
    .send({
      agentId: 'ceo',
      question: 'Should we expand?',
      context: { category: 'strategic', urgency: 'high' },
    })
    .expect(200);
  // Last, an agent acts: a message to the whole board (no addressee), as the pacts expect.
  await you.post('/api/agents/simulate-action').send({ agentId: 'cfo' }).expect(201);
  await eventually(() =>
    recorded.events.some((e) => e.type === 'decision.proposed' && e.payload.consensusLevel !== undefined),
  );
  server = await serveAsPlayer(h.council.app, () => h.token(player));
}, 60_000);
afterAll(async () => {
  await server.close();
  await h.close();
});

/** A new player whose game svc-game has started: every state begins here. */
async function freshPlayer(): Promise<string> {
  player = `pact-provider-${randomUUID().slice(0, 8)}`;
  await h.startGame(player);
  return player;
}

const stateHandlers = {
  'a player whose game has started': async () => {
    await freshPlayer();
    return undefined;
  },
  'a council meeting in session': async () => {
    const you = as(await freshPlayer());
    const meeting = await you
      .post('/api/council/emergency')
      .send({ reason: 'Cash is low', description: 'Cash is low', emergencyType: 'financial-crisis' })
      .expect(201);
    return { meetingId: meeting.body.id as string };
  },
  'a player with an open scenario': async () => {
    const you = as(await freshPlayer());
    const open = (
      (await you.get('/api/scenarios').expect(200)).body as Array<{ id: string; status: string }>
    ).find((s) => s.status === 'active');
    if (!open) throw new Error('a new game opens with no scenario');
    return { scenarioId: open.id };
  },
  'a player who wrote to Marcus Webb': async () => {
    await as(await freshPlayer())
      .post('/api/communications/to-agent')
      .send({ agentName: 'Marcus Webb', message: 'How long is our runway?' })
      .expect(201);
    return undefined;
  },
  'a player with a stored API key': async () => {
    const key = await as(await freshPlayer())
      .post('/api/api-keys')
      .send({ provider: 'openai', keyName: 'Team key', encryptedKey: `sk-proj-${'a'.repeat(48)}` })
      .expect(201);
    return { keyId: key.body.id as string };
  },
};

describe('svc-council as a provider (pact)', () => {
  it('when every checked-in pact of svc-council is replayed, then the real app and events honour it', async () => {
    const verified = await verifyPacts({
      provider: 'svc-council',
      providerBaseUrl: server.url,
      stateHandlers,
      messageProviders: messagesFrom(recorded.events, Object.keys(councilEventPayloadSchemas) as EventType[]),
    });
    expect(verified).toEqual(
      expect.arrayContaining(['mf-dashboard-svc-council.json', 'svc-game-svc-council.json']),
    );
    console.log(`[svc-council pact] verified ${verified.join(', ')}`);
  }, 60_000);
});
