import { apiGet, communicationSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The same key as /communications and the dashboard, so the feed is cached once.
export const communicationsQueryKey = ['/api/communications'] as const;
/** Each agent's chat lives under this prefix; a scenario's grade and analyses land there too. */
export const agentConversationsKeyPrefix = ['/api/communications/agent'] as const;
const communicationsSchema = communicationSchema.array();

/** SPEC §7: GET /api/communications refreshes every 15 s. */
export const communicationsQueryOptions = () =>
  queryOptions({
    queryKey: communicationsQueryKey,
    queryFn: () => apiGet('/api/communications', communicationsSchema),
    refetchInterval: 15_000,
  });

export const useCommunications = () => useQuery(communicationsQueryOptions());
