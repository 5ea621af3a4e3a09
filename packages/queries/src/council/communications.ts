import { communicationSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const communicationsQueryKey = ['/api/communications'] as const;
const communicationListSchema = communicationSchema.array();
export const getCommunications = () => call('GET /api/communications', {}, {}, communicationListSchema);
/** SPEC §7: GET /api/communications refreshes every 15 s. */
export const COMMUNICATIONS_REFRESH_MS = 15_000;
export const communicationsQueryOptions = () =>
  queryOptions({
    queryKey: communicationsQueryKey,
    queryFn: getCommunications,
    refetchInterval: COMMUNICATIONS_REFRESH_MS,
  });
export const useCommunications = () => useQuery(communicationsQueryOptions());
