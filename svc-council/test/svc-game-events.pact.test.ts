// svc-council's pact with svc-game: every event it subscribes to, each with the
// payload its bus checks (type matchers over a valid sample). Each message goes
// through the council's real subscription on the bus, for a player of its own,
// and the test reads what the council made of it.
import type { DomainEvent, EventType } from '@ai-council/contracts';
import { messagePact } from '@ai-council/contracts/message-pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, uniqueUser, type Harness } from './support/harness';

const pact = messagePact('svc-council', 'svc-game');
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
  expect(
    pact.settle().same,
    'pacts/svc-council-svc-game.json is stale: run PACT_UPDATE=1 npm test -w svc-council',
  ).toBe(true);
});

/** The message for a player of this test alone, in the game `gameId` (one the council knows, or a new one). */
async function feedAs<T extends EventType>(event: DomainEvent<T>, label: string, gameId?: string) {
  const userId = uniqueUser(label);
  const mine = {
    ...event,
    id: `${event.id}-${userId}`,
    userId,
    gameId: gameId ?? event.gameId,
  } as DomainEvent<T>;
  await h.feed(mine as DomainEvent);
  return mine;
}

/** A player whose game the council already follows, and that player's copy of the event. */
async function feedInGame<T extends EventType>(event: DomainEvent<T>, label: string) {
  const userId = uniqueUser(label);
  const gameId = await h.startGame(userId);
  const mine = { ...event, id: `${event.id}-${userId}`, userId, gameId } as DomainEvent<T>;
  await h.feed(mine as DomainEvent);
  return mine;
}

const companyOf = async (userId: string) => (await h.council.context.players.find(userId))?.company;

describe('svc-council reads svc-game’s events (pact)', () => {
  it('when game.started arrives, then the council opens the game on the company it carries', () =>
    pact.expect({
      state: 'a player starts a game',
      type: 'game.started',
      receive: async (event) => {
        const mine = await feedAs(event, 'pact-started');
        expect(await companyOf(mine.userId)).toEqual(mine.payload.company);
      },
    }));

  it('when game.quarter.advanced arrives, then the council reads the new quarter', () =>
    pact.expect({
      state: 'a player has played a quarter without a market shock',
      type: 'game.quarter.advanced',
      receive: async (event) => {
        const mine = await feedAs(event, 'pact-advanced');
        expect((await companyOf(mine.userId))?.currentQuarter).toBe(mine.payload.company.currentQuarter);
      },
    }));

  it('when game.ended arrives, then the council marks the company ended', () =>
    pact.expect({
      state: 'a player’s game has ended',
      type: 'game.ended',
      receive: async (event) => {
        const mine = await feedInGame(event, 'pact-ended');
        expect(await companyOf(mine.userId)).toMatchObject({
          status: 'ended',
          endReason: mine.payload.endReason,
        });
      },
    }));

  it('when game.cost.applied arrives, then the council reads the cash the company has now', () =>
    pact.expect({
      state: 'a player paid for a simulation',
      type: 'game.cost.applied',
      receive: async (event) => {
        const mine = await feedInGame(event, 'pact-cost');
        expect((await companyOf(mine.userId))?.cash).toBe(mine.payload.company.cash);
      },
    }));

  // Each carries the company as the event left it, and the council takes it as it is.
  it.each([
    ['game.simulation.completed', 'the cash its return left', 'a player completed a simulation'],
    ['decision.implemented', 'the company after the decision', 'a player implemented a decision'],
    ['game.scenario.applied', 'the cash the resolution left', 'a player’s scenario resolution was applied'],
  ] as const)('when %s arrives, then the council reads %s', (type, _reads, state) =>
    pact.expect({
      state,
      type,
      receive: async (event) => {
        const mine = await feedInGame(event, `pact-${type}`);
        expect(await companyOf(mine.userId)).toEqual(mine.payload.company);
      },
    }),
  );
});
