import type { Agent } from '@ai-council/contracts';
import { cn } from '@ai-council/ui';

/** Initials on a disc; the ring carries the agent's status colour. */
export function AgentAvatar({
  agent,
  size = 'md',
}: {
  agent: Pick<Agent, 'avatar' | 'status'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <span
      className={cn('comms-avatar', `comms-avatar--${size}`, `comms-avatar--${agent.status}`)}
      aria-hidden="true"
    >
      {agent.avatar}
    </span>
  );
}
