// svc-council's pact with svc-game: the events it reads and only the fields it
// relies on in each (type matchers, not values). Each message is handed to the
// council's real use case for that event.
import { MatchersV3 } from '@pact-foundation/pact';
import type { DomainEvent } from '@ai-council/contracts';
import { consumerPact } from '@ai-council/contracts/pact';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCompanyState, applyGameEnded, applyMoneyMoved } from '../src/domain/use-cases/game-events';
import { startHarness, uniqueUser, type Harness } from './support/harness';

const { like } = MatchersV3;
const { pact, settle } = consumerPact('svc-council', 'svc-game');
const at = new Date('2030-01-06T09:00:00.000Z');
/** The envelope and the payload fields the council reads, from a valid sample. */
function example<T extends 'game.started' | 'game.quarter.advanced' | 'game.ended' | 'game.cost.applied'>(
  type: T,
  fields: readonly string[],
) {
  const event = sampleEvent(type, {
    id: `pact-${type.replace(/\./g, '-')}`,
    userId: 'pact-player',
    gameId: 'pact-game',
    at,
  });
  const payload = Object.fromEntries(
    Object.entries(event.payload as Record<string, unknown>).filter(([key]) => fields.includes(key)),
  );
  return like({ ...event, payload });
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
  expect(
    settle().same,
    'pacts/svc-council-svc-game.json is stale: run PACT_UPDATE=1 npm test -w svc-council',
  ).toBe(true);
});

/** The message as the council receives it, for a player of this test alone. */
const received = (content: unknown, userId: string): DomainEvent => {
  const event = (Buffer.isBuffer(content) ? JSON.parse(content.toString()) : content) as DomainEvent;
  return { ...event, id: `${event.id}-${userId}`, userId };
};

describe('svc-council reads svc-game’s events (pact)', () => {
  it('when game.started arrives, then the council opens the game on the company it carries', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player starts a game')
      .expectsToReceive('game.started', (message) =>
        message.withJSONContent(example('game.started', ['company'])),
      )
      .executeTest(async (message) => {
        const userId = uniqueUser('pact-started');
        const event = received(message.contents.content, userId);
        await applyCompanyState(h.council.context, event as DomainEvent<'game.started'>);
        const player = await h.council.context.players.find(userId);
        expect(player?.company).toEqual((event as DomainEvent<'game.started'>).payload.company);
      }));

  it('when game.quarter.advanced arrives, then the council reads the new quarter', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player has played a quarter')
      .expectsToReceive('game.quarter.advanced', (message) =>
        message.withJSONContent(example('game.quarter.advanced', ['company'])),
      )
      .executeTest(async (message) => {
        const userId = uniqueUser('pact-advanced');
        const event = received(message.contents.content, userId);
        await applyCompanyState(h.council.context, event as DomainEvent<'game.quarter.advanced'>);
        const player = await h.council.context.players.find(userId);
        expect(player?.company.currentQuarter).toBe(
          (event as DomainEvent<'game.quarter.advanced'>).payload.company.currentQuarter,
        );
      }));

  it('when game.ended arrives, then the council marks the company ended', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player’s game has ended')
      .expectsToReceive('game.ended', (message) =>
        message.withJSONContent(example('game.ended', ['company', 'endReason', 'finalScore'])),
      )
      .executeTest(async (message) => {
        const userId = uniqueUser('pact-ended');
        const event = received(message.contents.content, userId);
        await applyGameEnded(h.council.context, event as DomainEvent<'game.ended'>);
        const player = await h.council.context.players.find(userId);
        expect(player?.company.status).toBe('ended');
      }));

  it('when game.cost.applied arrives, then the council reads the cash the company has now', () =>
    pact
      .addAsynchronousInteraction()
      .given('a player paid for a simulation')
      .expectsToReceive('game.cost.applied', (message) =>
        message.withJSONContent(example('game.cost.applied', ['company'])),
      )
      .executeTest(async (message) => {
        const userId = uniqueUser('pact-cost');
        const gameId = await h.startGame(userId);
        const event = {
          ...received(message.contents.content, userId),
          gameId,
        } as DomainEvent<'game.cost.applied'>;
        await applyMoneyMoved(h.council.context, event);
        const player = await h.council.context.players.find(userId);
        expect(player?.company.cash).toBe(event.payload.company.cash);
      }));
});
