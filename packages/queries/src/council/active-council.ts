import { activeMeetingResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const activeCouncilQueryKey = ['/api/council/active'] as const;
/** SPEC §7: GET /api/council/active refreshes every 10 s. */
export const ACTIVE_COUNCIL_REFRESH_MS = 10_000;
/** The meeting in session, or null when there is none. */
export const getActiveCouncil = () => call('GET /api/council/active', {}, {}, activeMeetingResponseSchema);
export const activeCouncilQueryOptions = () =>
  queryOptions({
    queryKey: activeCouncilQueryKey,
    queryFn: getActiveCouncil,
    refetchInterval: ACTIVE_COUNCIL_REFRESH_MS,
  });
export const useActiveCouncil = () => useQuery(activeCouncilQueryOptions());
