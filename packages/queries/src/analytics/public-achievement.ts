import { apiGet, publicAchievementPath, publicAchievementSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A shared achievement as anyone sees it at /achievements/{shareId} (no session needed). */
export const publicAchievementQueryKey = (shareId: string) => ['/api/achievements/public', shareId] as const;
export const getPublicAchievement = (shareId: string) =>
  apiGet(publicAchievementPath(shareId), publicAchievementSchema);
export const publicAchievementQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: publicAchievementQueryKey(shareId),
    queryFn: () => getPublicAchievement(shareId),
  });
export const usePublicAchievement = (shareId: string) => useQuery(publicAchievementQueryOptions(shareId));
