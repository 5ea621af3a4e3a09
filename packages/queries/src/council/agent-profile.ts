import { agentProfileSchema } from '@ai-council/contracts';
import { call } from '../call';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentsQueryKey } from './agents';

export const agentProfileQueryKey = (agentId: string) => [...agentsQueryKey, agentId, 'profile'] as const;
export const getAgentProfile = (agentId: string) =>
  call('GET /api/agents/{id}/profile', { id: agentId }, {}, agentProfileSchema);
export const agentProfileQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: agentProfileQueryKey(agentId), queryFn: () => getAgentProfile(agentId) });
/** Throws to the card's error boundary when the profile cannot load. */
export const useAgentProfile = (agentId: string) =>
  useQuery({ ...agentProfileQueryOptions(agentId), throwOnError: true });
