import { financialEventsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const financialEventsQueryKey = ['/api/financial/events'] as const;
/** Newest first, as the service answers. */
export const getFinancialEvents = () =>
  call('GET /api/financial/events', {}, {}, financialEventsResponseSchema);
export const financialEventsQueryOptions = () =>
  queryOptions({ queryKey: financialEventsQueryKey, queryFn: getFinancialEvents });
export const useFinancialEvents = () => useQuery(financialEventsQueryOptions());
