import { apiGet, financialLatestSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const financialLatestQueryKey = ['/api/financial/latest'] as const;
export const getFinancialLatest = () => apiGet('/api/financial/latest', financialLatestSchema);
export const financialLatestQueryOptions = () =>
  queryOptions({ queryKey: financialLatestQueryKey, queryFn: getFinancialLatest });
export const useFinancialLatest = () => useQuery(financialLatestQueryOptions());
