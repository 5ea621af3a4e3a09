import { financialEventsResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** Newest first, as the service answers. */
const financialEvents = viewQuery('GET /api/financial/events', financialEventsResponseSchema);
export const financialEventsQueryKey = financialEvents.queryKey;
export const getFinancialEvents = financialEvents.fetch;
export const financialEventsQueryOptions = financialEvents.queryOptions;
export const useFinancialEvents = financialEvents.useQuery;
