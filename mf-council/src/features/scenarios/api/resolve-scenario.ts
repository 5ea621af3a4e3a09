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

/**
 * What the caller does with the outcome. These run as the mutation's own
 * callbacks, never as mutate()'s: dropping the decided scenario from the
 * pending list unmounts the form that sent it (it was the last one, or another
 * took its place), and mutate()'s callbacks die with it, taking the 'Decision
 * Recorded' toast and the grade card along.
 */
export interface ResolveScenarioCallbacks {
  onResolved?: (resolved: Scenario) => void;
  onFailed?: (error: unknown) => void;
}

export function useResolveScenario(callbacks: ResolveScenarioCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveScenario,
    // The pending list and the sidebar badge drop the scenario at once; the refetch confirms it.
    onSuccess: (resolved) => {
      callbacks.onResolved?.(resolved);
      queryClient.setQueryData<Scenario[]>(scenariosQueryKey, (list) =>
        list?.map((scenario) => (scenario.id === resolved.id ? resolved : scenario)),
      );
    },
    onError: (error) => callbacks.onFailed?.(error),
    // The council's views refresh now; the money once svc-game has applied the grade (not awaited:
    // the grade card shows at once).
    onSettled: (_resolved, _error, input) =>
      void refreshAfter.scenarioResolved(queryClient, input.scenarioId),
  });
}
