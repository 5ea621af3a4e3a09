import { agentProfileSchema, apiGet } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentsQueryKey } from './agents';

export const agentProfileQueryKey = (agentId: string) => [...agentsQueryKey, agentId, 'profile'] as const;
export const getAgentProfile = (agentId: string) =>
  apiGet(`/api/agents/${encodeURIComponent(agentId)}/profile`, agentProfileSchema);
export const agentProfileQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: agentProfileQueryKey(agentId), queryFn: () => getAgentProfile(agentId) });
/** Throws to the card's error boundary when the profile cannot load. */
export const useAgentProfile = (agentId: string) =>
  useQuery({ ...agentProfileQueryOptions(agentId), throwOnError: true });
