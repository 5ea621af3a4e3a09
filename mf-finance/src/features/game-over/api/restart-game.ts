import { apiRequest, gameStateSchema } from '@ai-council/contracts';
import { toast } from '@ai-council/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '@ai-council/contracts';
import { gameStateQueryKey } from '@ai-council/queries';

/** 'Play Again': svc-game starts a new company at Q1 and answers its state. */
export const restartGame = () => apiRequest('POST', '/api/game/restart', undefined, gameStateSchema);

export function useRestartGame() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: restartGame,
    onSuccess: (state) => {
      queryClient.setQueryData(gameStateQueryKey, state);
      // A new game changes every figure on every screen: nothing cached may survive it.
      void queryClient.invalidateQueries();
      toast({
        title: 'New Game Started',
        description: 'Your company is back at Q1 Year 1.',
        variant: 'success',
      });
      navigate('/dashboard');
    },
    onError: (error) => {
      console.error('Restart failed', error);
      toast({
        title: 'Could Not Start a New Game',
        description: serverMessage(error),
        variant: 'destructive',
      });
    },
  });
}
