// The HTTP calls of the system (SPEC §7 and the calls the screens add), each
// with the zod schemas of its body and its answer: the source of the OpenAPI
// document the gateway serves at /api/openapi.json and /api/docs.
import { z } from 'zod';
import * as analytics from '../api/analytics';
import * as apiKeys from '../api/api-keys';
import * as auth from '../api/auth';
import * as council from '../api/council';
import * as game from '../api/game';
import * as levers from '../api/levers';
import * as projections from '../api/projections';

export type Owner = 'gateway' | 'svc-game' | 'svc-council' | 'svc-analytics';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template: `/api/scenarios/{id}`. */
  path: string;
  summary: string;
  owner: Owner;
  request?: z.ZodType;
  response?: z.ZodType;
  /** Answered with 201 rather than 200. */
  created?: boolean;
  /** An idempotent create: what its 200 answer means (nothing was created). */
  existing?: string;
  /** Query parameters, an object schema. */
  query?: z.ZodType;
  /** An answer that is a file rather than JSON (its media type). */
  file?: string;
  /** Answered to anyone, without a session: the gateway forwards no user token for it. */
  public?: boolean;
}

export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/status',
    summary: 'Who is signed in',
    owner: 'gateway',
    response: auth.authStatusSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in',
    owner: 'gateway',
    request: auth.loginRequestSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account',
    owner: 'gateway',
    request: auth.registerRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/auth/guest',
    summary: 'Continue as a guest',
    owner: 'gateway',
    request: auth.guestRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    summary: 'End every session of the account',
    owner: 'gateway',
  },
  { method: 'POST', path: '/api/logout', summary: 'End this session', owner: 'gateway' },
  {
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change the password (the current one again); every other session ends',
    owner: 'gateway',
    request: auth.changePasswordRequestSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/delete-account',
    summary: 'Delete the account and erase every service’s data of it',
    owner: 'gateway',
    request: auth.deleteAccountRequestSchema,
  },
  {
    method: 'PATCH',
    path: '/api/auth/user',
    summary: 'Set game mode and onboarding',
    owner: 'gateway',
    request: auth.updateUserRequestSchema,
    response: auth.userSchema,
  },
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
  {
    method: 'POST',
    path: '/api/game/trigger-agent-scenarios',
    summary: 'Agents raise scenarios',
    owner: 'svc-council',
    response: council.triggerAgentScenariosResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/scenarios',
    summary: 'Every scenario of the game',
    owner: 'svc-council',
    response: z.array(council.scenarioSchema),
  },
  {
    method: 'PATCH',
    path: '/api/scenarios/{id}',
    summary: 'Decide a scenario (graded)',
    owner: 'svc-council',
    request: council.resolveScenarioRequestSchema,
    response: council.scenarioSchema,
  },
  {
    method: 'POST',
    path: '/api/scenarios/{id}/preview',
    summary: 'What a draft decision would do (grade, spend, levers); writes nothing',
    owner: 'svc-council',
    request: council.resolveScenarioRequestSchema,
    response: council.decisionPreviewSchema,
  },
  {
    method: 'POST',
    path: '/api/scenarios/generate',
    summary: 'Raise a scenario on demand',
    owner: 'svc-council',
    request: council.generateScenarioRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/scenarios/request-analysis',
    summary: 'An agent analyses a scenario',
    owner: 'svc-council',
    request: council.requestAnalysisSchema,
    response: council.analysisResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/agents',
    summary: 'The board',
    owner: 'svc-council',
    response: z.array(council.agentSchema),
  },
  {
    method: 'GET',
    path: '/api/agents/{id}/profile',
    summary: 'An agent and its temperament',
    owner: 'svc-council',
    response: council.agentProfileSchema,
  },
  {
    method: 'POST',
    path: '/api/agents/simulate-action',
    summary: 'An agent acts',
    owner: 'svc-council',
    request: council.simulateActionRequestSchema,
    response: council.simulateActionResponseSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/agents/request-recommendation',
    summary: 'The council votes on a question',
    owner: 'svc-council',
    request: council.requestRecommendationSchema,
    response: council.recommendationResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/council/emergency',
    summary: 'Convene an emergency council',
    owner: 'svc-council',
    request: council.emergencyCouncilRequestSchema,
    response: council.councilMeetingSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/council/meetings',
    summary: 'Convene a regular council',
    owner: 'svc-council',
    request: council.regularMeetingRequestSchema,
    response: council.councilMeetingSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/council/{id}/messages',
    summary:
      'Speak in a meeting; the council answers (in llm mode, `Accept: text/event-stream` streams each answer: `text` events, then `done` with this body)',
    owner: 'svc-council',
    request: council.meetingMessageRequestSchema,
    response: council.meetingMessageResponseSchema,
    created: true,
  },
  {
    method: 'GET',
    path: '/api/council/{id}/transcript',
    summary: 'A meeting as a Markdown file',
    owner: 'svc-council',
    file: 'text/markdown',
  },
  {
    method: 'PATCH',
    path: '/api/council/{id}/end',
    summary: 'End a meeting',
    owner: 'svc-council',
    response: council.councilMeetingSchema,
  },
  {
    method: 'GET',
    path: '/api/council/active',
    summary: 'The meeting in session',
    owner: 'svc-council',
    response: council.activeMeetingResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/council/meetings',
    summary: 'Meetings of the game',
    owner: 'svc-council',
    response: council.meetingsResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/dashboard/overview',
    summary: 'The council read of the company',
    owner: 'svc-council',
    response: council.dashboardOverviewSchema,
  },
  {
    method: 'GET',
    path: '/api/communications',
    summary: 'The board feed',
    owner: 'svc-council',
    response: z.array(council.communicationSchema),
  },
  {
    method: 'GET',
    path: '/api/communications/agent/{agentName}',
    summary: 'The chat with one agent',
    owner: 'svc-council',
    response: z.array(council.communicationSchema),
  },
  {
    method: 'POST',
    path: '/api/communications/to-agent',
    summary:
      'Write to an agent (in llm mode, `Accept: text/event-stream` streams the answer: `text` events, then `done` with this body)',
    owner: 'svc-council',
    request: council.toAgentRequestSchema,
    response: council.toAgentResponseSchema,
    created: true,
  },
  {
    method: 'GET',
    path: '/api/api-keys',
    summary: 'Stored provider keys (never the key)',
    owner: 'svc-council',
    response: council.apiKeyListSchema,
  },
  {
    method: 'POST',
    path: '/api/api-keys',
    summary: 'Store a provider key, encrypted',
    owner: 'svc-council',
    request: apiKeys.addApiKeyRequestSchema,
    response: council.apiKeyRecordSchema,
    created: true,
  },
  { method: 'DELETE', path: '/api/api-keys/{id}', summary: 'Delete a stored key', owner: 'svc-council' },
  {
    method: 'PUT',
    path: '/api/api-keys/{id}/cap',
    summary: "Set or clear a key's monthly spending cap",
    owner: 'svc-council',
    request: apiKeys.setKeyCapRequestSchema,
    response: council.apiKeyRecordSchema,
  },
  {
    method: 'GET',
    path: '/api/analytics/dashboard',
    summary: 'Analytics over a date range',
    owner: 'svc-analytics',
    query: analytics.analyticsDashboardQuerySchema,
    response: analytics.analyticsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/analytics/events',
    summary: 'Record an analytics event',
    owner: 'svc-analytics',
    request: analytics.analyticsEventRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/analytics/feature-usage',
    summary: 'Record a feature use',
    owner: 'svc-analytics',
    request: analytics.featureUsageRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/analytics/sessions',
    summary: 'Start a session',
    owner: 'svc-analytics',
    request: analytics.startSessionRequestSchema,
    response: analytics.startSessionResponseSchema,
    created: true,
  },
  {
    method: 'PATCH',
    path: '/api/analytics/sessions/{id}',
    summary: 'End a session',
    owner: 'svc-analytics',
    request: analytics.endSessionRequestSchema,
  },
  {
    method: 'GET',
    path: '/api/achievements',
    summary: 'Achievements of the player',
    owner: 'svc-analytics',
    response: analytics.achievementsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/achievements/{id}/share',
    summary: 'Share an unlocked achievement: the id of its public link',
    owner: 'svc-analytics',
    response: analytics.achievementShareResponseSchema,
    created: true,
    existing: 'Already shared: the same id as before',
  },
  {
    method: 'DELETE',
    path: '/api/achievements/{id}/share',
    summary: 'Stop sharing an achievement: its public link and card answer 404 from now on',
    owner: 'svc-analytics',
    response: analytics.achievementUnshareResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/achievements/public/{shareId}',
    summary: 'A shared achievement, as anyone sees it (no session needed)',
    owner: 'svc-analytics',
    response: analytics.publicAchievementSchema,
    public: true,
  },
  {
    method: 'GET',
    path: '/api/achievements/public/{shareId}/card.png',
    summary: 'A shared achievement as a 1200x630 PNG card (no session needed)',
    owner: 'svc-analytics',
    file: 'image/png',
    public: true,
  },
];

/** The calls anyone may make without a session, as patterns over the request path. */
export const publicApiPaths: readonly RegExp[] = apiRoutes
  .filter((route) => route.public)
  .map((route) => new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`));
