import { meetingsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

/** SPEC §7: refetched after changes. */
export const councilMeetingsQueryKey = ['/api/council/meetings'] as const;
export const getCouncilMeetings = () => call('GET /api/council/meetings', {}, {}, meetingsResponseSchema);
export const councilMeetingsQueryOptions = () =>
  queryOptions({ queryKey: councilMeetingsQueryKey, queryFn: getCouncilMeetings });
export const useCouncilMeetings = () => useQuery(councilMeetingsQueryOptions());
