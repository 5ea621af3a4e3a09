import { authStatusSchema, getQueryFn } from '@ai-council/contracts';
import { queryOptions } from '@tanstack/react-query';

export const authStatusQueryKey = ['/api/auth/status'] as const;
const fetchAuthStatus = getQueryFn({ on401: 'returnNull', schema: authStatusSchema });
/** GET /api/auth/status; a 401 reads as "not signed in" (null). */
export const getAuthStatus = (signal?: AbortSignal) =>
  fetchAuthStatus({ queryKey: authStatusQueryKey, signal });
/** SPEC §7: stale after 30 s, no retry, no refetch on focus. */
export const authStatusQueryOptions = () =>
  queryOptions({
    queryKey: authStatusQueryKey,
    queryFn: ({ signal }) => getAuthStatus(signal),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
