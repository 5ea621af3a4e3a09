import { financialLatestSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const financialLatestQueryKey = ['/api/financial/latest'] as const;
export const getFinancialLatest = () => call('GET /api/financial/latest', {}, {}, financialLatestSchema);
export const financialLatestQueryOptions = () =>
  queryOptions({ queryKey: financialLatestQueryKey, queryFn: getFinancialLatest });
export const useFinancialLatest = () => useQuery(financialLatestQueryOptions());
