// svc-analytics's pacts. As a consumer: what it reads from svc-game's and
// svc-council's events (facts for achievements), each message handed to its
// real handler. As a provider: the checked-in pacts of which it is the provider,
// verified against its real app.
import { MatchersV3, Verifier } from '@pact-foundation/pact';
import type { DomainEvent } from '@ai-council/contracts';
import { consumerPact, pactsOfProvider } from '@ai-council/contracts/pact';
import { sampleEvent } from '@ai-council/contracts/testing';
import { createStore, type RunningServer } from '@ai-council/service-kit';
import { serveAsPlayer } from '@ai-council/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalyticsContext } from '../src/context';
import { systemClock } from '../src/domain/clock';
import { handleDomainEvent } from '../src/domain/handle-domain-event';
import { analyticsApp, tokenFor } from './support';

const { like } = MatchersV3;
const at = new Date('2030-01-06T09:00:00.000Z');

function example(type: 'game.quarter.advanced' | 'decision.proposed', fields: readonly string[]) {
  const event = sampleEvent(type, {
    id: `pact-${type.replace(/\./g, '-')}`,
    userId: 'pact-player',
    gameId: 'pact-game',
    at,
  });
  const payload = Object.fromEntries(
    Object.entries(event.payload as Record<string, unknown>).filter(([key]) => fields.includes(key)),
  );
  if (type === 'decision.proposed') payload.consensusLevel = 80;
  return like({ ...event, payload });
}

const decode = (content: unknown) =>
  (Buffer.isBuffer(content) ? JSON.parse(content.toString()) : content) as DomainEvent;

describe('svc-analytics reads the other services’ events (pact)', () => {
  const store = createStore({ dataDir: null });
  const ctx = createAnalyticsContext(store, systemClock);
  afterAll(() => store.close());

  it('when game.quarter.advanced arrives, then its quarter becomes a fact achievements are read from', async () => {
    const { pact, settle } = consumerPact('svc-analytics', 'svc-game');
    await pact
      .addAsynchronousInteraction()
      .given('a player has played a quarter')
      .expectsToReceive('game.quarter.advanced', (m) =>
        m.withJSONContent(example('game.quarter.advanced', ['company'])),
      )
      .executeTest(async (message) => {
        const event = decode(message.contents.content);
        await handleDomainEvent(event, ctx);
        expect((await ctx.facts.listFor(event.userId)).filter((f) => f.kind === 'quarter')).toHaveLength(1);
      });
    expect(
      settle().same,
      'pacts/svc-analytics-svc-game.json is stale: run PACT_UPDATE=1 npm test -w svc-analytics',
    ).toBe(true);
  });

  it('when decision.proposed carries a council consensus, then it becomes a consensus fact', async () => {
    const { pact, settle } = consumerPact('svc-analytics', 'svc-council');
    await pact
      .addAsynchronousInteraction()
      .given('a player’s council proposes a decision')
      .expectsToReceive('decision.proposed', (m) =>
        m.withJSONContent(example('decision.proposed', ['decisionId'])),
      )
      .executeTest(async (message) => {
        const event = decode(message.contents.content);
        await handleDomainEvent(event, ctx);
        expect((await ctx.facts.listFor(event.userId)).filter((f) => f.kind === 'consensus')).toHaveLength(1);
      });
    expect(
      settle().same,
      'pacts/svc-analytics-svc-council.json is stale: run PACT_UPDATE=1 npm test -w svc-analytics',
    ).toBe(true);
  });
});

describe('svc-analytics as a provider (pact)', () => {
  let server: RunningServer;
  afterAll(() => server?.close());

  it('when every checked-in pact of svc-analytics is replayed, then the real app honours it', async () => {
    server = await serveAsPlayer(analyticsApp().app, () => tokenFor('pact-provider-player'));
    const pactUrls = pactsOfProvider('svc-analytics');
    expect(pactUrls.length).toBeGreaterThan(0);
    await new Verifier({
      provider: 'svc-analytics',
      providerBaseUrl: server.url,
      pactUrls,
      logLevel: 'error',
      stateHandlers: { 'a signed-in player': async () => undefined },
    }).verifyProvider();
  }, 60_000);
});
