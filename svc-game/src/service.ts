import type { Express } from 'express';
import {
  createHttpApp,
  createOutboxRelay,
  listen,
  type DocumentStore,
  type EventBus,
  type KeyInput,
  type Logger,
  type WithOutbox,
} from '@ai-council/service-kit';
import { createGamesRepository } from './data-access/games.repository';
import { createGameFlows } from './domain/use-cases/game-flows';
import { gameRoutes } from './entry-points/http/game.routes';
import { subscribeToCouncil } from './entry-points/events/council.consumers';

export interface GameServiceDeps {
  store: DocumentStore;
  bus: EventBus;
  logger: Logger;
  /** The gateway's public key, to verify user tokens with. */
  tokenPublicKey: KeyInput;
  /** Where new games' seeds come from; tests fix it to replay a game. */
  newSeed?: () => number;
}

/** The app with its consumers and outbox relay running; tests drive `app` over HTTP. */
export async function createGameApp(
  deps: GameServiceDeps,
): Promise<{ app: Express; close(): Promise<void> }> {
  const games = createGamesRepository(deps.store);
  const relay = createOutboxRelay({
    collection: games.collection as unknown as import('@ai-council/service-kit').Collection<WithOutbox>,
    bus: deps.bus,
    logger: deps.logger,
  });
  const flows = createGameFlows({ games, relay: relay.flush, newSeed: deps.newSeed });
  await subscribeToCouncil(deps.bus, flows);
  const app = createHttpApp({
    logger: deps.logger,
    tokens: { publicKey: deps.tokenPublicKey, audience: 'svc-game' },
    // svc-council asks the engine for projections as the player, with the token the gateway gave it for this.
    delegatedCalls: [{ method: 'POST', path: '/game/projections', purpose: 'game-projection' }],
    api: gameRoutes(flows, games),
    // An expired guest's games (current and retired) with their ledgers and outboxes.
    erasePlayerData: (userId) => games.collection.delete({ userId }, { multi: true }),
    ready: async () => {
      await deps.store.ping();
      await deps.bus.ping();
    },
  });
  return { app, close: async () => relay.stop() };
}

export async function startGameService(
  deps: GameServiceDeps & { port: number; host: string },
): Promise<{ url: string; app: Express; close(): Promise<void> }> {
  const game = await createGameApp(deps);
  const server = await listen(game.app, deps.port, deps.host);
  deps.logger.info({ url: server.url }, 'svc-game listening');
  return {
    url: server.url,
    app: game.app,
    async close() {
      await server.close();
      await game.close();
    },
  };
}
