import { financialBreakdownResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** Every played quarter, oldest first, split by where the money came from and went. */
const financialBreakdown = viewQuery('GET /api/financial/breakdown', financialBreakdownResponseSchema);
export const financialBreakdownQueryKey = financialBreakdown.queryKey;
export const getFinancialBreakdown = financialBreakdown.fetch;
export const financialBreakdownQueryOptions = financialBreakdown.queryOptions;
export const useFinancialBreakdown = financialBreakdown.useQuery;
