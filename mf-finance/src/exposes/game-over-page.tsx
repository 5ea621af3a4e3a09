import '../features/game-over/components/game-over.css';
import { serverMessage } from '@ai-council/contracts';
import { Card, Spinner } from '@ai-council/ui';
import { Navigate } from 'react-router-dom';
import { GameOverSummary } from '../features/game-over/components/game-over-summary';
import { useGameState, paths } from '@ai-council/queries';

/** /game-over (SPEC §2 Game over); a game still in play goes back to the dashboard. */
export default function GameOverPage() {
  const { data: state, error } = useGameState();

  if (state?.status === 'active') return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <main className="ui-page" style={{ maxWidth: 960 }} aria-busy={!state && !error}>
      {error ? (
        <Card role="alert">
          <Card.Content>
            <p>The game state could not be loaded.</p>
            <p className="ui-subtle">{serverMessage(error)}</p>
          </Card.Content>
        </Card>
      ) : state ? (
        <GameOverSummary state={state} />
      ) : (
        <div className="ui-center">
          <Spinner label="Loading final results…" showLabel size="lg" />
        </div>
      )}
    </main>
  );
}
