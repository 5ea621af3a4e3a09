import { gameStateQueryKey, startChallenge } from '@ai-council/queries';
import { serverMessage } from '@ai-council/contracts';
import { Button, Spinner, toast, trackFeatureUsage, type ButtonProps } from '@ai-council/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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

/**
 * Starts today's challenge. Beside it, the player's say on the leaderboard: their first name is
 * shown only if they tick the box (unticked, the row reads "Anonymous challenger").
 */
export function TodaysChallengeButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const start = useStartChallenge();
  const [showName, setShowName] = useState(false);
  const checkboxId = useId();
  return (
    <span className="ui-row" style={{ gap: 'var(--space-2, 0.5rem)' }}>
      <Button
        variant={props.variant ?? 'outline'}
        size={props.size ?? 'lg'}
        onClick={() => start.mutate({ showName })}
        disabled={start.isPending}
        data-testid="todays-challenge"
      >
        {start.isPending ? <Spinner size="sm" label="Starting today's challenge" /> : null}
        Today&apos;s Challenge
      </Button>
      <label htmlFor={checkboxId} className="ui-subtle" style={{ display: 'inline-flex', gap: '0.35rem' }}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={showName}
          onChange={(event) => setShowName(event.target.checked)}
          data-testid="challenge-show-name"
        />
        Show my first name on the leaderboard
      </label>
    </span>
  );
}
