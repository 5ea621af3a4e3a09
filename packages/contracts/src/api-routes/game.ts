// The calls svc-game answers: the game, its money, simulations and decisions.
import * as game from '../api/game';
import * as levers from '../api/levers';
import * as projections from '../api/projections';
import type { ApiRoute } from './api-route';

export const gameRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/game/state',
    summary: 'The game: quarter, status, metrics',
    owner: 'svc-game',
    response: game.gameStateSchema,
  },
  {
    method: 'GET',
    path: '/api/game/objectives',
    summary: 'Objectives and progress',
    owner: 'svc-game',
    response: game.objectivesResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/game/history',
    summary: 'One record per played quarter',
    owner: 'svc-game',
    response: game.gameHistoryResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/game/start',
    summary: 'Start the game (reads never create one)',
    owner: 'svc-game',
    request: game.startGameRequestSchema,
    response: game.gameStateSchema,
    created: true,
    existing: 'The game was already started: it is answered unchanged',
  },
  {
    method: 'PATCH',
    path: '/api/game/advance-quarter',
    summary: 'Play the next quarter',
    owner: 'svc-game',
    response: game.advanceQuarterResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/game/restart',
    summary: 'Play again: a new game',
    owner: 'svc-game',
    response: game.gameStateSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/game/projections',
    summary:
      'What proposals would do: the engine run forward on a copy of the company, with and without each (nothing is saved)',
    owner: 'svc-game',
    request: projections.projectionRequestSchema,
    response: projections.projectionResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/game/levers',
    summary:
      'The quarterly levers: what is set for the coming quarter (price, hiring, marketing and R&D budgets, financing), what is running, and the bounds',
    owner: 'svc-game',
    response: levers.quarterlyLeversViewSchema,
  },
  {
    method: 'POST',
    path: '/api/game/levers/projection',
    summary:
      'What quarterly levers would do: the engine run two quarters ahead on a copy of the company, with and without them (nothing is saved)',
    owner: 'svc-game',
    limitBucket: 'previews',
    request: levers.quarterlyLeversSchema,
    response: levers.quarterlyLeversProjectionSchema,
  },
  {
    method: 'PUT',
    path: '/api/game/levers',
    summary:
      'Set the quarterly levers for the coming quarter; they apply when it is played, then clear (financing is one-off)',
    owner: 'svc-game',
    request: levers.quarterlyLeversSchema,
    response: levers.quarterlyLeversViewSchema,
  },
  {
    method: 'GET',
    path: '/api/game/counterfactual',
    summary:
      'The ended game beside the same seed with every council proposal followed, and with nothing decided',
    owner: 'svc-game',
    response: game.counterfactualResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/game/challenge',
    summary: "Today's challenge: a new game on the seed of the UTC date",
    owner: 'svc-game',
    request: game.startChallengeRequestSchema,
    response: game.gameStateSchema,
    created: true,
  },
  {
    method: 'GET',
    path: '/api/game/challenge/leaderboard',
    summary: "A day's challenge leaderboard of a mode: entries verified by replaying their games",
    owner: 'svc-game',
    query: game.challengeLeaderboardQuerySchema,
    response: game.challengeLeaderboardSchema,
  },
  {
    method: 'GET',
    path: '/api/financial/latest',
    summary: 'Latest financial figures',
    owner: 'svc-game',
    response: game.financialLatestSchema,
  },
  {
    method: 'GET',
    path: '/api/financial/events',
    summary: 'Financial events, newest first',
    owner: 'svc-game',
    response: game.financialEventsResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/financial/breakdown',
    summary:
      'Per played quarter: net worth and cash change split into market, operations, decisions, scenarios, simulations and one-offs',
    owner: 'svc-game',
    query: game.financialBreakdownQuerySchema,
    response: game.financialBreakdownResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/financial/apply-cost',
    summary:
      'Pay for a simulation option; opens its simulation and draws its outcome, which stays on the server until complete',
    owner: 'svc-game',
    request: game.applyCostRequestSchema,
    response: game.applyCostResponseSchema,
    created: true,
  },
  {
    method: 'GET',
    path: '/api/simulations/options',
    summary:
      "Every simulation option's expected return in this game, and for a scenario run before the diminished return its next run pays",
    owner: 'svc-game',
    response: game.simulationOptionsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/simulations/complete',
    summary:
      'Settle an open simulation: reveals the outcome drawn when it opened and books its whole return (assets and cash) at once',
    owner: 'svc-game',
    request: game.completeSimulationRequestSchema,
    response: game.completeSimulationResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/decisions',
    summary: 'Council decisions',
    owner: 'svc-game',
    response: game.decisionsResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/decisions/{id}/implement',
    summary: 'Implement a pending decision',
    owner: 'svc-game',
  },
];
