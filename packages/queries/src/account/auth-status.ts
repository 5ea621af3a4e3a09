import { authStatusSchema, getQueryFn } from '@ai-council/contracts';
import { queryOptions } from '@tanstack/react-query';

export const authStatusQueryKey = ['/api/auth/status'] as const;
/** SPEC §7: stale after 30 s, no retry, no refetch on focus; a 401 reads as "not signed in". */
export const authStatusQueryOptions = () =>
  queryOptions({
    queryKey: authStatusQueryKey,
    queryFn: getQueryFn({ on401: 'returnNull', schema: authStatusSchema }),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
