import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, Badge, Progress, riskBand, Skeleton } from '@ai-council/ui';
import { statusBadgeVariant, statusLabel } from '../lib/agent-display';

/** SPEC §2 agent card: avatar, name, department, status, LLM or Internal, risk colour bar. */
export function AgentCard({ agent }: { agent: Agent }) {
  const band = riskBand(agent.riskLevel);
  return (
    <li className="ui-tile agent-card" data-testid="agent-card" aria-label={agent.name}>
      <div className="agent-card__head">
        <AgentAvatar agent={agent} />
        <div className="agent-card__who">
          <p className="agent-card__name">{agent.name}</p>
          <p className="agent-card__department">{agent.department}</p>
        </div>
      </div>
      <div className="agent-card__badges">
        <Badge variant={statusBadgeVariant[agent.status]} data-testid="agent-status">
          {statusLabel[agent.status]}
        </Badge>
        <Badge variant="outline" data-testid="agent-ai-type">
          {agent.aiType === 'llm' ? 'LLM' : 'Internal'}
        </Badge>
      </div>
      <div className="agent-card__risk">
        <Progress
          value={agent.riskLevel}
          tone={band.tone}
          label={`${agent.name}: risk ${agent.riskLevel}%, ${band.label}`}
        />
        <span className={`agent-card__risk-value text-${band.tone}`}>{agent.riskLevel}%</span>
      </div>
    </li>
  );
}

export function AgentCardPlaceholder() {
  return (
    <li className="ui-tile agent-card agent-card--loading" aria-hidden="true">
      <div className="agent-card__head">
        <span className="ui-avatar ui-avatar--loading" aria-hidden="true" />
        <div className="agent-card__who">
          <Skeleton className="agent-card__name-skeleton" />
          <Skeleton className="agent-card__department-skeleton" />
        </div>
      </div>
      <Skeleton className="agent-card__badges-skeleton" />
      <Skeleton className="agent-card__risk-skeleton" />
    </li>
  );
}
