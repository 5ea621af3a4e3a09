// svc-council honours every pact it is the provider of (pacts/*-svc-council.json):
// the web apps' HTTP calls against the real app (a player the gateway would
// name, whose game svc-game has started), and the events svc-game applies,
// produced by the council's real flows and recorded off the bus.
import { Verifier } from '@pact-foundation/pact';
import { pactsOfProvider } from '@ai-council/contracts/pact';
import type { DomainEvent, EventType } from '@ai-council/contracts';
import { createInProcessBus, InProcessBroker, type RunningServer } from '@ai-council/service-kit';
import { recordPublished, serveAsPlayer } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startHarness, type Harness } from './support/harness';

const PLAYER = 'pact-provider-player';
const recorded = recordPublished(
  createInProcessBus({ service: 'svc-council', broker: new InProcessBroker() }),
);
let h: Harness;
let server: RunningServer;

beforeAll(async () => {
  h = await startHarness({ bus: recorded.bus });
  // The events svc-game reads, from a council used as a player would.
  const token = h.token('pact-event-player');
  const scenarios = (await h.http.get('/api/scenarios').set('x-user-token', token).expect(200))
    .body as Array<{ id: string }>;
  await h.http
    .patch(`/api/scenarios/${scenarios[0]!.id}`)
    .set('x-user-token', token)
    .send({
      status: 'resolved',
      playerDecision: 'Patch it within 48 hours; the CTO owns it; budget $50K; brief legal.',
    })
    .expect(200);
  await h.http
    .post('/api/agents/simulate-action')
    .set('x-user-token', token)
    .send({ agentId: 'cfo' })
    .expect(201);
  // Last, a council vote: its decision carries the consensus svc-analytics reads.
  await h.http
    .post('/api/agents/request-recommendation')
    .set('x-user-token', token)
    .send({
      agentId: 'ceo',
      question: 'Should we expand?',
      context: { category: 'strategic', urgency: 'high' },
    })
    .expect(200);
  await eventually(() =>
    recorded.events.some((e) => e.type === 'decision.proposed' && 'consensusLevel' in (e.payload as object)),
  );
  server = await serveAsPlayer(h.council.app, () => h.token(PLAYER));
}, 60_000);
afterAll(async () => {
  await server.close();
  await h.close();
});

const last = (type: EventType): DomainEvent => {
  const event = [...recorded.events].reverse().find((e) => e.type === type);
  if (!event) throw new Error(`svc-council published no ${type}`);
  return event;
};

describe('svc-council as a provider (pact)', () => {
  it('when every checked-in pact of svc-council is replayed, then the real app and events honour it', async () => {
    const pactUrls = pactsOfProvider('svc-council');
    expect(pactUrls.length).toBeGreaterThan(0);
    await new Verifier({
      provider: 'svc-council',
      providerBaseUrl: server.url,
      pactUrls,
      logLevel: 'error',
      stateHandlers: {
        'a player whose game has started': async () => {
          if (!(await h.council.context.players.find(PLAYER))) await h.startGame(PLAYER);
        },
      },
      messageProviders: {
        'scenario.generated': () => last('scenario.generated'),
        'scenario.resolved': () => last('scenario.resolved'),
        'decision.proposed': () => last('decision.proposed'),
      },
    }).verifyProvider();
    console.log(`[svc-council pact] verified ${pactUrls.length} pact files`);
  }, 60_000);
});
