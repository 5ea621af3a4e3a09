import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
// Answers of the real svc-council for the component tests: shapes as its
// routes send them (checked against the contract schemas where one exists).
import { agentSchema, type Agent } from '@ai-council/contracts';
import type { CouncilRecommendation } from '../lib/api/request-recommendation';
import { type AgentProfile } from '@ai-council/contracts';

const board: Array<[string, string, string, string]> = [
  ['ceo', 'Alexandra Chen', 'Chief Executive Officer', 'Executive'],
  ['cfo', 'Marcus Webb', 'Chief Financial Officer', 'Finance'],
  ['chro', 'Priya Sharma', 'Chief Human Resources Officer', 'Human Resources'],
  ['cto', 'David Okafor', 'Chief Technology Officer', 'Technology'],
  ['cmo', 'Sofia Martinez', 'Chief Marketing Officer', 'Marketing'],
  ['coo', 'James Whitfield', 'Chief Operating Officer', 'Operations'],
];

export const agents: Agent[] = board.map(([id, name, role, department]) =>
  agentSchema.parse({
    id,
    name,
    role,
    department,
    avatar: name
      .split(' ')
      .map((p) => p[0])
      .join(''),
    status: 'active',
    riskLevel: 40,
    aiType: 'internal',
    llmProvider: 'openai',
    personality: `${name} weighs every option carefully.`,
    capabilities: ['strategic-planning'],
  }),
);

export const agentNamed = (id: string) => agents.find((a) => a.id === id)!;

export function profileOf(id: string): AgentProfile {
  return {
    ...agentNamed(id),
    departmentHealth: 55,
    decisionStyle: 'analytical',
    communicationStyle: 'data-driven',
    riskTolerance: 30,
    catchphrases: ['Show me the payback period.'],
    strengths: ['cash discipline'],
    recentMood: 'focused',
    trackRecord:
      id === 'cfo'
        ? { scored: 2, hits: 2, hitRate: 1, brierScore: 0.05, weight: 1.4 }
        : { scored: 0, hits: 0, hitRate: null, brierScore: null, weight: 1 },
    weighting: TRACK_RECORD_WEIGHTING,
  };
}

export const profileRoutes = () =>
  Object.fromEntries(agents.map((a) => [`GET /api/agents/${a.id}/profile`, profileOf(a.id)]));

const councilOptions = [
  { title: 'Focus on the core', approach: 'conservative' },
  { title: 'Targeted expansion', approach: 'balanced' },
  { title: 'Bold market push', approach: 'aggressive' },
] as const;

/** A recommendation where the executives vote conservative, balanced ×3 and aggressive. */
export function recommendation(overrides: Partial<CouncilRecommendation> = {}): CouncilRecommendation {
  const prefer: Record<string, string> = {
    ceo: 'Targeted expansion',
    cfo: 'Focus on the core',
    chro: 'Targeted expansion',
    cto: 'Targeted expansion',
    cmo: 'Bold market push',
    coo: 'Focus on the core',
  };
  return {
    recommendation: 'Protect the runway first, then expand where the payback is under four quarters.',
    agent: { id: 'cfo', name: 'Marcus Webb', role: 'Chief Financial Officer' },
    voice: 'internal',
    recommendedOption: 'Targeted expansion',
    consensusLevel: 50,
    votes: agents.map((a) => ({
      agentId: a.id,
      agentName: a.name,
      preferredOption: prefer[a.id]!,
      reasoning: `${a.department} numbers hold. I back "${prefer[a.id]}": it fits where we are.`,
      confidence: 70,
    })),
    options: councilOptions.map((o) => ({ ...o })),
    decisionId: 'decision-1',
    ...overrides,
  };
}
