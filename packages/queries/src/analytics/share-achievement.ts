import { achievementShareResponseSchema, achievementUnshareResponseSchema } from '@ai-council/contracts';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';

/**
 * POST /api/achievements/{id}/share: the share id of the player's unlocked
 * achievement, the same every time (its public page is /achievements/{shareId}).
 */
export const shareAchievement = (achievementId: string) =>
  call('POST /api/achievements/{id}/share', { id: achievementId }, undefined, achievementShareResponseSchema);

/** Shares an achievement; the list learns its share id, so the next share needs no call. */
export const useShareAchievement = mutationHook(shareAchievement, (queryClient) => ({
  onSuccess: () => refreshAfter.achievementSharing(queryClient),
}));

/** DELETE /api/achievements/{id}/share: the public link stops working at once (its card too). */
export const unshareAchievement = (achievementId: string) =>
  call(
    'DELETE /api/achievements/{id}/share',
    { id: achievementId },
    undefined,
    achievementUnshareResponseSchema,
  );

/** Stops sharing an achievement; the list forgets its share id, so a new share mints a new link. */
export const useUnshareAchievement = mutationHook(unshareAchievement, (queryClient) => ({
  onSuccess: () => refreshAfter.achievementSharing(queryClient),
}));
