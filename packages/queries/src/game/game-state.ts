import { gameStateSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

const gameState = viewQuery('GET /api/game/state', gameStateSchema);
export const gameStateQueryKey = gameState.queryKey;
export const getGameState = gameState.fetch;
export const gameStateQueryOptions = gameState.queryOptions;
export const useGameState = gameState.useQuery;
