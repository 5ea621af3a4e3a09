import { apiGet, financialLatestSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Same key as mf-finance: the one QueryClient keeps a single answer for the page.
export const financialLatestQueryKey = ['/api/financial/latest'] as const;

export const financialLatestQueryOptions = () =>
  queryOptions({
    queryKey: financialLatestQueryKey,
    queryFn: () => apiGet('/api/financial/latest', financialLatestSchema),
  });

export const useFinancialLatest = () => useQuery(financialLatestQueryOptions());
