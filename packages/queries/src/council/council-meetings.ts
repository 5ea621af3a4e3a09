import { meetingsResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** SPEC §7: refetched after changes. */
const councilMeetings = viewQuery('GET /api/council/meetings', meetingsResponseSchema);
export const councilMeetingsQueryKey = councilMeetings.queryKey;
export const getCouncilMeetings = councilMeetings.fetch;
export const councilMeetingsQueryOptions = councilMeetings.queryOptions;
export const useCouncilMeetings = councilMeetings.useQuery;
