// The stories svc-game tells: an explicit start creates a company, a quarter is
// played, money is spent on a simulation or a decision, the council's graded
// resolutions land. Each story reads the game, runs the pure engine, and
// writes the new state with its events in one versioned update; the stories
// live beside this file, one room each, and this is their table of contents.
import { randomInt } from 'node:crypto';
import type { DomainEvent, QuarterlyLevers } from '@ai-council/contracts';
import type {
  GameDoc,
  GamesRepository,
  OpenScenario,
  StoredDecision,
} from '../../data-access/games.repository';
import type { ScenarioResolutionInput } from '../engine/effects';
import { applyOnce, scenarioGenerated, scenarioResolved, type EventOutcome } from './council-events';
import { decisionProposed, implementDecision } from './decisions';
import { replaceGame, startChallenge, startGame } from './game-lifecycle';
import { changeCompany, currentGame, type CompanyChange, type GameContext } from './game-record';
import { advance, setQuarterlyLevers } from './play-quarter';

export { noGameYet } from './game-record';

export interface GameFlowsDeps {
  games: GamesRepository;
  /** Publishes a saved game's outbox (best effort; the sweep covers failures). */
  relay(gameId: string): Promise<void>;
  now?: () => Date;
  /** Where a new game's seed comes from: the only randomness outside the engine. */
  newSeed?: () => number;
}

export function createGameFlows(deps: GameFlowsDeps) {
  const ctx: GameContext = {
    games: deps.games,
    relay: deps.relay,
    now: deps.now ?? (() => new Date()),
    newSeed: deps.newSeed ?? (() => randomInt(1, 2 ** 31 - 1)),
  };
  return {
    currentGame: (userId: string) => currentGame(ctx, userId),
    /** The player's current game if there is one: for reads that must not start a game. */
    existingGame: (userId: string): Promise<GameDoc | null> => ctx.games.current(userId),
    start: (userId: string) => startGame(ctx, userId),
    advance: (userId: string) => advance(ctx, userId),
    /** Play Again: the current game is retired and a new one (new gameId, new seed) begins. */
    restart: (userId: string) => replaceGame(ctx, userId),
    startChallenge: (player: Parameters<typeof startChallenge>[1]) => startChallenge(ctx, player),
    implementDecision: (userId: string, decisionId: string) => implementDecision(ctx, userId, decisionId),
    setQuarterlyLevers: (userId: string, levers: QuarterlyLevers) => setQuarterlyLevers(ctx, userId, levers),
    applyOnce: (event: DomainEvent, change: (doc: GameDoc) => EventOutcome | null) =>
      applyOnce(ctx, event, change),
    scenarioGenerated: (doc: GameDoc, scenario: OpenScenario) => scenarioGenerated(doc, scenario),
    scenarioResolved: (doc: GameDoc, resolution: ScenarioResolutionInput) =>
      scenarioResolved(ctx, doc, resolution),
    decisionProposed: (doc: GameDoc, proposed: StoredDecision) => decisionProposed(doc, proposed),
    /** For simulations: a change computed from the current company, saved with retries. */
    changeCompany: (userId: string, change: CompanyChange) => changeCompany(ctx, userId, change),
  };
}
export type GameFlows = ReturnType<typeof createGameFlows>;
