import { apiRequest, type Decision } from '@ai-council/contracts';
import { toast } from '@ai-council/ui';
import { centsToDollars, formatMoney } from '@ai-council/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@ai-council/contracts';
import { announceFinancialUpdate, decisionsQueryKey, refreshAfter } from '@ai-council/queries';

export const implementDecision = (id: string) =>
  apiRequest('PATCH', `/api/decisions/${encodeURIComponent(id)}/implement`);

/** SPEC §4: a pending decision becomes implemented through the Implement action. */
export function useImplementDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => implementDecision(decision.id),
    onSuccess: async (_answer, decision) => {
      toast({
        title: 'Decision Implemented',
        description: `${decision.title} is now in effect (${formatMoney(centsToDollars(decision.financialImpact))}).`,
        variant: 'success',
      });
      // The decision moved money: every view of the finances (this page, the sidebar) refetches.
      announceFinancialUpdate({
        type: 'decision_implemented',
        amount: decision.financialImpact,
        description: decision.title,
      });
      await refreshAfter.moneyMoved(queryClient);
    },
    onError: async (error) => {
      // SPEC §8 shows no error handling here; the service's reason (cash too short,
      // already implemented) is more use to the player than silence.
      console.error('Implement decision failed', error);
      toast({ title: 'Could Not Implement', description: serverMessage(error), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: decisionsQueryKey });
    },
  });
}
