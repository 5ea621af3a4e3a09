import type { Agent, Communication } from '@ai-council/contracts';

let sequence = 0;

export function anAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 'cfo',
    name: 'Marcus Webb',
    role: 'Chief Financial Officer',
    department: 'Finance',
    avatar: 'MW',
    status: 'active',
    riskLevel: 42,
    aiType: 'internal',
    llmProvider: 'openai',
    personality: 'Analytical and conservative.',
    capabilities: ['cash-management'],
    ...overrides,
  };
}

export function aCommunication(overrides: Partial<Communication> = {}): Communication {
  sequence += 1;
  return {
    id: `cm-${sequence}`,
    from: 'Alexandra Chen',
    to: null,
    message: `Message ${sequence}`,
    sentAt: new Date(Date.UTC(2026, 0, 1, 9, 0, sequence)).toISOString(),
    type: 'agent_action',
    priority: 'normal',
    ...overrides,
  };
}
