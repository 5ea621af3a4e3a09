import { counterfactualResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

/**
 * The ended game beside the council followed and nothing decided. Keyed by
 * game: an ended game's comparison never changes, and another game's is another answer.
 */
export const counterfactualQueryKey = (gameId: string) => ['/api/game/counterfactual', gameId] as const;
export const getCounterfactual = () =>
  call('GET /api/game/counterfactual', {}, {}, counterfactualResponseSchema);
export const counterfactualQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: counterfactualQueryKey(gameId), queryFn: getCounterfactual, staleTime: Infinity });
export const useCounterfactual = (gameId: string) => useQuery(counterfactualQueryOptions(gameId));
