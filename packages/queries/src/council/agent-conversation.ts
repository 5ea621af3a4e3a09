import { communicationSchema } from '@ai-council/contracts';
import { call } from '../call';
import { queryOptions, useQuery } from '@tanstack/react-query';

const conversationSchema = communicationSchema.array();
/** Every conversation lives under this prefix; one agent's is [prefix, agentName]. */
export const agentConversationKeyPrefix = '/api/communications/agent';
export const agentConversationQueryKey = (agentName: string) =>
  [agentConversationKeyPrefix, agentName] as const;
// Agent names have spaces; the key keeps the plain name, the path is encoded.
export const getAgentConversation = (agentName: string) =>
  call('GET /api/communications/agent/{agentName}', { agentName }, {}, conversationSchema);
/** SPEC §7: refreshed every 3 s while an agent is selected, so answers show up on their own. */
export const agentConversationQueryOptions = (agentName: string) =>
  queryOptions({
    queryKey: agentConversationQueryKey(agentName),
    queryFn: () => getAgentConversation(agentName),
    refetchInterval: 3_000,
  });
/** The player's chat with one agent, oldest first; idle while no agent is selected. */
export function useAgentConversation(agentName: string | undefined) {
  return useQuery({ ...agentConversationQueryOptions(agentName ?? ''), enabled: Boolean(agentName) });
}
