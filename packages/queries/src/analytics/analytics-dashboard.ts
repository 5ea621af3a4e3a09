import { analyticsResponseSchema, isHttpError } from '@ai-council/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

/** yyyy-MM-dd dates, both ends included. */
export interface AnalyticsRange {
  startDate: string;
  endDate: string;
}

/** SPEC §5/§8: any non-OK answer is this error, and the screen shows 'No Analytics Data'. */
export const ANALYTICS_FETCH_ERROR = 'Failed to fetch analytics';

export const analyticsDashboardQueryKey = ({ startDate, endDate }: AnalyticsRange) =>
  ['/api/analytics/dashboard', startDate, endDate] as const;

export async function getAnalyticsDashboard({ startDate, endDate }: AnalyticsRange, signal?: AbortSignal) {
  try {
    return await call('GET /api/analytics/dashboard', {}, { startDate, endDate }, analyticsResponseSchema, {
      signal,
    });
  } catch (error) {
    if (isHttpError(error)) throw new Error(ANALYTICS_FETCH_ERROR);
    throw error;
  }
}

export const analyticsDashboardQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsDashboardQueryKey(range),
    queryFn: ({ signal }) => getAnalyticsDashboard(range, signal),
    // A new window keeps the last figures on screen until its own arrive: no flash, no jump.
    placeholderData: keepPreviousData,
  });
export const useAnalyticsDashboard = (range: AnalyticsRange) =>
  useQuery(analyticsDashboardQueryOptions(range));
