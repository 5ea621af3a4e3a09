// The public side of shared achievements (issue 14): answered to anyone, no
// user token (the gateway forwards none for these paths). What it shows is
// the achievement, when it was earned and the player's first name: nothing
// else of theirs.
import { Router, type Response } from 'express';
import { publicAchievementSchema } from '@ai-council/contracts';
import { answer, notFound } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { achievementCardSvg } from '../../domain/achievements/card';
import { publicAchievement } from '../../domain/achievements/shares';

const unavailable = () =>
  notFound("This achievement isn't available. The link may be mistyped, or it is no longer shared.");

/** The card is public and changes only if the player's first name does: caches may keep it a while. */
// Minutes, not a day: an unshared or erased achievement's card leaves public caches soon after.
const CARD_CACHE = 'public, max-age=300';

export function publicAchievementsRoutes(ctx: AnalyticsContext): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const find = async (shareId: string) => {
    const found = await publicAchievement(shareId, ctx);
    if (!found) throw unavailable();
    return found;
  };

  router.get('/achievements/public/:shareId', async (req, res) => {
    answer(res, publicAchievementSchema, await find(String(req.params.shareId)));
  });

  router.get('/achievements/public/:shareId/card.png', async (req, res: Response) => {
    const svg = achievementCardSvg(await find(String(req.params.shareId)));
    const etag = ctx.cards.etagOf(svg);
    res.set({
      'Cache-Control': CARD_CACHE,
      ETag: etag,
      // Previews are fetched and shown by other sites.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const card = await ctx.cards.render(svg);
    res.type('image/png').send(card.png);
  });
  return router;
}
