// svc-game: the company engine, its games and ledgers, the daily challenge and
// the events the council reacts to.
import {
  createHttpApp,
  createOutboxRelay,
  storeAndBusAnswer,
  type Collection,
  type DocumentStore,
  type EventBus,
  type KeyInput,
  type Logger,
  type Service,
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

export function createGameService(deps: GameServiceDeps): Service {
  const games = createGamesRepository(deps.store);
  const relay = createOutboxRelay({
    collection: games.collection as unknown as Collection<WithOutbox>,
    bus: deps.bus,
    logger: deps.logger,
  });
  const flows = createGameFlows({ games, relay: relay.flush, newSeed: deps.newSeed });
  const app = createHttpApp({
    logger: deps.logger,
    tokens: { publicKey: deps.tokenPublicKey, audience: 'svc-game' },
    // svc-council asks the engine for projections as the player, with the token the gateway gave it for this.
    delegatedCalls: [{ method: 'POST', path: '/game/projections', purpose: 'game-projection' }],
    api: gameRoutes(flows, games),
    // An expired guest's games (current and retired) with their ledgers and outboxes.
    erasePlayerData: (userId) => games.collection.delete({ userId }, { multi: true }),
    erasedFrom: deps.store,
    ready: storeAndBusAnswer(deps.store, deps.bus),
  });
  return {
    app,
    start: () => subscribeToCouncil(deps.bus, flows),
    stop: () => relay.stop(),
  };
}
