import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, Badge, Card, cn, SkeletonList } from '@ai-council/ui';
import { statusVariant } from '../lib/communication-labels';

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
      <Card.Header>
        <Card.Title id="board-members-title">Board Members</Card.Title>
        <Card.Description>
          {loading ? 'Loading the board…' : `${agents.length} members · choose one to chat`}
        </Card.Description>
      </Card.Header>
      <Card.Content className="comms-members__content">
        {loading ? (
          <SkeletonList
            rows={SKELETON_ROWS}
            label="Loading board members"
            className="comms-members__list"
            skeletonClassName="comms-members__skeleton"
            aria-label="Board members"
          />
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
      </Card.Content>
    </Card>
  );
}
