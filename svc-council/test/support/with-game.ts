// svc-council beside the real svc-game: one in-process broker, svc-game on a
// loopback port for the council's engine projections, the same gateway key.
// A player's game starts through svc-game, whose events reach the council as
// in the running system.
import {
  createEmbeddedStore,
  createInProcessBus,
  createLogger,
  InProcessBroker,
  delegatedGameTokenHeader,
  listen,
} from '@ai-council/service-kit';
import { signTestToken, waitFor } from '@ai-council/service-kit/testing';
import supertest from 'supertest';
import { expect } from 'vitest';
import { createGameService } from 'svc-game/service';
import { startHarness, tokenPublicKey, type Harness } from './harness';

export interface WithGame {
  council: Harness;
  /** svc-game's HTTP API as a player. */
  game(userId: string): {
    get(path: string): supertest.Test;
    post(path: string): supertest.Test;
    patch(path: string): supertest.Test;
  };
  /** The council's HTTP API as a player (whose game svc-game started). */
  ask(userId: string): {
    get(path: string): supertest.Test;
    post(path: string): supertest.Test;
    patch(path: string): supertest.Test;
  };
  /** Starts the player's game in svc-game and waits until the council follows it. */
  play(userId: string): Promise<string>;
  /** Waits until the council's read of the company passes the check. */
  councilSees(userId: string, check: (cash: number) => boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startWithGame(seeds: number[] = [101, 202, 303, 404]): Promise<WithGame> {
  const broker = new InProcessBroker();
  const gameBus = createInProcessBus({ service: 'svc-game', broker });
  const queue = [...seeds];
  const gameStore = createEmbeddedStore({ dataDir: null });
  const svcGame = createGameService({
    store: gameStore,
    bus: gameBus,
    logger: createLogger('svc-game-test', 'silent'),
    tokenPublicKey,
    newSeed: () => queue.shift() ?? 999,
  });
  await svcGame.start();
  const server = await listen(svcGame.app, 0, '127.0.0.1');
  const council = await startHarness({ broker, gameUrl: server.url });
  const player = (userId: string) => ({ sub: userId, gameMode: 'demo' as const, firstName: 'Ada' });
  // As the gateway sends them: a token for the service called and, to svc-council, the one
  // delegated token its projections may take to svc-game.
  const as = (app: Parameters<typeof supertest>[0], userId: string, service: 'svc-game' | 'svc-council') => {
    const request = supertest(app);
    const headers: Record<string, string> = { 'x-user-token': signTestToken(player(userId), service) };
    if (service === 'svc-council') {
      headers[delegatedGameTokenHeader] = signTestToken(player(userId), 'svc-game', {
        purpose: 'game-projection',
      });
    }
    return {
      get: (path: string) => request.get(path).set(headers),
      post: (path: string) => request.post(path).set(headers),
      patch: (path: string) => request.patch(path).set(headers),
    };
  };
  return {
    council,
    game: (userId) => as(svcGame.app, userId, 'svc-game'),
    ask: (userId) => as(council.council.app, userId, 'svc-council'),
    async play(userId) {
      // A game begins only by its explicit start (201 new, 200 when it already runs).
      const state = await as(svcGame.app, userId, 'svc-game').post('/api/game/start');
      expect([200, 201]).toContain(state.status);
      const gameId = (state.body as { gameId: string }).gameId;
      await waitFor(
        async () => (await council.council.context.players.find(userId))?.gameId === gameId,
        5_000,
        `the council following ${userId}'s game`,
      );
      return gameId;
    },
    async councilSees(userId, check) {
      await waitFor(
        async () => {
          const player = await council.council.context.players.find(userId);
          return player ? check(player.company.cash) : false;
        },
        5_000,
        `the council's books for ${userId}`,
      );
    },
    async close() {
      await council.close();
      await server.close();
      await svcGame.stop();
      await gameBus.close();
      await gameStore.close();
    },
  };
}
