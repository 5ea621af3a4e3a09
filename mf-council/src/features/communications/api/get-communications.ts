import { apiGet, communicationSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const communicationsQueryKey = ['/api/communications'] as const;
const communicationsSchema = communicationSchema.array();

/** SPEC §2: the page shows the 10 most recent system communications. */
export const SYSTEM_COMMUNICATIONS_SHOWN = 10;

/** SPEC §7: GET /api/communications refreshes every 15 s. */
export const communicationsQueryOptions = () =>
  queryOptions({
    queryKey: communicationsQueryKey,
    queryFn: () => apiGet('/api/communications', communicationsSchema),
    refetchInterval: 15_000,
  });

export const useCommunications = () => useQuery(communicationsQueryOptions());
