import { advanceQuarterResponseSchema, apiRequest } from '@ai-council/contracts';
import { toast } from '@ai-council/ui';
import { quarterLabel } from '@ai-council/rules';
import { refreshAfter } from '@ai-council/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

/** SPEC §4: after the game ends the player sees the game-over screen 2 s later. */
export const GAME_OVER_DELAY_MS = 2000;

export const advanceQuarter = () =>
  apiRequest('PATCH', '/api/game/advance-quarter', undefined, advanceQuarterResponseSchema);

export function useAdvanceQuarter() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: advanceQuarter,
    onSuccess: async (result) => {
      if (result.gameEnded) {
        toast({
          title: 'Game Ended',
          description: `Game completed: ${result.reason ?? 'unknown'}. Final score: ${result.finalScore ?? 0}`,
        });
        setTimeout(() => navigate('/game-over'), GAME_OVER_DELAY_MS);
      } else {
        toast({
          title: 'Quarter Advanced',
          description: `Welcome to ${quarterLabel(result.currentQuarter)}.`,
          variant: 'success',
        });
      }
      // A quarter changes everything the page shows; the council's views follow once its read has landed.
      void refreshAfter.quarterAdvanced(queryClient, result.currentQuarter);
    },
    onError: (error) => {
      console.error('Advance quarter failed', error);
      toast({
        title: 'Failed to Advance',
        description: 'Unable to advance to next quarter. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
