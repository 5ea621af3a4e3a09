import { providerNames, type Agent } from '@ai-council/contracts';
import type { BadgeVariant } from '@ai-council/ui';

/** SPEC §2/§9: at most 6 agents on the panel before View All. */
export const AGENT_PANEL_LIMIT = 6;

/** SPEC §4: status badge styles are active default, alert secondary, critical destructive. */
export const statusBadgeVariant: Record<Agent['status'], BadgeVariant> = {
  active: 'default',
  alert: 'secondary',
  critical: 'danger',
};

export const statusLabel: Record<Agent['status'], string> = {
  active: 'Active',
  alert: 'Alert',
  critical: 'Critical',
};

/** SPEC §2 all-members dialog: 'LLM-Powered (provider)' or 'Internal AI'. */
export function aiTypeLabel(agent: Pick<Agent, 'aiType' | 'llmProvider'>): string {
  if (agent.aiType !== 'llm') return 'Internal AI';
  return agent.llmProvider ? `LLM-Powered (${providerNames[agent.llmProvider]})` : 'LLM-Powered';
}

/** SPEC §2: key capabilities with hyphens turned to spaces, capitalised ('tech-debt' → 'Tech Debt'). */
export function capabilityLabel(capability: string): string {
  return capability
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface AgentCounts {
  total: number;
  llm: number;
  internal: number;
  active: number;
  alert: number;
  critical: number;
}

export function countAgents(agents: readonly Agent[]): AgentCounts {
  const count = (test: (agent: Agent) => boolean) => agents.filter(test).length;
  return {
    total: agents.length,
    llm: count((a) => a.aiType === 'llm'),
    internal: count((a) => a.aiType !== 'llm'),
    active: count((a) => a.status === 'active'),
    alert: count((a) => a.status === 'alert'),
    critical: count((a) => a.status === 'critical'),
  };
}

/** SPEC §2: the five named executives have portraits. */
export const EXECUTIVE_IDS = ['ceo', 'cfo', 'chro', 'cto', 'cmo'] as const;

export function isExecutive(agent: Pick<Agent, 'id'>): boolean {
  return (EXECUTIVE_IDS as readonly string[]).includes(agent.id);
}
