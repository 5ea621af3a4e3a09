import { achievementsResponseSchema, apiGet } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const achievementsQueryKey = ['/api/achievements'] as const;

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: achievementsQueryKey,
    // Every achievement of the player, locked ones included.
    queryFn: () => apiGet('/api/achievements', achievementsResponseSchema),
  });

export const useAchievements = () => useQuery(achievementsQueryOptions());
