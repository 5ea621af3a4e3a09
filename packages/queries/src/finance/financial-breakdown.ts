import { financialBreakdownResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const financialBreakdownQueryKey = ['/api/financial/breakdown'] as const;
/** Every played quarter, oldest first, split by where the money came from and went. */
export const getFinancialBreakdown = () =>
  call('GET /api/financial/breakdown', {}, {}, financialBreakdownResponseSchema);
export const financialBreakdownQueryOptions = () =>
  queryOptions({ queryKey: financialBreakdownQueryKey, queryFn: getFinancialBreakdown });
export const useFinancialBreakdown = () => useQuery(financialBreakdownQueryOptions());
