import { apiGet, communicationSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Same key as the Communications page: one cached list for the whole app.
export const communicationsQueryKey = ['/api/communications'] as const;

/** SPEC §7: GET /api/communications refreshes every 15 s. */
export const COMMUNICATIONS_REFRESH_MS = 15_000;

const communicationsSchema = communicationSchema.array();

export const getCommunications = () => apiGet('/api/communications', communicationsSchema);

export const communicationsQueryOptions = () =>
  queryOptions({
    queryKey: communicationsQueryKey,
    queryFn: getCommunications,
    refetchInterval: COMMUNICATIONS_REFRESH_MS,
  });

export const useCommunications = () => useQuery(communicationsQueryOptions());
