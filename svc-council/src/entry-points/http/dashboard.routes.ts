import { dashboardOverviewSchema } from '@ai-council/contracts';
import { versionedViews, who } from '@ai-council/service-kit';
import { Router } from 'express';
import type { CouncilContext } from '../../domain/use-cases/context';
import { dashboardOverview, overviewSources } from '../../domain/use-cases/dashboard';
import { viewVersionOf } from './polled-view';

/** Overviews held per replica: one per recently polling player. */
const OVERVIEWS_HELD = 20_000;

export function dashboardRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });
  // Polled every 30 s by every open dashboard (SPEC §7): its version is known
  // without reading what it is derived from (a 304 reads nothing), and it is
  // derived once per version, then answered from that.
  const overviews = versionedViews({ maxEntries: OVERVIEWS_HELD });
  router.get('/dashboard/overview', async (req, res) => {
    const player = who(req);
    const version = viewVersionOf(player, 'overview', await ctx.views.of(player.userId, 'overview'));
    await overviews.send(req, res, player.userId, version, async () =>
      dashboardOverviewSchema.parse(dashboardOverview(await overviewSources(ctx, player))),
    );
  });
  return router;
}
