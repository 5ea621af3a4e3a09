import { agentSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const agentsQueryKey = ['/api/agents'] as const;
const agentListSchema = agentSchema.array();
export const getAgents = () => call('GET /api/agents', {}, {}, agentListSchema);
export const agentsQueryOptions = () => queryOptions({ queryKey: agentsQueryKey, queryFn: getAgents });
export const useAgents = () => useQuery(agentsQueryOptions());
