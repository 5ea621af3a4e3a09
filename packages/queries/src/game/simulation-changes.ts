import {
  applyCostRequestSchema,
  applyCostResponseSchema,
  completeSimulationRequestSchema,
  completeSimulationResponseSchema,
} from '@ai-council/contracts';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { announceFinancialUpdate, refreshAfter } from '../refreshes';

export interface ApplyCostInput {
  /** Whole US dollars. */
  cost: number;
  /** '{scenario title} - {option title}' */
  description: string;
  category: string;
}

/** POST /api/financial/apply-cost: svc-game opens the simulation and draws its outcome, keeping it. */
export const applyCost = (input: ApplyCostInput) =>
  call('POST /api/financial/apply-cost', {}, applyCostRequestSchema.parse(input), applyCostResponseSchema);

/** SPEC §7: on OK the page hears a financialUpdate and the money views refetch. */
export const useApplyCost = mutationHook(applyCost, (queryClient) => ({
  onSuccess: (_answer, input) => {
    announceFinancialUpdate({
      type: 'cost_applied',
      amount: input.cost * 100,
      description: input.description,
    });
    return refreshAfter.moneyMoved(queryClient);
  },
}));

export interface CompleteSimulationInput {
  /** The simulation apply-cost opened. */
  simulationId: string;
  scenarioTitle: string;
}

/**
 * POST /api/simulations/complete: asks svc-game for the outcome it drew when
 * the simulation opened, once the run reaches its outcome phase; the answer
 * reveals it and the return booked.
 */
export const completeSimulation = (input: CompleteSimulationInput) =>
  call(
    'POST /api/simulations/complete',
    {},
    completeSimulationRequestSchema.parse(input),
    completeSimulationResponseSchema,
  );

/** SPEC §7: on OK the page hears a financialUpdate with the revealed outcome. */
export const useCompleteSimulation = mutationHook(completeSimulation, (queryClient) => ({
  onSuccess: (settled) => {
    announceFinancialUpdate({
      type: 'simulation_complete',
      impact: settled.impact,
      outcome: settled.outcome,
    });
    return refreshAfter.moneyMoved(queryClient);
  },
}));
