import { apiGet, meetingsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** SPEC §7: refetched after changes. */
export const councilMeetingsQueryKey = ['/api/council/meetings'] as const;
export const getCouncilMeetings = () => apiGet('/api/council/meetings', meetingsResponseSchema);
export const councilMeetingsQueryOptions = () =>
  queryOptions({ queryKey: councilMeetingsQueryKey, queryFn: getCouncilMeetings });
export const useCouncilMeetings = () => useQuery(councilMeetingsQueryOptions());
