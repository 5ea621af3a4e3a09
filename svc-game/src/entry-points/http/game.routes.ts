// svc-game's calls (SPEC §7): the game, its challenge, the quarterly levers,
// the books, simulations and decisions. Every call acts on the signed-in
// player's current game; every answer is parsed with its contract as it is sent.
import { Router, type ErrorRequestHandler } from 'express';
import {
  advanceQuarterResponseSchema,
  ANONYMOUS_CHALLENGER,
  applyCostRequestSchema,
  applyCostResponseSchema,
  challengeLeaderboardQuerySchema,
  challengeLeaderboardSchema,
  completeSimulationRequestSchema,
  completeSimulationResponseSchema,
  counterfactualResponseSchema,
  decisionsResponseSchema,
  financialBreakdownQuerySchema,
  financialBreakdownResponseSchema,
  financialEventsResponseSchema,
  financialLatestSchema,
  gameHistoryResponseSchema,
  gameStateSchema,
  idParam,
  objectivesResponseSchema,
  projectionRequestSchema,
  projectionResponseSchema,
  quarterlyLeversProjectionSchema,
  quarterlyLeversSchema,
  quarterlyLeversViewSchema,
  simulationOptionsResponseSchema,
  startChallengeRequestSchema,
  startGameRequestSchema,
} from '@ai-council/contracts';
import { AppError, answer, parseInput, who } from '@ai-council/service-kit';
import { GameDomainError, type GameDomainErrorCode } from '../../domain/engine/errors';
import { quarterBreakdowns } from '../../domain/engine/breakdown';
import { projectProposals } from '../../domain/engine/projection';
import { simulationFlows } from '../../domain/use-cases/simulations';
import { counterfactualOf } from '../../domain/use-cases/counterfactual';
import { challengeDay, leaderboardOf } from '../../domain/use-cases/daily-challenge';
import type { GameFlows } from '../../domain/use-cases/game-flows';
import { leversView, projectLevers } from '../../domain/use-cases/quarterly-levers';
import type { GamesRepository } from '../../data-access/games.repository';
import {
  advancedQuarterOf,
  decisionsOf,
  financialEventsOf,
  financialLatestOf,
  gameStateOf,
  objectivesOf,
} from './presenters';

const statusOf: Record<GameDomainErrorCode, number> = {
  GAME_ENDED: 409,
  INSUFFICIENT_CASH: 409,
  SIMULATION_NOT_OPEN: 409,
  DECISION_ALREADY_IMPLEMENTED: 409,
  INVALID_SIMULATION_RESULT: 400,
  UNKNOWN_SIMULATION_OPTION: 400,
  INVALID_ENGINE_INPUT: 400,
};

/** The engine's typed errors become the one HTTP error type. */
const domainErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof GameDomainError) {
    const code = error.code === 'GAME_ENDED' ? 'game-ended' : undefined;
    next(new AppError(statusOf[error.code], error.message, code));
  } else next(error);
};

const newRouter = () => Router({ caseSensitive: true, strict: true });

export function gameRoutes(flows: GameFlows, games: GamesRepository): Router {
  const router = newRouter();
  router.use(
    playRoutes(flows),
    challengeRoutes(flows, games),
    leverRoutes(flows),
    financialRoutes(flows),
    simulationRoutes(flows),
    decisionRoutes(flows),
  );
  router.use(domainErrors);
  return router;
}

/** The game itself: beginning it, reading it, playing its quarters and replaying what might have been. */
function playRoutes(flows: GameFlows): Router {
  const router = newRouter();
  const currentGame = (req: Parameters<typeof who>[0]) => flows.currentGame(who(req).userId);

  router.get('/game/state', async (req, res) => {
    answer(res, gameStateSchema, gameStateOf(await currentGame(req)));
  });

  router.get('/game/objectives', async (req, res) => {
    answer(res, objectivesResponseSchema, objectivesOf((await currentGame(req)).company));
  });

  router.get('/game/history', async (req, res) => {
    answer(res, gameHistoryResponseSchema, (await currentGame(req)).company.history);
  });

  router.patch('/game/advance-quarter', async (req, res) => {
    const { result } = await flows.advance(who(req).userId);
    answer(res, advanceQuarterResponseSchema, advancedQuarterOf(result));
  });

  // The one way a game begins (reads never create one): 201 with the new game, or 200 with the existing one.
  router.post('/game/start', async (req, res) => {
    parseInput(startGameRequestSchema, req.body);
    const { doc, created } = await flows.start(who(req).userId);
    answer(res, gameStateSchema, gameStateOf(doc), created ? 201 : 200);
  });

  router.post('/game/restart', async (req, res) => {
    answer(res, gameStateSchema, gameStateOf(await flows.restart(who(req).userId)), 201);
  });

  router.get('/game/counterfactual', async (req, res) => {
    answer(res, counterfactualResponseSchema, counterfactualOf(await currentGame(req)));
  });

  // A read: the engine plays forward on a copy; the game is not changed.
  router.post('/game/projections', async (req, res) => {
    const input = parseInput(projectionRequestSchema, req.body);
    const doc = await currentGame(req);
    const projection = projectProposals(doc.company, doc.openScenarios, input.proposals, input.quarters);
    answer(res, projectionResponseSchema, projection);
  });

  return router;
}

/** The daily challenge: everyone's same seed for the day, and its leaderboard. */
function challengeRoutes(flows: GameFlows, games: GamesRepository): Router {
  const router = newRouter();

  router.post('/game/challenge', async (req, res) => {
    const player = who(req);
    // The leaderboard shows a name only with the player's say-so; otherwise the anonymous label.
    const { showName } = parseInput(startChallengeRequestSchema, req.body) ?? { showName: false };
    const doc = await flows.startChallenge({
      userId: player.userId,
      mode: player.gameMode ?? 'demo',
      firstName: (showName && player.firstName?.trim()) || ANONYMOUS_CHALLENGER,
    });
    answer(res, gameStateSchema, gameStateOf(doc), 201);
  });

  router.get('/game/challenge/leaderboard', async (req, res) => {
    const player = who(req);
    const query = parseInput(challengeLeaderboardQuerySchema, req.query);
    const day = query.day ?? challengeDay(new Date());
    const mode = query.mode ?? player.gameMode ?? 'demo';
    const entries = leaderboardOf(await games.acceptedChallengeGames(day, mode), player.userId);
    answer(res, challengeLeaderboardSchema, { day, mode, entries });
  });

  return router;
}

/** The quarterly levers: what is set for the coming quarter, a projection (a read), and setting them. */
function leverRoutes(flows: GameFlows): Router {
  const router = newRouter();

  router.get('/game/levers', async (req, res) => {
    answer(res, quarterlyLeversViewSchema, leversView(await flows.currentGame(who(req).userId)));
  });

  router.post('/game/levers/projection', async (req, res) => {
    const levers = parseInput(quarterlyLeversSchema, req.body);
    const projection = projectLevers(await flows.currentGame(who(req).userId), levers);
    answer(res, quarterlyLeversProjectionSchema, projection);
  });

  router.put('/game/levers', async (req, res) => {
    const levers = parseInput(quarterlyLeversSchema, req.body);
    const doc = await flows.setQuarterlyLevers(who(req).userId, levers);
    answer(res, quarterlyLeversViewSchema, leversView(doc));
  });

  return router;
}

/** The books: the latest figures, the ledger's events and each quarter's breakdown. */
function financialRoutes(flows: GameFlows): Router {
  const router = newRouter();

  router.get('/financial/latest', async (req, res) => {
    const { company } = await flows.currentGame(who(req).userId);
    answer(res, financialLatestSchema, financialLatestOf(company));
  });

  router.get('/financial/events', async (req, res) => {
    const { ledger } = await flows.currentGame(who(req).userId);
    answer(res, financialEventsResponseSchema, financialEventsOf(ledger));
  });

  // A read: the quarters are rebuilt from the ledger on every ask, nothing is stored.
  router.get('/financial/breakdown', async (req, res) => {
    const { quarter } = parseInput(financialBreakdownQuerySchema, req.query);
    const doc = await flows.existingGame(who(req).userId);
    const quarters = doc ? quarterBreakdowns(doc.company.history, doc.ledger) : [];
    answer(res, financialBreakdownResponseSchema, {
      quarters: quarter === undefined ? quarters : quarters.filter((q) => q.quarter === quarter),
    });
  });

  return router;
}

/** Simulations: what each option returns, paying for one, and completing it. */
function simulationRoutes(flows: GameFlows): Router {
  const router = newRouter();
  const simulations = simulationFlows(flows);

  router.post('/financial/apply-cost', async (req, res) => {
    const input = parseInput(applyCostRequestSchema, req.body);
    answer(res, applyCostResponseSchema, await simulations.applyCost(who(req).userId, input), 201);
  });

  // A read: what each option returns in this game, before the player pays.
  router.get('/simulations/options', async (req, res) => {
    answer(res, simulationOptionsResponseSchema, await simulations.options(who(req).userId));
  });

  router.post('/simulations/complete', async (req, res) => {
    const input = parseInput(completeSimulationRequestSchema, req.body);
    answer(res, completeSimulationResponseSchema, await simulations.complete(who(req).userId, input));
  });

  return router;
}

/** The council's proposals as decisions, and implementing one. */
function decisionRoutes(flows: GameFlows): Router {
  const router = newRouter();

  router.get('/decisions', async (req, res) => {
    answer(res, decisionsResponseSchema, decisionsOf(await flows.currentGame(who(req).userId)));
  });

  // The route table gives this answer no schema: the decision's id and its new status.
  router.patch('/decisions/:id/implement', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const decision = await flows.implementDecision(who(req).userId, id);
    res.json({ id: decision.id, status: decision.status });
  });

  return router;
}
