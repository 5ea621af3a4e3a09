import { Router, type ErrorRequestHandler } from 'express';
import {
  applyCostRequestSchema,
  ANONYMOUS_CHALLENGER,
  challengeLeaderboardQuerySchema,
  startChallengeRequestSchema,
  type ChallengeLeaderboard,
  completeSimulationRequestSchema,
  financialBreakdownQuerySchema,
  idParam,
  projectionRequestSchema,
  type ProjectionResponse,
  quarterlyLeversSchema,
  type QuarterlyLeversProjection,
  type QuarterlyLeversView,
  startGameRequestSchema,
  type AdvanceQuarterResponse,
  type Decision,
  type FinancialBreakdown,
  type FinancialEvent,
  type FinancialLatest,
  type GameState,
  type Objective,
} from '@ai-council/contracts';
import { AppError, parseInput, playerOf } from '@ai-council/service-kit';
import { GameDomainError, type GameDomainErrorCode } from '../../domain/engine/errors';
import { quarterBreakdowns } from '../../domain/engine/breakdown';
import { objectives, type Objective as EngineObjective } from '../../domain/engine/objectives';
import { projectProposals } from '../../domain/engine/projection';
import { simulationFlows } from '../../domain/use-cases/simulations';
import { counterfactualOf } from '../../domain/use-cases/counterfactual';
import { challengeDay, leaderboardOf } from '../../domain/use-cases/daily-challenge';
import type { GameFlows } from '../../domain/use-cases/game-flows';
import { leversView, projectLevers } from '../../domain/use-cases/quarterly-levers';
import type { GameDoc, GamesRepository } from '../../data-access/games.repository';

const statusOf: Record<GameDomainErrorCode, number> = {
  GAME_ENDED: 409,
  INSUFFICIENT_CASH: 409,
  SIMULATION_NOT_OPEN: 409,
  SIMULATION_RESULT_MISMATCH: 409,
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

export function gameStateOf(doc: GameDoc): GameState {
  const c = doc.company;
  return {
    gameId: doc._id,
    currentQuarter: c.currentQuarter,
    status: c.status,
    endReason: c.endReason,
    gameEnded: c.status === 'ended',
    reason: c.endReason,
    finalScore: c.finalScore,
    gameYears: c.gameYears,
    metrics: {
      netWorth: c.netWorth,
      cashFlow: c.cashFlow,
      marketShare: c.marketShare,
      employeeCount: c.employeeCount,
    },
    openScenarioIds: doc.openScenarios.map((s) => s.id),
  };
}

const playerUnit: Record<EngineObjective['unit'], Objective['unit']> = {
  cents: 'dollars',
  hundredths_percent: 'percent',
  employees: 'employees',
  quarters: 'quarters',
  scenarios: 'scenarios',
};

/** Objectives in the units a player reads: dollars, percent, people, quarters, scenarios. */
function objectiveForPlayer(o: EngineObjective): Objective {
  const scale = o.unit === 'cents' || o.unit === 'hundredths_percent' ? 100 : 1;
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    isCompleted: o.isCompleted,
    currentValue: Math.round((o.currentValue / scale) * 100) / 100,
    targetValue: Math.round((o.targetValue / scale) * 100) / 100,
    unit: playerUnit[o.unit],
  };
}

export function gameRoutes(flows: GameFlows, games: GamesRepository): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const simulations = simulationFlows(flows);

  router.get('/game/state', async (req, res) => {
    res.json(gameStateOf(await flows.currentGame(playerOf(req).sub)));
  });

  router.get('/game/objectives', async (req, res) => {
    const doc = await flows.currentGame(playerOf(req).sub);
    res.json(objectives(doc.company).map(objectiveForPlayer));
  });

  router.get('/game/history', async (req, res) => {
    const doc = await flows.currentGame(playerOf(req).sub);
    res.json(doc.company.history);
  });

  router.patch('/game/advance-quarter', async (req, res) => {
    const { result } = await flows.advance(playerOf(req).sub);
    const body: AdvanceQuarterResponse = {
      gameEnded: result.ended,
      reason: result.state.endReason,
      finalScore: result.state.finalScore,
      currentQuarter: result.state.currentQuarter,
    };
    res.json(body);
  });

  // The one way a game begins (reads never create one): 201 with the new game, or 200 with the existing one.
  router.post('/game/start', async (req, res) => {
    parseInput(startGameRequestSchema, req.body);
    const { doc, created } = await flows.start(playerOf(req).sub);
    res.status(created ? 201 : 200).json(gameStateOf(doc));
  });

  router.post('/game/restart', async (req, res) => {
    res.status(201).json(gameStateOf(await flows.restart(playerOf(req).sub)));
  });

  router.get('/game/counterfactual', async (req, res) => {
    res.json(counterfactualOf(await flows.currentGame(playerOf(req).sub)));
  });

  router.post('/game/challenge', async (req, res) => {
    const { sub, gameMode, firstName } = playerOf(req);
    // The leaderboard shows a name only with the player's say-so; otherwise the anonymous label.
    const { showName } = parseInput(startChallengeRequestSchema, req.body) ?? { showName: false };
    const doc = await flows.startChallenge({
      userId: sub,
      mode: gameMode ?? 'demo',
      firstName: (showName && firstName?.trim()) || ANONYMOUS_CHALLENGER,
    });
    res.status(201).json(gameStateOf(doc));
  });

  router.get('/game/challenge/leaderboard', async (req, res) => {
    const player = playerOf(req);
    const query = parseInput(challengeLeaderboardQuerySchema, req.query);
    const day = query.day ?? challengeDay(new Date());
    const mode = query.mode ?? player.gameMode ?? 'demo';
    const board: ChallengeLeaderboard = {
      day,
      mode,
      entries: leaderboardOf(await games.acceptedChallengeGames(day, mode), player.sub),
    };
    res.json(board);
  });

  // A read: the engine plays forward on a copy; the game is not changed.
  router.post('/game/projections', async (req, res) => {
    const input = parseInput(projectionRequestSchema, req.body);
    const doc = await flows.currentGame(playerOf(req).sub);
    const projection: ProjectionResponse = projectProposals(
      doc.company,
      doc.openScenarios,
      input.proposals,
      input.quarters,
    );
    res.json(projection);
  });

  // The quarterly levers: what is set for the coming quarter, a projection (a read), and setting them.
  router.get('/game/levers', async (req, res) => {
    const view: QuarterlyLeversView = leversView(await flows.currentGame(playerOf(req).sub));
    res.json(view);
  });

  router.post('/game/levers/projection', async (req, res) => {
    const levers = parseInput(quarterlyLeversSchema, req.body);
    const projection: QuarterlyLeversProjection = projectLevers(
      await flows.currentGame(playerOf(req).sub),
      levers,
    );
    res.json(projection);
  });

  router.put('/game/levers', async (req, res) => {
    const levers = parseInput(quarterlyLeversSchema, req.body);
    const view: QuarterlyLeversView = leversView(await flows.setQuarterlyLevers(playerOf(req).sub, levers));
    res.json(view);
  });

  router.get('/financial/latest', async (req, res) => {
    const c = (await flows.currentGame(playerOf(req).sub)).company;
    const latest: FinancialLatest = {
      netWorth: c.netWorth,
      cashFlow: c.cashFlow,
      revenue: c.revenue,
      quarterlyGrowth: c.quarterlyGrowth,
      marketShare: c.marketShare,
      employeeCount: c.employeeCount,
      quarter: c.quartersPlayed,
    };
    res.json(latest);
  });

  router.get('/financial/events', async (req, res) => {
    const doc = await flows.currentGame(playerOf(req).sub);
    const events: FinancialEvent[] = doc.ledger
      .slice(-100)
      .reverse()
      .map((e) => ({
        id: e.id,
        description: e.description,
        eventType: e.eventType,
        triggeredBy: e.triggeredBy,
        occurredAt: e.occurredAt,
        amount: e.amount,
        quarter: e.quarter,
      }));
    res.json(events);
  });

  // A read: the quarters are rebuilt from the ledger on every ask, nothing is stored.
  router.get('/financial/breakdown', async (req, res) => {
    const { quarter } = parseInput(financialBreakdownQuerySchema, req.query);
    const doc = await flows.existingGame(playerOf(req).sub);
    const quarters = doc ? quarterBreakdowns(doc.company.history, doc.ledger) : [];
    const body: FinancialBreakdown = {
      quarters: quarter === undefined ? quarters : quarters.filter((q) => q.quarter === quarter),
    };
    res.json(body);
  });

  router.post('/financial/apply-cost', async (req, res) => {
    const input = parseInput(applyCostRequestSchema, req.body);
    res.status(201).json(await simulations.applyCost(playerOf(req).sub, input));
  });

  // A read: what each option returns in this game, before the player pays.
  router.get('/simulations/options', async (req, res) => {
    res.json(await simulations.options(playerOf(req).sub));
  });

  router.post('/simulations/complete', async (req, res) => {
    const input = parseInput(completeSimulationRequestSchema, req.body);
    res.json(await simulations.complete(playerOf(req).sub, input));
  });

  router.get('/decisions', async (req, res) => {
    const doc = await flows.currentGame(playerOf(req).sub);
    const decisions: Decision[] = [...doc.decisions].reverse().map((d) => ({
      id: d.id,
      title: d.title,
      description: d.description,
      category: d.category,
      financialImpact: d.financialImpact,
      timeImpact: d.timeImpact,
      status: d.status,
      proposedBy: d.proposedBy,
      createdAt: d.createdAt,
    }));
    res.json(decisions);
  });

  router.patch('/decisions/:id/implement', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const decision = await flows.implementDecision(playerOf(req).sub, id);
    res.json({ id: decision.id, status: decision.status });
  });

  router.use(domainErrors);
  return router;
}
