import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, agentHue } from '@ai-council/ui';
import { useId } from 'react';
import { isExecutive } from '../lib/agent-display';
import './agents.css';

/**
 * SPEC §2 all-members dialog: the five named executives have portraits (drawn
 * here, no external images); everyone else shows their initials.
 */
export function AgentPortrait({ agent }: { agent: Pick<Agent, 'id' | 'name' | 'avatar'> }) {
  const gradient = useId();
  if (!isExecutive(agent)) return <AgentAvatar agent={agent} size="lg" />;
  const hue = agentHue(agent.id);
  return (
    <span
      className="agent-portrait"
      role="img"
      aria-label={`Portrait of ${agent.name}`}
      data-testid="executive-portrait"
    >
      <svg viewBox="0 0 64 64" focusable="false" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={`hsl(${hue} 80% 62%)`} />
            <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 38%)`} />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
        <circle cx="32" cy="25" r="11" fill="hsl(0 0% 100% / 0.9)" />
        <path d="M11 64c1.5-13 9.5-20 21-20s19.5 7 21 20Z" fill="hsl(0 0% 100% / 0.9)" />
        <path d="M27 44.5 32 52l5-7.5" fill="none" stroke={`hsl(${hue} 60% 40%)`} strokeWidth="2.5" />
      </svg>
      <span className="agent-portrait__initials">{agent.avatar}</span>
    </span>
  );
}
