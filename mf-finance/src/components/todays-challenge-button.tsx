import { paths, useStartChallenge } from '@ai-council/queries';
import { serverMessage } from '@ai-council/contracts';
import { Button, Spinner, toast, trackFeatureUsage, type ButtonProps } from '@ai-council/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** 'Today's Challenge': a new game on the day's seed, then the dashboard (as Play Again does). */
function useStartChallengeAndTell() {
  const navigate = useNavigate();
  return useStartChallenge({
    mutationConfig: {
      onSuccess: (state) => {
        void trackFeatureUsage('challenge_started');
        toast({
          title: state.challenge?.practice ? "Today's Challenge: Practice" : "Today's Challenge Started",
          description: state.challenge?.practice
            ? "You already completed today's challenge: this attempt is practice and does not enter the leaderboard (only your first completed attempt of the day does)."
            : 'Everyone plays this same company today. Your score joins the leaderboard when it ends (only your first completed attempt of the day counts).',
          variant: 'success',
        });
        navigate(paths.dashboard.getHref());
      },
      onError: (error) => {
        toast({
          title: "Could Not Start Today's Challenge",
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    },
  });
}

/**
 * Starts today's challenge. Beside it, the player's say on the leaderboard: their first name is
 * shown only if they tick the box (unticked, the row reads "Anonymous challenger").
 */
export function TodaysChallengeButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const start = useStartChallengeAndTell();
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
