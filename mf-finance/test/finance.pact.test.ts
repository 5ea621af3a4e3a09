// mf-finance's pacts: every call the financial pages make to svc-game, through
// their real fetchers (the query layer's and the remote's own api/).
import {
  challengeLeaderboard,
  counterfactualAnswer,
  decisions,
  financialBreakdown,
  financialEvents,
  fromProviderState,
  gameHistory,
  gameState,
  like,
  objectives,
  quarterlyLeversProjection,
  quarterlyLeversView,
  recordWebPact,
  string,
  type WebInteraction,
} from '@ai-council/contracts/http-pact';
import { gameStateRead, latestFinancesRead } from '@ai-council/queries/pact';
import {
  getChallengeLeaderboard,
  getCounterfactual,
  getDecisions,
  getFinancialBreakdown,
  getFinancialEvents,
  getGameHistory,
  getObjectives,
  getQuarterlyLevers,
  implementDecision,
  projectQuarterlyLevers,
  restartGame,
  setQuarterlyLevers,
  startChallenge,
} from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

/** A marketing budget and every other lever at its default, as the fetchers send it. */
const marketingLevers = {
  priceChangePercent: 0,
  hiring: { plan: 'as-needed' },
  marketingBudget: 2_000_000,
  researchBudget: 0,
  financing: { kind: 'none' },
};

/** What the financial dashboard reads: the game, its finances, the quarters played and how the last one broke down. */
const financialPageReads: WebInteraction[] = [
  gameStateRead,
  latestFinancesRead,
  {
    state: 'a player who has played a quarter',
    description: 'the financial events, newest first',
    method: 'GET',
    path: '/api/financial/events',
    status: 200,
    response: financialEvents(),
    call: getFinancialEvents,
  },
  {
    state: 'a player who has played a quarter',
    description: 'the quarters played',
    method: 'GET',
    path: '/api/game/history',
    status: 200,
    response: gameHistory(),
    call: getGameHistory,
  },
  {
    state: 'a player with a game',
    description: 'the objectives',
    method: 'GET',
    path: '/api/game/objectives',
    status: 200,
    response: objectives(),
    call: getObjectives,
  },
  {
    state: 'a player who has played a quarter',
    description: 'the quarter breakdown',
    method: 'GET',
    path: '/api/financial/breakdown',
    status: 200,
    response: financialBreakdown(),
    call: getFinancialBreakdown,
  },
];

/** The council decisions, and implementing one. */
const decisionCalls: WebInteraction[] = [
  {
    state: 'a player with a pending decision',
    description: 'the council decisions',
    method: 'GET',
    path: '/api/decisions',
    status: 200,
    response: decisions('pending'),
    call: getDecisions,
  },
  {
    state: 'a player with a pending decision',
    description: 'implementing a decision',
    method: 'PATCH',
    path: fromProviderState('/api/decisions/${decisionId}/implement', '/api/decisions/decision-1/implement'),
    status: 200,
    response: like({ id: string('decision-1'), status: string('implemented') }),
    call: () => implementDecision('decision-1'),
  },
];

/** The coming quarter's levers: read, projected and set. */
const leverCalls: WebInteraction[] = [
  {
    state: 'a player with a game',
    description: 'the quarterly levers for the coming quarter',
    method: 'GET',
    path: '/api/game/levers',
    status: 200,
    response: quarterlyLeversView(),
    call: getQuarterlyLevers,
  },
  {
    state: 'a player with a game',
    description: 'the projection of a marketing budget for the coming quarter',
    method: 'POST',
    path: '/api/game/levers/projection',
    body: marketingLevers,
    status: 200,
    response: quarterlyLeversProjection(),
    call: () => projectQuarterlyLevers({ marketingBudget: 2_000_000 }),
  },
  {
    state: 'a player with a game',
    description: 'setting a marketing budget for the coming quarter',
    method: 'PUT',
    path: '/api/game/levers',
    body: marketingLevers,
    status: 200,
    response: quarterlyLeversView(2_000_000),
    call: () => setQuarterlyLevers({ marketingBudget: 2_000_000 }),
  },
];

/** The game-over page: the game beside the council followed, and playing again. */
const gameOverCalls: WebInteraction[] = [
  {
    state: 'a player whose game has ended',
    description: 'the ended game beside the council followed and nothing decided',
    method: 'GET',
    path: '/api/game/counterfactual',
    status: 200,
    response: counterfactualAnswer(),
    call: getCounterfactual,
  },
  {
    state: 'a player with a game',
    description: 'playing again',
    method: 'POST',
    path: '/api/game/restart',
    status: 201,
    response: gameState(),
    call: restartGame,
  },
];

/** Today's challenge: starting it and its leaderboard. */
const dailyChallengeCalls: WebInteraction[] = [
  {
    state: 'a player with a game',
    description: "starting today's challenge",
    method: 'POST',
    path: '/api/game/challenge',
    status: 201,
    response: gameState(),
    call: () => startChallenge({ showName: true }),
  },
  {
    state: 'a player whose challenge game has ended',
    description: "today's challenge leaderboard of the player's mode",
    method: 'GET',
    path: '/api/game/challenge/leaderboard',
    status: 200,
    response: challengeLeaderboard(1),
    call: () => getChallengeLeaderboard(),
  },
];

describe('mf-finance’s contracts (pact)', () => {
  it('when the financial pages read, implement and restart, then svc-game answers in the shapes they show', async () => {
    const result = await recordWebPact('mf-finance', 'svc-game', [
      ...financialPageReads,
      ...decisionCalls,
      ...leverCalls,
      ...gameOverCalls,
      ...dailyChallengeCalls,
    ]);
    expect(result.answers[12]).toMatchObject({ currentQuarter: 1, status: 'active' });
    expect(result.answers[13]).toMatchObject({ currentQuarter: 1, status: 'active' });
    expect(result.same, result.staleMessage).toBe(true);
  });
});
