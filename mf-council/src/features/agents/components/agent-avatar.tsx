import { cn } from '@ai-council/ui';

/** Initials on the agent's own colour; `speaking` rings it while they have the floor. */
export function AgentAvatar({
  agentId,
  initials,
  size = 'md',
  speaking = false,
}: {
  agentId: string;
  initials: string;
  size?: 'sm' | 'md' | 'lg';
  speaking?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('council-avatar', `council-avatar--${size}`, speaking && 'council-avatar--speaking')}
      data-agent={agentId}
    >
      {initials}
    </span>
  );
}
