import { gameStateSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const gameStateQueryKey = ['/api/game/state'] as const;
export const getGameState = () => call('GET /api/game/state', {}, {}, gameStateSchema);
export const gameStateQueryOptions = () =>
  queryOptions({ queryKey: gameStateQueryKey, queryFn: getGameState });
export const useGameState = () => useQuery(gameStateQueryOptions());
