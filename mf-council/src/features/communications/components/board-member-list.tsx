import type { Agent } from '@ai-council/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  Skeleton,
} from '@ai-council/ui';
import { statusVariant } from '../lib/communication-labels';
import { AgentAvatar } from '@ai-council/ui';

const SKELETON_ROWS = 6;

/** SPEC §2: the board member list; choosing one opens the chat with them. */
export function BoardMemberList({
  agents,
  loading,
  failed,
  selectedName,
  onSelect,
}: {
  agents: Agent[];
  loading: boolean;
  failed: boolean;
  selectedName: string | undefined;
  onSelect: (agent: Agent) => void;
}) {
  return (
    <Card className="comms-members" role="region" aria-labelledby="board-members-title">
      <CardHeader>
        <CardTitle id="board-members-title">Board Members</CardTitle>
        <CardDescription>
          {loading ? 'Loading the board…' : `${agents.length} members · choose one to chat`}
        </CardDescription>
      </CardHeader>
      <CardContent className="comms-members__content">
        {loading ? (
          <ul className="comms-members__list" aria-busy="true" aria-label="Board members">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i}>
                <Skeleton className="comms-members__skeleton" label="Loading board members" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p className="ui-empty comms-empty" role="alert">
            The board could not be loaded. It will be retried when you come back to this page.
          </p>
        ) : agents.length === 0 ? (
          <p className="ui-empty comms-empty">No board members yet.</p>
        ) : (
          <ul className="comms-members__list" aria-label="Board members">
            {agents.map((agent) => {
              const selected = agent.name === selectedName;
              return (
                <li key={agent.id}>
                  <button
                    type="button"
                    className={cn('ui-item-button comms-member', selected && 'comms-member--selected')}
                    aria-pressed={selected}
                    onClick={() => onSelect(agent)}
                    data-testid="board-member"
                  >
                    <AgentAvatar agent={agent} />
                    <span className="comms-member__text">
                      <span className="comms-member__name">{agent.name}</span>
                      <span className="comms-member__role">{agent.role}</span>
                    </span>
                    <Badge variant={statusVariant[agent.status]} className="comms-member__status">
                      {agent.status}
                    </Badge>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
