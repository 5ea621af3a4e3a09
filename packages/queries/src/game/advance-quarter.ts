import { advanceQuarterResponseSchema } from '@ai-council/contracts';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';

/** PATCH /api/game/advance-quarter: the quarter is played; the answer says whether the game ended. */
export const advanceQuarter = () =>
  call('PATCH /api/game/advance-quarter', {}, undefined, advanceQuarterResponseSchema);

/**
 * Plays the quarter. A quarter changes everything the page shows; the
 * council's views follow once its read has landed (not awaited: the caller's
 * toast shows at once).
 */
export const useAdvanceQuarter = mutationHook(advanceQuarter, (queryClient) => ({
  onSuccess: (result) => void refreshAfter.quarterAdvanced(queryClient, result.currentQuarter),
}));
