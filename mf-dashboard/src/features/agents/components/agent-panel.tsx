import type { Agent } from '@ai-council/contracts';
import { Button, Card, Skeleton } from '@ai-council/ui';
import { AGENT_PANEL_LIMIT, countAgents } from '../lib/agent-display';
import { AgentCard, AgentCardPlaceholder } from './agent-card';
import { AllMembersDialog } from './all-members-dialog';

/** SPEC §2 agent panel 'AI Board Members & Department Leaders'. */
export function AgentPanel({ agents }: { agents: Agent[] | undefined }) {
  const counts = agents ? countAgents(agents) : null;

  return (
    <Card aria-labelledby="agent-panel-title" className="agent-panel">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <div>
            <Card.Title id="agent-panel-title">AI Board Members &amp; Department Leaders</Card.Title>
            <Card.Description>Who advises you, how they are doing and how they think.</Card.Description>
          </div>
          <dl className="agent-panel__counts" aria-busy={counts ? undefined : true}>
            <div className="agent-panel__count">
              <dt>LLM-Powered</dt>
              <dd data-testid="llm-count">{counts ? counts.llm : <Skeleton className="count-skeleton" />}</dd>
            </div>
            <div className="agent-panel__count">
              <dt>Internal AI</dt>
              <dd data-testid="internal-count">
                {counts ? counts.internal : <Skeleton className="count-skeleton" />}
              </dd>
            </div>
          </dl>
        </div>
      </Card.Header>
      <Card.Content className="ui-stack">
        <ul className="agent-grid" aria-busy={agents ? undefined : true} aria-label="Board members">
          {agents
            ? agents.slice(0, AGENT_PANEL_LIMIT).map((agent) => <AgentCard key={agent.id} agent={agent} />)
            : Array.from({ length: AGENT_PANEL_LIMIT }, (_, i) => <AgentCardPlaceholder key={i} />)}
        </ul>
        {agents ? (
          <AllMembersDialog
            agents={agents}
            trigger={
              <Button variant="outline" className="agent-panel__view-all" data-testid="view-all-members">
                View All {agents.length} Members
              </Button>
            }
          />
        ) : (
          <Button variant="outline" className="agent-panel__view-all" disabled data-testid="view-all-members">
            View All Members
          </Button>
        )}
      </Card.Content>
    </Card>
  );
}
