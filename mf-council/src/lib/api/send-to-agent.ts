import { apiRequest, toAgentRequestSchema, toAgentResponseSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentConversationKeyPrefix, communicationsQueryKey } from '@ai-council/queries';

export interface ToAgentInput {
  agentName: string;
  message: string;
  priority?: 'low' | 'normal' | 'high' | 'urgent';
}

export const sendToAgent = (input: ToAgentInput) =>
  apiRequest(
    'POST',
    '/api/communications/to-agent',
    toAgentRequestSchema.parse(input),
    toAgentResponseSchema,
  );

/** The player writes to one agent, who answers in character; the feed gains both messages. */
export function useSendToAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToAgent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: [agentConversationKeyPrefix] }),
      ]),
  });
}
