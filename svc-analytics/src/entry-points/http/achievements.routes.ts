import { Router } from 'express';
import { achievementShareResponseSchema, achievementUnshareResponseSchema } from '@ai-council/contracts';
import { notFound, playerOf } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { achievementsWithShares, shareAchievement } from '../../domain/achievements/shares';

export function achievementsRoutes(ctx: AnalyticsContext): Router {
  const router = Router({ caseSensitive: true, strict: true });
  // Only the signed-in player's own achievements; locked ones are listed too.
  router.get('/achievements', async (req, res) => {
    res.json(await achievementsWithShares(playerOf(req).sub, ctx));
  });
  // Sharing makes an unlocked achievement public at /achievements/{shareId}; a locked one has no page.
  router.post('/achievements/:id/share', async (req, res) => {
    const player = playerOf(req);
    const shared = await shareAchievement(
      { userId: player.sub, firstName: player.firstName },
      String(req.params.id),
      ctx,
    );
    if (!shared) throw notFound('You have not unlocked that achievement yet, so it cannot be shared.');
    res
      .status(shared.created ? 201 : 200)
      .json(achievementShareResponseSchema.parse({ shareId: shared.shareId }));
  });
  // Unsharing ends the public link at once (its card leaves public caches within CARD_CACHE's minutes).
  router.delete('/achievements/:id/share', async (req, res) => {
    const released = await ctx.shares.release(playerOf(req).sub, String(req.params.id));
    if (!released) throw notFound('That achievement is not shared.');
    res.json(achievementUnshareResponseSchema.parse({ unshared: true }));
  });
  return router;
}
