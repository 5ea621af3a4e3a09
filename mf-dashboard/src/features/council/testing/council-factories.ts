// Test data shaped like svc-council's answers (checked by the contracts' zod schemas on arrival).
import type { Agent, CouncilMeeting } from '@ai-council/contracts';

export function agent(overrides: Partial<Agent> & Pick<Agent, 'id' | 'name' | 'department'>): Agent {
  return {
    role: 'Chief Officer',
    avatar: overrides.name
      .split(' ')
      .map((word) => word[0])
      .join(''),
    status: 'active',
    riskLevel: 40,
    aiType: 'internal',
    llmProvider: null,
    personality: 'Calm.',
    capabilities: ['cost-control'],
    ...overrides,
  };
}

export function meeting(overrides: Partial<CouncilMeeting> = {}): CouncilMeeting {
  return {
    id: 'meeting-1',
    type: 'emergency',
    status: 'in_progress',
    priority: 'Critical',
    scheduledAt: '2026-03-02T09:30:00.000Z',
    endedAt: null,
    reason: 'Customer records leaked from a storage bucket. We need a plan.',
    emergencyType: 'security-breach',
    summary: null,
    attendees: [
      { id: 'ceo', name: 'Alexandra Chen', department: 'Executive' },
      { id: 'cfo', name: 'Marcus Webb', department: 'Finance' },
      { id: 'ciso', name: 'Viktor Novak', department: 'Security' },
    ],
    transcript: [
      {
        id: 'l1',
        speaker: 'Alexandra Chen',
        role: 'Chief Executive Officer',
        content: 'Emergency council on security breach convened.',
        at: '2026-03-02T09:30:00.000Z',
        agentId: 'ceo',
        voice: 'internal',
      },
      {
        id: 'l2',
        speaker: 'Viktor Novak',
        role: 'Chief Information Security Officer',
        content: 'I will contain the threat first, then run the forensics.',
        at: '2026-03-02T09:30:00.000Z',
        agentId: 'ciso',
        voice: 'internal',
      },
    ],
    ...overrides,
  };
}
