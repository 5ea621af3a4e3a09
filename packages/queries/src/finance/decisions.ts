import { decisionsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const decisionsQueryKey = ['/api/decisions'] as const;
export const getDecisions = () => call('GET /api/decisions', {}, {}, decisionsResponseSchema);
export const decisionsQueryOptions = () =>
  queryOptions({ queryKey: decisionsQueryKey, queryFn: getDecisions });
export const useDecisions = () => useQuery(decisionsQueryOptions());
