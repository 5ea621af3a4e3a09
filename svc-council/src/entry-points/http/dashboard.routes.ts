import { dashboardOverviewSchema } from '@ai-council/contracts';
import { versionedViews } from '@ai-council/service-kit';
import { Router } from 'express';
import type { CouncilContext } from '../../domain/use-cases/context';
import { dashboardOverview, overviewSources, overviewVersion } from '../../domain/use-cases/dashboard';
import { who } from './player';

/** Overviews held per replica: one per recently polling player. */
const OVERVIEWS_HELD = 20_000;

export function dashboardRoutes(ctx: CouncilContext): Router {
  const router = Router({ caseSensitive: true, strict: true });
  // Polled every 30 s by every open dashboard (SPEC §7): derived once per
  // version of what it reads, then answered from that (or 304).
  const overviews = versionedViews({ maxEntries: OVERVIEWS_HELD });
  router.get('/dashboard/overview', async (req, res) => {
    const player = who(req);
    const sources = await overviewSources(ctx, player);
    await overviews.send(req, res, player.userId, overviewVersion(sources), async () =>
      dashboardOverviewSchema.parse(dashboardOverview(sources)),
    );
  });
  return router;
}
