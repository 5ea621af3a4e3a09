import { dashboardOverviewSchema } from '@ai-council/contracts';
import { Router } from 'express';
import type { CouncilContext } from '../../domain/use-cases/context';
import { dashboardOverview } from '../../domain/use-cases/dashboard';
import { who } from './player';

export function dashboardRoutes(ctx: CouncilContext): Router {
  const router = Router();
  router.get('/dashboard/overview', async (req, res) => {
    res.json(dashboardOverviewSchema.parse(await dashboardOverview(ctx, who(req))));
  });
  return router;
}
