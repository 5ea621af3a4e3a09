import { apiGet, decisionsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const decisionsQueryKey = ['/api/decisions'] as const;

/** SPEC §9: the page lists up to 5 pending decisions. */
export const PENDING_DECISIONS_LIMIT = 5;

export const decisionsQueryOptions = () =>
  queryOptions({
    queryKey: decisionsQueryKey,
    queryFn: () => apiGet('/api/decisions', decisionsResponseSchema),
  });

export const useDecisions = () => useQuery(decisionsQueryOptions());
