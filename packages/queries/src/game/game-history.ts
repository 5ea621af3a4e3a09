import { gameHistoryResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const gameHistoryQueryKey = ['/api/game/history'] as const;
export const getGameHistory = () => call('GET /api/game/history', {}, {}, gameHistoryResponseSchema);
export const gameHistoryQueryOptions = () =>
  queryOptions({ queryKey: gameHistoryQueryKey, queryFn: getGameHistory });
export const useGameHistory = () => useQuery(gameHistoryQueryOptions());
