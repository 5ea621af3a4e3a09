import { apiRequest, scenarioSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterScenarioChange } from './scenario-cache';

/** SPEC §7: the player's own request is a strategic one. */
export const playerScenarioRequest = { triggerType: 'user_requested', category: 'strategic' } as const;

export const generateScenario = () =>
  apiRequest('POST', '/api/scenarios/generate', playerScenarioRequest, scenarioSchema);

export function useGenerateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateScenario,
    onSettled: () => invalidateAfterScenarioChange(queryClient),
  });
}
