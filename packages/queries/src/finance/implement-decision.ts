import type { Decision } from '@ai-council/contracts';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { announceFinancialUpdate, refreshAfter } from '../refreshes';

/** PATCH /api/decisions/{id}/implement. */
export const implementDecision = (id: string) => call('PATCH /api/decisions/{id}/implement', { id });

const implementing = (decision: Decision) => implementDecision(decision.id);

/**
 * SPEC §4: a pending decision becomes implemented through the Implement
 * action. It moved money: the page hears a financialUpdate and every view of
 * the finances (this page, the sidebar) refetches; a refusal refreshes the
 * decisions as they now stand.
 */
export const useImplementDecision = mutationHook(implementing, (queryClient) => ({
  onSuccess: (_answer, decision) => {
    announceFinancialUpdate({
      type: 'decision_implemented',
      amount: decision.financialImpact,
      description: decision.title,
    });
    return refreshAfter.moneyMoved(queryClient);
  },
  onError: () => refreshAfter.decisionsChanged(queryClient),
}));
