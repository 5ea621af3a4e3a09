import { Router } from 'express';
import { playerOf } from '@ai-council/service-kit';
import type { AnalyticsContext } from '../../context';
import { achievementsFor } from '../../domain/achievements/achievements';

export function achievementsRoutes(ctx: AnalyticsContext): Router {
  const router = Router();
  // Only the signed-in player's own achievements; locked ones are listed too.
  router.get('/achievements', async (req, res) => {
    res.json(await achievementsFor(playerOf(req).sub, ctx.facts));
  });
  return router;
}
