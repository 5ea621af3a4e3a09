import { apiRequest, completeSimulationRequestSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationOutcome } from '../../../lib/simulation-scenarios';
import { announceFinancialUpdate, refreshAfter } from '@ai-council/queries';

export interface CompleteSimulationInput {
  simulationResults: { outcome: SimulationOutcome; impact: number; learnings: string[] };
  scenarioTitle: string;
}

// SPEC §7: the response is not read.
export const completeSimulation = (input: CompleteSimulationInput) =>
  apiRequest('POST', '/api/simulations/complete', completeSimulationRequestSchema.parse(input));

/** SPEC §7: on OK the page hears a financialUpdate; a failure is only logged. */
export function useCompleteSimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSimulation,
    onSuccess: (_answer, input) => {
      announceFinancialUpdate({
        type: 'simulation_complete',
        impact: input.simulationResults.impact,
        outcome: input.simulationResults.outcome,
      });
      return refreshAfter.moneyMoved(queryClient);
    },
    onError: (error) => console.error('Completing the simulation failed', error),
  });
}
