import { gameHistoryResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

const gameHistory = viewQuery('GET /api/game/history', gameHistoryResponseSchema);
export const gameHistoryQueryKey = gameHistory.queryKey;
export const getGameHistory = gameHistory.fetch;
export const gameHistoryQueryOptions = gameHistory.queryOptions;
export const useGameHistory = gameHistory.useQuery;
