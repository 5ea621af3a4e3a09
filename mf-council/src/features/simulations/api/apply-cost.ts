import { applyCostRequestSchema, applyCostResponseSchema, apiRequest } from '@ai-council/contracts';
import { toast } from '@ai-council/ui';
import { formatMoney } from '@ai-council/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceFinancialUpdate, refreshAfter } from '@ai-council/queries';

export interface ApplyCostInput {
  /** Whole US dollars. */
  cost: number;
  /** '{scenario title} - {option title}' */
  description: string;
  category: string;
}

export const applyCost = (input: ApplyCostInput) =>
  apiRequest(
    'POST',
    '/api/financial/apply-cost',
    applyCostRequestSchema.parse(input),
    applyCostResponseSchema,
  );

/**
 * SPEC §7: on OK a toast says the cost was deducted and the page hears a
 * financialUpdate; on failure it is only logged (the simulation starts anyway).
 */
export function useApplyCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCost,
    onSuccess: (_answer, input) => {
      toast({
        title: 'Financial Impact Applied',
        description: `${formatMoney(input.cost)} was deducted for ${input.description}.`,
      });
      announceFinancialUpdate({
        type: 'cost_applied',
        amount: input.cost * 100,
        description: input.description,
      });
      return refreshAfter.moneyMoved(queryClient);
    },
    onError: (error) => console.error('Applying the simulation cost failed', error),
  });
}
