import { publicAchievementSchema } from '@ai-council/contracts';
import { call } from '../call';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A shared achievement as anyone sees it at /achievements/{shareId} (no session needed). */
export const publicAchievementQueryKey = (shareId: string) => ['/api/achievements/public', shareId] as const;
export const getPublicAchievement = (shareId: string) =>
  call('GET /api/achievements/public/{shareId}', { shareId }, {}, publicAchievementSchema);
export const publicAchievementQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: publicAchievementQueryKey(shareId),
    queryFn: () => getPublicAchievement(shareId),
  });
export const usePublicAchievement = (shareId: string) => useQuery(publicAchievementQueryOptions(shareId));
