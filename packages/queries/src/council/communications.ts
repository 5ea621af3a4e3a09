import { communicationSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** SPEC §7: GET /api/communications refreshes every 15 s. */
export const COMMUNICATIONS_REFRESH_MS = 15_000;
const communications = viewQuery('GET /api/communications', communicationSchema.array(), {
  refetchInterval: COMMUNICATIONS_REFRESH_MS,
});
export const communicationsQueryKey = communications.queryKey;
export const getCommunications = communications.fetch;
export const communicationsQueryOptions = communications.queryOptions;
export const useCommunications = communications.useQuery;
