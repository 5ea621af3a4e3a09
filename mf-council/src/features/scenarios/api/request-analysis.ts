import { analysisResponseSchema, apiRequest, requestAnalysisSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentConversationKeyPrefix, communicationsQueryKey } from '@ai-council/queries';

/** SPEC §7: the question the agent answers when the player leaves it blank. */
export const DEFAULT_ANALYSIS_QUESTION =
  'Please provide your detailed analysis and recommendations for this business scenario.';

export const requestAnalysisInputSchema = requestAnalysisSchema;

export interface RequestAnalysisInput {
  scenarioId: string;
  agentId: string;
  question: string;
}

/** POST /api/scenarios/request-analysis; a blank question becomes the default one. */
export const requestAnalysis = (input: RequestAnalysisInput) =>
  apiRequest(
    'POST',
    '/api/scenarios/request-analysis',
    requestAnalysisInputSchema.parse({
      ...input,
      question: input.question.trim() || DEFAULT_ANALYSIS_QUESTION,
    }),
    analysisResponseSchema,
  );

export function useRequestAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAnalysis,
    // The agent also posts the analysis to the player, so the feed and its chat change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: [agentConversationKeyPrefix] }),
      ]),
  });
}
