import type { CSSProperties } from 'react';
import { cn } from './cn';

/** The five named executives keep one colour everywhere; others get one from their id. */
const executiveHues: Record<string, number> = { ceo: 217, cfo: 152, chro: 330, cto: 265, cmo: 24 };

export function agentHue(agentId: string): number {
  const fixed = executiveHues[agentId];
  if (fixed !== undefined) return fixed;
  let hash = 0;
  for (const char of agentId) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export interface AvatarAgent {
  id: string;
  /** The initials (SPEC §3 Agent avatar). */
  avatar: string;
  status?: 'active' | 'alert' | 'critical';
}

/**
 * An agent's initials on their own colour, the same on every page (SPEC §2).
 * The ring shows an alert or critical status, or that the agent is speaking.
 */
export function AgentAvatar({
  agent,
  size = 'md',
  speaking = false,
}: {
  agent: AvatarAgent;
  size?: 'sm' | 'md' | 'lg';
  speaking?: boolean;
}) {
  return (
    <span
      className={cn(
        'ui-avatar',
        `ui-avatar--${size}`,
        agent.status && agent.status !== 'active' && `ui-avatar--${agent.status}`,
        speaking && 'ui-avatar--speaking',
      )}
      style={{ '--agent-hue': agentHue(agent.id) } as CSSProperties}
      data-agent={agent.id}
      aria-hidden="true"
    >
      {agent.avatar}
    </span>
  );
}
