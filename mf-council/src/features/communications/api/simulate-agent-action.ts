import { apiRequest, simulateActionRequestSchema, simulateActionResponseSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentsQueryKey, communicationsQueryKey, decisionsQueryKey } from '@ai-council/queries';

export const simulateAgentActionInputSchema = simulateActionRequestSchema;
export interface SimulateAgentActionInput {
  agentId: string;
}

export const simulateAgentAction = (input: SimulateAgentActionInput) =>
  apiRequest(
    'POST',
    '/api/agents/simulate-action',
    simulateAgentActionInputSchema.parse(input),
    simulateActionResponseSchema,
  );

/** The agent reviews its department and posts a proposal: the feed, the board and pending decisions change. */
export function useSimulateAgentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateAgentAction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: decisionsQueryKey }),
      ]),
  });
}
