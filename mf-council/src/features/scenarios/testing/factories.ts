import type { Agent, Communication, Scenario } from '@ai-council/contracts';

let sequence = 0;
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 9, 0, n)).toISOString();

export function aScenario(overrides: Partial<Scenario> = {}): Scenario {
  sequence += 1;
  return {
    id: `sc-${sequence}`,
    title: `Scenario ${sequence}`,
    description: 'Security posture is 48/100: an external scan found unpatched servers.',
    severity: 'medium',
    category: 'security',
    createdAt: at(sequence),
    resolvedAt: null,
    status: 'active',
    triggeringDepartments: ['Security'],
    playerDecision: null,
    grade: null,
    department: 'Security',
    ...overrides,
  };
}

/** A scenario the player already decided on, graded as the server grades it. */
export function aResolvedScenario(overrides: Partial<Scenario> = {}): Scenario {
  const base = aScenario(overrides);
  return {
    ...base,
    status: 'resolved',
    resolvedAt: at(100 + sequence),
    playerDecision: `Decision for ${base.title}`,
    grade: {
      score: 78,
      verdict: 'Sound',
      rationale:
        'Sound (78/100). Covered: containment, compliance. Missing: root-cause analysis. Effect: -$17K now; security +6 over 1 quarter.',
    },
    ...overrides,
  };
}

export function anAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 'cto',
    name: 'David Okafor',
    role: 'Chief Technology Officer',
    department: 'Technology',
    avatar: 'DO',
    status: 'active',
    riskLevel: 40,
    aiType: 'internal',
    llmProvider: 'google',
    personality: 'Pragmatic builder.',
    capabilities: ['platform-architecture'],
    ...overrides,
  };
}

export function aCommunication(overrides: Partial<Communication> = {}): Communication {
  sequence += 1;
  return {
    id: `cm-${sequence}`,
    from: 'Viktor Novak',
    to: null,
    message: `Communication ${sequence}`,
    sentAt: at(sequence),
    type: 'scenario_alert',
    priority: 'normal',
    ...overrides,
  };
}
