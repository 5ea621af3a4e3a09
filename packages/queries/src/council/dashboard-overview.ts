import { dashboardOverviewSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** SPEC §7: GET /api/dashboard/overview refreshes every 30 s. */
export const DASHBOARD_OVERVIEW_REFRESH_MS = 30_000;
const dashboardOverview = viewQuery('GET /api/dashboard/overview', dashboardOverviewSchema, {
  refetchInterval: DASHBOARD_OVERVIEW_REFRESH_MS,
});
export const dashboardOverviewQueryKey = dashboardOverview.queryKey;
export const getDashboardOverview = dashboardOverview.fetch;
export const dashboardOverviewQueryOptions = dashboardOverview.queryOptions;
export const useDashboardOverview = dashboardOverview.useQuery;
