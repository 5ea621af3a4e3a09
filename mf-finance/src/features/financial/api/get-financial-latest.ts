import { apiGet, financialLatestSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Same key the shell's sidebar uses, so the one QueryClient shares the answer.
export const financialLatestQueryKey = ['/api/financial/latest'] as const;

export const financialLatestQueryOptions = () =>
  queryOptions({
    queryKey: financialLatestQueryKey,
    queryFn: () => apiGet('/api/financial/latest', financialLatestSchema),
  });

export const useFinancialLatest = () => useQuery(financialLatestQueryOptions());
