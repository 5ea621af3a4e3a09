import { gameStateQueryKey, startChallenge } from '@ai-council/queries';
import { serverMessage } from '@ai-council/contracts';
import { Button, Spinner, toast, trackFeatureUsage, type ButtonProps } from '@ai-council/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

/** 'Today's Challenge': a new game on the day's seed, then the dashboard (as Play Again does). */
export function useStartChallenge() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startChallenge,
    onSuccess: (state) => {
      void trackFeatureUsage('challenge_started');
      queryClient.setQueryData(gameStateQueryKey, state);
      // A new game changes every figure on every screen: nothing cached may survive it.
      void queryClient.invalidateQueries();
      toast({
        title: "Today's Challenge Started",
        description: 'Everyone plays this same company today. Your score joins the leaderboard when it ends.',
        variant: 'success',
      });
      navigate('/dashboard');
    },
    onError: (error) => {
      toast({
        title: "Could Not Start Today's Challenge",
        description: serverMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export function TodaysChallengeButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const start = useStartChallenge();
  return (
    <Button
      variant={props.variant ?? 'outline'}
      size={props.size ?? 'lg'}
      onClick={() => start.mutate()}
      disabled={start.isPending}
      data-testid="todays-challenge"
    >
      {start.isPending ? <Spinner size="sm" label="Starting today's challenge" /> : null}
      Today&apos;s Challenge
    </Button>
  );
}
