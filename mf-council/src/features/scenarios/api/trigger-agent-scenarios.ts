import { apiRequest, triggerAgentScenariosResponseSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterScenarioChange } from './scenario-cache';

/** POST /api/game/trigger-agent-scenarios: concerned agents each raise a scenario. */
export const triggerAgentScenarios = () =>
  apiRequest('POST', '/api/game/trigger-agent-scenarios', undefined, triggerAgentScenariosResponseSchema);

export function useTriggerAgentScenarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerAgentScenarios,
    onSettled: () => invalidateAfterScenarioChange(queryClient),
  });
}
