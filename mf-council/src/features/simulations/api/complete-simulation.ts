import {
  apiRequest,
  completeSimulationRequestSchema,
  completeSimulationResponseSchema,
} from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceFinancialUpdate, refreshAfter } from '@ai-council/queries';

export interface CompleteSimulationInput {
  /** The simulation apply-cost opened. */
  simulationId: string;
  scenarioTitle: string;
}

/**
 * Asks svc-game for the outcome it drew when the simulation opened, once the
 * run reaches its outcome phase: the answer reveals it and the return booked.
 */
export const completeSimulation = (input: CompleteSimulationInput) =>
  apiRequest(
    'POST',
    '/api/simulations/complete',
    completeSimulationRequestSchema.parse(input),
    completeSimulationResponseSchema,
  );

/** SPEC §7: on OK the page hears a financialUpdate with the revealed outcome; a failure is only logged. */
export function useCompleteSimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSimulation,
    onSuccess: (settled) => {
      announceFinancialUpdate({
        type: 'simulation_complete',
        impact: settled.impact,
        outcome: settled.outcome,
      });
      return refreshAfter.moneyMoved(queryClient);
    },
    onError: (error) => console.error('Completing the simulation failed', error),
  });
}
