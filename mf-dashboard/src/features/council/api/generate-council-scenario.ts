import { apiRequest, generateScenarioRequestSchema, scenarioSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communicationsQueryKey, dashboardOverviewQueryKey, scenariosQueryKey } from '@ai-council/queries';

/**
 * From a council meeting the body is category and title (SPEC §7 also named `force`: the client
 * no longer sends it; svc-council lets the meeting in session raise its scenario past the cap).
 */
export const generateCouncilScenarioInputSchema = generateScenarioRequestSchema.options[0];
export interface GenerateCouncilScenarioInput {
  category: string;
  title: string;
}

export const generateCouncilScenario = (input: GenerateCouncilScenarioInput) =>
  apiRequest(
    'POST',
    '/api/scenarios/generate',
    generateCouncilScenarioInputSchema.parse(input),
    scenarioSchema,
  );

export function useGenerateCouncilScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCouncilScenario,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scenariosQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardOverviewQueryKey }),
        queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
      ]),
  });
}
