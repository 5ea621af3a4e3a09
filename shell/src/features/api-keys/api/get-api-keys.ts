import { apiGet, apiKeyRecordSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const apiKeysQueryKey = ['/api/api-keys'] as const;
const apiKeyListSchema = apiKeyRecordSchema.array();

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: () => apiGet('/api/api-keys', apiKeyListSchema) });

/** GET /api/api-keys: provider, name and date of each stored key; never the key itself. */
export const useApiKeys = () => useQuery(apiKeysQueryOptions());
