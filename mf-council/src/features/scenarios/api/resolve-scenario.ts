import {
  apiRequest,
  resolveScenarioRequestSchema,
  scenarioSchema,
  type Scenario,
} from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter, scenariosQueryKey } from '@ai-council/queries';

/** SPEC §5: the decision, trimmed, must not be blank; status is always 'resolved'. */
export const resolveScenarioInputSchema = resolveScenarioRequestSchema;

export interface ResolveScenarioInput {
  scenarioId: string;
  playerDecision: string;
}

/** PATCH /api/scenarios/{id}: the answer is the resolved scenario with its grade. */
export const resolveScenario = ({ scenarioId, playerDecision }: ResolveScenarioInput) =>
  apiRequest(
    'PATCH',
    `/api/scenarios/${encodeURIComponent(scenarioId)}`,
    resolveScenarioInputSchema.parse({ status: 'resolved', playerDecision }),
    scenarioSchema,
  );

export function useResolveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveScenario,
    // The pending list and the sidebar badge drop the scenario at once; the refetch confirms it.
    onSuccess: (resolved) =>
      queryClient.setQueryData<Scenario[]>(scenariosQueryKey, (list) =>
        list?.map((scenario) => (scenario.id === resolved.id ? resolved : scenario)),
      ),
    // The council's views refresh now; the money once svc-game has applied the grade (not awaited:
    // the grade card shows at once).
    onSettled: (_resolved, _error, input) =>
      void refreshAfter.scenarioResolved(queryClient, input.scenarioId),
  });
}
