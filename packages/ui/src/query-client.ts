import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { isStillBeingSetUp } from '@ai-council/contracts';

/** How long a view keeps asking while a new player's company is being set up (40 × 0.5 s). */
const SETUP_RETRIES = 40;

/**
 * The one QueryClient of a page with SPEC §7 defaults: no retries, no interval
 * refetch, no refetch on focus, data never stale; query failures are logged.
 * The one exception to "no retries": while the council answers that a new
 * player's company is still being set up, the view stays loading and asks again.
 * The default fetcher comes from @ai-council/contracts (getQueryFn).
 */
export function createQueryClient(defaultQueryFn: QueryFunction): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isStillBeingSetUp(error)) console.error('Query failed', query.queryKey, error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: (failures, error) => isStillBeingSetUp(error) && failures < SETUP_RETRIES,
        retryDelay: 500,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
