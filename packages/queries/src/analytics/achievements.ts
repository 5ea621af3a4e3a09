import { achievementsResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** Every achievement of the player, locked ones included. */
const achievements = viewQuery('GET /api/achievements', achievementsResponseSchema);
export const achievementsQueryKey = achievements.queryKey;
export const getAchievements = achievements.fetch;
export const achievementsQueryOptions = achievements.queryOptions;
export const useAchievements = achievements.useQuery;
