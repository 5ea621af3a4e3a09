import { apiKeyRecordSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** Provider, name and date of each stored key; never the key itself. */
const apiKeys = viewQuery('GET /api/api-keys', apiKeyRecordSchema.array());
export const apiKeysQueryKey = apiKeys.queryKey;
export const getApiKeys = apiKeys.fetch;
export const apiKeysQueryOptions = apiKeys.queryOptions;
export const useApiKeys = apiKeys.useQuery;
