import { serverMessage, type ChallengeStatus, type EndReason, type GameState } from '@ai-council/contracts';
import {
  Badge,
  Button,
  buttonClassName,
  Card,
  cashFlowTone,
  Progress,
  Skeleton,
  Spinner,
  toast,
  toastFailure,
} from '@ai-council/ui';
import {
  QUARTERS_PER_YEAR,
  centsToDollars,
  durationOf,
  formatHundredthsPercent,
  formatMoney,
  scoreRating,
} from '@ai-council/rules';
import { Link, useNavigate } from 'react-router-dom';
import { paths, useObjectives, useRestartGame } from '@ai-council/queries';
import { objectiveProgressPercent, objectiveProgressText } from '../lib/objective-progress';
import { TodaysChallengeButton } from '../../../components/todays-challenge-button';
import { CounterfactualComparison } from './counterfactual-comparison';

/** SPEC §2 Game over: the title names the end reason ('Game Complete' for any other). */
export function gameOverTitle(endReason: string | null): string {
  switch (endReason) {
    case 'victory':
      return 'Outstanding Success!';
    case 'bankruptcy':
      return 'Business Failure';
    case 'time_limit':
      return "Time's Up!";
    default:
      return 'Game Complete';
  }
}

const reasonText: Record<EndReason, string> = {
  victory: 'You built a thriving company and met your objectives.',
  bankruptcy: 'The company ran out of money.',
  time_limit: 'The 5-year limit has been reached.',
};

/** The line under the title: only for a reason this screen knows. */
const reasonLine = (endReason: string | null): string | null =>
  endReason && Object.hasOwn(reasonText, endReason) ? reasonText[endReason as EndReason] : null;

/**
 * How long the game ran, from the quarters played (an ended game stays on its
 * last quarter): 20 → "5 years (20 quarters)", 6 → "1 year, 2 quarters (6 quarters)".
 */
export function gameDuration(quartersPlayed: number): string {
  const text = durationOf(quartersPlayed);
  return quartersPlayed >= QUARTERS_PER_YEAR ? `${text} (${quartersPlayed} quarters)` : text;
}

export function GameOverSummary({ state }: { state: GameState }) {
  const netWorth = centsToDollars(state.metrics.netWorth);
  const cashFlow = centsToDollars(state.metrics.cashFlow);
  const rating = state.finalScore === null ? null : scoreRating(state.finalScore);

  return (
    <div className="ui-stack">
      <header className="ui-stack ui-stack--sm go-hero" data-testid="game-over-hero">
        <h1 className="ui-page__title" style={{ fontSize: 40 }}>
          {gameOverTitle(state.endReason)}
        </h1>
        {reasonLine(state.endReason) ? <p className="ui-muted">{reasonLine(state.endReason)}</p> : null}
        <p className="ui-muted" data-testid="game-duration">
          Duration: {gameDuration(state.currentQuarter)}
        </p>
        <div className="ui-row" style={{ justifyContent: 'center' }}>
          {rating ? <Badge variant="default">{rating}</Badge> : null}
          <span className="ui-stat__value" style={{ marginTop: 0 }} data-testid="final-score">
            {state.finalScore === null ? '—' : state.finalScore.toLocaleString('en-US')}
          </span>
          <span className="ui-muted">final score</span>
        </div>
        {state.challenge ? <ChallengeVerdict challenge={state.challenge} /> : null}
      </header>

      <Card>
        <Card.Header>
          <Card.Title>Final Metrics</Card.Title>
        </Card.Header>
        <Card.Content>
          <dl className="ui-grid ui-grid--4" style={{ margin: 0 }}>
            <Metric label="Net Worth" value={formatMoney(netWorth)} />
            <Metric
              label="Final Cash Flow"
              value={formatMoney(cashFlow)}
              className={`text-${cashFlowTone(cashFlow)}`}
            />
            <Metric label="Market Share" value={formatHundredthsPercent(state.metrics.marketShare)} />
            <Metric label="Employees" value={state.metrics.employeeCount.toLocaleString('en-US')} />
          </dl>
        </Card.Content>
      </Card>

      <CounterfactualComparison gameId={state.gameId} />

      <ObjectivesSummary />

      <div className="ui-row" style={{ justifyContent: 'center' }}>
        <Link to={paths.dashboard.getHref()} className={buttonClassName({ size: 'lg' })}>
          View Dashboard
        </Link>
        <Link to={paths.financial.getHref()} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          Financial Report
        </Link>
        <PlayAgainButton />
        <TodaysChallengeButton />
        <Link to={paths.leaderboard.getHref()} className={buttonClassName({ variant: 'ghost', size: 'lg' })}>
          Leaderboard
        </Link>
      </div>
    </div>
  );
}

/** What the day's leaderboard made of a challenge game: ranked, practice, or refused and why. */
export function challengeVerdict(challenge: ChallengeStatus): string {
  if (challenge.practice) {
    return "Practice: you had already completed today's challenge, so this score does not enter the leaderboard. Only your first completed attempt of the day is ranked.";
  }
  if (challenge.leaderboard === 'refused') {
    return `This score did not enter today's leaderboard: ${challenge.refusal ?? 'its replay check failed.'}`;
  }
  return "This score entered today's leaderboard: your first completed attempt of the day.";
}

function ChallengeVerdict({ challenge }: { challenge: ChallengeStatus }) {
  return (
    <p className="ui-muted" data-testid="challenge-verdict">
      {challengeVerdict(challenge)}
    </p>
  );
}

/** SPEC §2: 'Play Again' starts a new game and goes to the dashboard. */
function PlayAgainButton() {
  const navigate = useNavigate();
  const restart = useRestartGame({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: 'New Game Started',
          description: 'Your company is back at Q1 Year 1.',
          variant: 'success',
        });
        navigate(paths.dashboard.getHref());
      },
      onError: (error) => {
        toastFailure('Restart failed', error, {
          title: 'Could Not Start a New Game',
          description: serverMessage(error),
        });
      },
    },
  });
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={() => restart.mutate()}
      disabled={restart.isPending}
      data-testid="play-again"
    >
      {restart.isPending ? <Spinner size="sm" label="Starting a new game" /> : null}
      Play Again
    </Button>
  );
}

function Metric({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div>
      <dt className="ui-stat__label">{label}</dt>
      <dd className={['ui-stat__value', className].filter(Boolean).join(' ')} style={{ margin: '6px 0 0' }}>
        {value}
      </dd>
    </div>
  );
}

function ObjectivesSummary() {
  const { data: objectives, error } = useObjectives();
  const completed = objectives?.filter((o) => o.isCompleted).length ?? 0;

  return (
    <Card>
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title>Objectives</Card.Title>
          {objectives ? (
            <span className="ui-muted" data-testid="objectives-count">
              {completed} of {objectives.length} completed
            </span>
          ) : null}
        </div>
      </Card.Header>
      <Card.Content>
        {error ? (
          <p className="ui-muted">Objectives could not be loaded.</p>
        ) : !objectives ? (
          <div className="ui-stack ui-stack--sm">
            <Skeleton />
            <Skeleton />
          </div>
        ) : (
          <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {objectives.map((objective) => (
              <li key={objective.id} className="ui-stack ui-stack--sm">
                <div className="ui-row ui-row--between">
                  <strong>{objective.title}</strong>
                  <Badge variant={objective.isCompleted ? 'success' : 'secondary'}>
                    {objective.isCompleted ? 'Complete' : 'Incomplete'}
                  </Badge>
                </div>
                <p className="ui-muted">{objective.description}</p>
                <div className="ui-row">
                  <Progress
                    value={objectiveProgressPercent(objective)}
                    max={100}
                    label={`${objective.title} progress`}
                    tone={objective.isCompleted ? 'success' : 'primary'}
                    className="objective-progress"
                  />
                  <span className="ui-subtle ui-mono" data-testid="objective-progress">
                    {objectiveProgressText(objective)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
