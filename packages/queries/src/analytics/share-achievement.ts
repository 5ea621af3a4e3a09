import { achievementShareResponseSchema, achievementUnshareResponseSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call';
import { achievementsQueryKey } from './achievements';

/**
 * POST /api/achievements/{id}/share: the share id of the player's unlocked
 * achievement, the same every time (its public page is /achievements/{shareId}).
 */
export const shareAchievement = (achievementId: string) =>
  call('POST /api/achievements/{id}/share', { id: achievementId }, undefined, achievementShareResponseSchema);

/** Shares an achievement; the list learns its share id, so the next share needs no call. */
export function useShareAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareAchievement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: achievementsQueryKey }),
  });
}

/** DELETE /api/achievements/{id}/share: the public link stops working at once (its card too). */
export const unshareAchievement = (achievementId: string) =>
  call(
    'DELETE /api/achievements/{id}/share',
    { id: achievementId },
    undefined,
    achievementUnshareResponseSchema,
  );

/** Stops sharing an achievement; the list forgets its share id, so a new share mints a new link. */
export function useUnshareAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unshareAchievement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: achievementsQueryKey }),
  });
}
