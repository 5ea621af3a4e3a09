import { apiGet, communicationSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The default fetcher's key for GET /api/communications, shared with the rest of the page.
export const communicationsQueryKey = ['/api/communications'] as const;

const communicationListSchema = communicationSchema.array();

export const communicationsQueryOptions = () =>
  queryOptions({
    queryKey: communicationsQueryKey,
    queryFn: () => apiGet('/api/communications', communicationListSchema),
  });

export const useCommunications = () => useQuery(communicationsQueryOptions());
