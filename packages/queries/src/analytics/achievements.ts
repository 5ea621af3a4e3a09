import { achievementsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const achievementsQueryKey = ['/api/achievements'] as const;
/** Every achievement of the player, locked ones included. */
export const getAchievements = () => call('GET /api/achievements', {}, {}, achievementsResponseSchema);
export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementsQueryKey, queryFn: getAchievements });
export const useAchievements = () => useQuery(achievementsQueryOptions());
