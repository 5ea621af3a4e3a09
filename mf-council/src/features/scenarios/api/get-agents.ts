import { agentSchema, apiGet } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The same key as every other council screen, so the board is fetched once per page.
export const agentsQueryKey = ['/api/agents'] as const;
const agentsSchema = agentSchema.array();

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: agentsQueryKey, queryFn: () => apiGet('/api/agents', agentsSchema) });

/** GET /api/agents: who can be asked for an analysis. */
export const useAgents = () => useQuery(agentsQueryOptions());
