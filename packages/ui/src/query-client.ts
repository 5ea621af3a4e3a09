import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * The one QueryClient of a page with SPEC §7 defaults: no retries, no interval
 * refetch, no refetch on focus, data never stale; query failures are logged.
 * The default fetcher comes from @ai-council/contracts (getQueryFn).
 */
export function createQueryClient(defaultQueryFn: QueryFunction): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Query failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
