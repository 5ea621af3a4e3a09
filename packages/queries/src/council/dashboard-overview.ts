import { dashboardOverviewSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const dashboardOverviewQueryKey = ['/api/dashboard/overview'] as const;
/** SPEC §7: GET /api/dashboard/overview refreshes every 30 s. */
export const DASHBOARD_OVERVIEW_REFRESH_MS = 30_000;
export const getDashboardOverview = () =>
  call('GET /api/dashboard/overview', {}, {}, dashboardOverviewSchema);
export const dashboardOverviewQueryOptions = () =>
  queryOptions({
    queryKey: dashboardOverviewQueryKey,
    queryFn: getDashboardOverview,
    refetchInterval: DASHBOARD_OVERVIEW_REFRESH_MS,
  });
export const useDashboardOverview = () => useQuery(dashboardOverviewQueryOptions());
