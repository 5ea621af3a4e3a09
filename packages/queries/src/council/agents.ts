import { agentSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

const agents = viewQuery('GET /api/agents', agentSchema.array());
export const agentsQueryKey = agents.queryKey;
export const getAgents = agents.fetch;
export const agentsQueryOptions = agents.queryOptions;
export const useAgents = agents.useQuery;
