// The reads several web apps make, stated once for their consumer pacts: each app's pact test still lists
// the ones it relies on, by name, beside the interactions only it makes. Tests only: not part of the bundle.
import {
  communication,
  eachLike,
  financialLatest,
  gameState,
  scenario,
  type WebInteraction,
} from '@ai-council/contracts/http-pact';
import { getCommunications } from '../council/communications';
import { getScenarios } from '../council/scenarios';
import { getFinancialLatest } from '../finance/financial-latest';
import { getGameState } from '../game/game-state';

export const gameStateRead: WebInteraction = {
  state: 'a player with a game',
  description: 'the game state',
  method: 'GET',
  path: '/api/game/state',
  status: 200,
  response: gameState(),
  call: getGameState,
};

export const latestFinancesRead: WebInteraction = {
  state: 'a player with a game',
  description: 'the latest finances',
  method: 'GET',
  path: '/api/financial/latest',
  status: 200,
  response: financialLatest(),
  call: getFinancialLatest,
};

export const boardFeedRead: WebInteraction = {
  state: 'a player whose game has started',
  description: 'the board feed',
  method: 'GET',
  path: '/api/communications',
  status: 200,
  response: eachLike(communication()),
  call: getCommunications,
};

export const scenariosRead: WebInteraction = {
  state: 'a player whose game has started',
  description: 'the scenarios of the game',
  method: 'GET',
  path: '/api/scenarios',
  status: 200,
  response: eachLike(scenario()),
  call: getScenarios,
};
