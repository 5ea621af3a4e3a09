import { serverMessage } from '@ai-council/contracts';
import type { Agent } from '@ai-council/contracts';
import { Card, ErrorBoundary, Skeleton } from '@ai-council/ui';
import { executivesOf } from '../../../lib/executives';
import { BoardTemperament } from './board-temperament';
import { PersonalityCard } from './personality-card';
import { useAgents } from '@ai-council/queries';

/** SPEC §2 Personalities: the five executives' profiles, each able to answer two situations for real. */
export function PersonalitiesTab() {
  const agents = useAgents();
  if (agents.error) {
    return (
      <p role="alert" className="ui-alert ui-alert--danger">
        <strong>The board could not be loaded.</strong> {serverMessage(agents.error)}
      </p>
    );
  }
  const executives = agents.data ? executivesOf(agents.data) : null;
  return (
    <div className="council-personalities">
      {executives ? (
        <>
          {executives.map((agent) => (
            <GuardedCard key={agent.id} agent={agent} />
          ))}
          <BoardTemperament executives={executives} />
        </>
      ) : (
        Array.from({ length: 6 }, (_, i) => <CardPlaceholder key={i} />)
      )}
    </div>
  );
}

function GuardedCard({ agent }: { agent: Agent }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <Card className="council-profile council-profile--failed">
          <Card.Content>
            <p role="alert" className="ui-muted">
              Error loading agent.
            </p>
          </Card.Content>
        </Card>
      )}
    >
      <PersonalityCard agent={agent} />
    </ErrorBoundary>
  );
}

function CardPlaceholder() {
  return (
    <Card className="council-profile" aria-busy="true">
      <Card.Content className="ui-stack">
        <Skeleton className="council-skeleton--title" label="Loading agent" />
        <Skeleton />
        <Skeleton />
      </Card.Content>
    </Card>
  );
}
