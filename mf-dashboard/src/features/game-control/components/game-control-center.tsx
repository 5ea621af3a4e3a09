import { serverMessage } from '@ai-council/contracts';
import {
  Badge,
  Button,
  buttonClassName,
  Card,
  Progress,
  Skeleton,
  Spinner,
  toast,
  toastFailure,
} from '@ai-council/ui';
import { GAME_LENGTH_QUARTERS as MAX_QUARTERS, nextQuarterOfYear, quarterLabel } from '@ai-council/rules';
import { Link, useNavigate } from 'react-router-dom';
import { paths, useAdvanceQuarter, useGameState } from '@ai-council/queries';

/** SPEC §4: after the game ends the player sees the game-over screen 2 s later. */
export const GAME_OVER_DELAY_MS = 2000;

/** Plays the quarter and tells the player how it went; a game that ended leads to its summary. */
function useAdvanceQuarterAndTell() {
  const navigate = useNavigate();
  return useAdvanceQuarter({
    mutationConfig: {
      onSuccess: (result) => {
        if (result.gameEnded) {
          toast({
            title: 'Game Ended',
            description: `Game completed: ${result.reason ?? 'unknown'}. Final score: ${result.finalScore ?? 0}`,
          });
          setTimeout(() => navigate(paths.gameOver.getHref()), GAME_OVER_DELAY_MS);
        } else {
          toast({
            title: 'Quarter Advanced',
            description: `Welcome to ${quarterLabel(result.currentQuarter)}.`,
            variant: 'success',
          });
        }
      },
      onError: (error) => {
        toastFailure('Advance quarter failed', error, {
          title: 'Failed to Advance',
          description: 'Unable to advance to next quarter. Please try again.',
        });
      },
    },
  });
}

/** SPEC §2/§4 Game Control Center: where the player moves the company to the next quarter. */
export function GameControlCenter() {
  const { data: state, error } = useGameState();
  const advance = useAdvanceQuarterAndTell();
  const ended = state ? state.status !== 'active' : false;

  return (
    <Card aria-labelledby="game-control-title">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="game-control-title">Game Control Center</Card.Title>
          {state ? (
            <Badge variant={ended ? 'secondary' : 'success'}>{ended ? 'Game Over' : 'In Progress'}</Badge>
          ) : null}
        </div>
        <Card.Description>Review the quarter, then move your company forward.</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        {error ? (
          <p role="alert" className="ui-muted">
            The game state could not be loaded. <span className="ui-subtle">{serverMessage(error)}</span>
          </p>
        ) : !state ? (
          <div className="ui-stack ui-stack--sm" aria-busy="true">
            <Skeleton className="ui-stat__value" label="Loading current quarter" />
            <Skeleton />
          </div>
        ) : (
          <>
            <div>
              <p className="ui-stat__label">Current period</p>
              <p className="ui-stat__value" data-testid="game-quarter">
                {quarterLabel(state.currentQuarter)}
              </p>
              <p className="ui-stat__hint">
                Quarter {state.currentQuarter} of {MAX_QUARTERS}
              </p>
            </div>
            <Progress
              value={state.currentQuarter}
              max={MAX_QUARTERS}
              label={`Quarter ${state.currentQuarter} of ${MAX_QUARTERS}`}
            />
            {ended ? (
              <Link to={paths.gameOver.getHref()} className={buttonClassName({ variant: 'outline' })}>
                View Final Results
              </Link>
            ) : (
              <Button
                onClick={() => advance.mutate()}
                disabled={advance.isPending}
                data-testid="advance-quarter"
              >
                {advance.isPending ? <Spinner size="sm" label="Advancing" /> : null}
                Advance to Q{nextQuarterOfYear(state.currentQuarter)}
              </Button>
            )}
          </>
        )}
      </Card.Content>
    </Card>
  );
}
