import { apiGet, gameStateSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const gameStateQueryKey = ['/api/game/state'] as const;
export const getGameState = () => apiGet('/api/game/state', gameStateSchema);
export const gameStateQueryOptions = () =>
  queryOptions({ queryKey: gameStateQueryKey, queryFn: getGameState });
export const useGameState = () => useQuery(gameStateQueryOptions());
