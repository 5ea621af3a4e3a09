import { apiGet, decisionsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const decisionsQueryKey = ['/api/decisions'] as const;
export const getDecisions = () => apiGet('/api/decisions', decisionsResponseSchema);
export const decisionsQueryOptions = () =>
  queryOptions({ queryKey: decisionsQueryKey, queryFn: getDecisions });
export const useDecisions = () => useQuery(decisionsQueryOptions());
