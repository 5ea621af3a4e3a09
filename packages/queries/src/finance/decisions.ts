import { decisionsResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

const decisions = viewQuery('GET /api/decisions', decisionsResponseSchema);
export const decisionsQueryKey = decisions.queryKey;
export const getDecisions = decisions.fetch;
export const decisionsQueryOptions = decisions.queryOptions;
export const useDecisions = decisions.useQuery;
