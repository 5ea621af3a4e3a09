import { apiKeyRecordSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const apiKeysQueryKey = ['/api/api-keys'] as const;
const apiKeyListSchema = apiKeyRecordSchema.array();
/** Provider, name and date of each stored key; never the key itself. */
export const getApiKeys = () => call('GET /api/api-keys', {}, {}, apiKeyListSchema);
export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());
