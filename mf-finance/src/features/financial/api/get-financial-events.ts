import { apiGet, financialEventsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const financialEventsQueryKey = ['/api/financial/events'] as const;

/** SPEC §9: the page lists up to 8 recent financial events. */
export const RECENT_EVENTS_LIMIT = 8;

export const financialEventsQueryOptions = () =>
  queryOptions({
    queryKey: financialEventsQueryKey,
    // The service answers newest first.
    queryFn: () => apiGet('/api/financial/events', financialEventsResponseSchema),
  });

export const useFinancialEvents = () => useQuery(financialEventsQueryOptions());
