import { financialLatestSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

const financialLatest = viewQuery('GET /api/financial/latest', financialLatestSchema);
export const financialLatestQueryKey = financialLatest.queryKey;
export const getFinancialLatest = financialLatest.fetch;
export const financialLatestQueryOptions = financialLatest.queryOptions;
export const useFinancialLatest = financialLatest.useQuery;
