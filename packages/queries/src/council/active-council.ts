import { activeMeetingResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** SPEC §7: GET /api/council/active refreshes every 10 s. */
export const ACTIVE_COUNCIL_REFRESH_MS = 10_000;
/** The meeting in session, or null when there is none. */
const activeCouncil = viewQuery('GET /api/council/active', activeMeetingResponseSchema, {
  refetchInterval: ACTIVE_COUNCIL_REFRESH_MS,
});
export const activeCouncilQueryKey = activeCouncil.queryKey;
export const getActiveCouncil = activeCouncil.fetch;
export const activeCouncilQueryOptions = activeCouncil.queryOptions;
export const useActiveCouncil = activeCouncil.useQuery;
