import { analyticsResponseSchema } from '@ai-council/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range';

/** SPEC §5/§8: any non-OK answer is this error, and the screen shows 'No Analytics Data'. */
export const ANALYTICS_FETCH_ERROR = 'Failed to fetch analytics';

export async function fetchAnalyticsDashboard({ startDate, endDate }: DateRange, signal?: AbortSignal) {
  const query = new URLSearchParams({ startDate, endDate });
  const response = await fetch(`/api/analytics/dashboard?${query.toString()}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(ANALYTICS_FETCH_ERROR);
  return analyticsResponseSchema.parse(await response.json());
}

export const analyticsDashboardQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['/api/analytics/dashboard', range.startDate, range.endDate],
    queryFn: ({ signal }) => fetchAnalyticsDashboard(range, signal),
    // A new window keeps the last figures on screen until its own arrive: no flash, no jump.
    placeholderData: keepPreviousData,
  });

export const useAnalyticsDashboard = (range: DateRange) => useQuery(analyticsDashboardQueryOptions(range));
