import { Router } from 'express';
import {
  achievementShareResponseSchema,
  achievementsResponseSchema,
  achievementUnshareResponseSchema,
} from '@ai-council/contracts';
import { answer, notFound, who } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { achievementsWithShares, shareAchievement } from '../../domain/achievements/shares';

export function achievementsRoutes(ctx: AnalyticsContext): Router {
  const router = Router({ caseSensitive: true, strict: true });
  // Only the signed-in player's own achievements; locked ones are listed too.
  router.get('/achievements', async (req, res) => {
    answer(res, achievementsResponseSchema, await achievementsWithShares(who(req).userId, ctx));
  });
  // Sharing makes an unlocked achievement public at /achievements/{shareId}; a locked one has no page.
  router.post('/achievements/:id/share', async (req, res) => {
    const { userId, firstName } = who(req);
    const shared = await shareAchievement({ userId, firstName }, String(req.params.id), ctx);
    if (!shared) throw notFound('You have not unlocked that achievement yet, so it cannot be shared.');
    answer(res, achievementShareResponseSchema, { shareId: shared.shareId }, shared.created ? 201 : 200);
  });
  // Unsharing ends the public link at once (its card leaves public caches within CARD_CACHE's minutes).
  router.delete('/achievements/:id/share', async (req, res) => {
    const released = await ctx.shares.release(who(req).userId, String(req.params.id));
    if (!released) throw notFound('That achievement is not shared.');
    answer(res, achievementUnshareResponseSchema, { unshared: true });
  });
  return router;
}
