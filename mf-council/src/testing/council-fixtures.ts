import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
// Answers of the real svc-council for the component tests: shapes as its
// routes send them (checked against the contract schemas where one exists).
import { agentSchema, type Agent } from '@ai-council/contracts';
import { sampleBoard, sampleBoardMember } from '@ai-council/contracts/testing';
import { type CouncilRecommendation } from '@ai-council/queries';
import { type AgentProfile } from '@ai-council/contracts';

/** The six executives of the board. */
const board = sampleBoard.slice(0, 6);

export const agents: Agent[] = board.map((member) => {
  const who = sampleBoardMember(member);
  return agentSchema.parse({
    ...who,
    status: 'active',
    riskLevel: 40,
    aiType: 'internal',
    llmProvider: 'openai',
    personality: `${who.name} weighs every option carefully.`,
    capabilities: ['strategic-planning'],
  });
});

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
    emotionalIntelligence: id === 'chro' ? 92 : 55,
    innovationIndex: id === 'cto' ? 85 : 35,
    stressResponse: `Turns to the numbers. Composed now: ${agentNamed(id).department} is holding up at 55% (risk 45/100).`,
    quirks: [`${agentNamed(id).name.split(' ')[0]} keeps a printed cash-flow statement to hand`],
    expertise: id === 'cfo' ? ['corporate finance', 'cash-flow forecasting'] : ['corporate strategy'],
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

/** Whom each executive backs: conservative, balanced ×3 and aggressive. */
const prefer: Record<string, string> = {
  ceo: 'Targeted expansion',
  cfo: 'Focus on the core',
  chro: 'Targeted expansion',
  cto: 'Targeted expansion',
  cmo: 'Bold market push',
  coo: 'Focus on the core',
};
const answer = 'Protect the runway first, then expand where the payback is under four quarters.';
const context = {
  category: 'strategic',
  urgency: 'medium' as const,
  quarter: 2,
  summary: 'Q2 Year 1: a warning business with $800K cash, -$410K cash flow and 3 open risk signals.',
};

type AgentRecommendation = CouncilRecommendation['agentRecommendations'][number];
type CouncilMessage = CouncilRecommendation['deliberation'][number];

const agentRecommendations = (): AgentRecommendation[] =>
  agents.map((a) => ({
    agentId: a.id,
    agentName: a.name,
    preferredOption: prefer[a.id]!,
    reasoning: `${a.department} numbers hold. I back "${prefer[a.id]}": it fits where we are.`,
    confidence: 70,
    concerns: [`${a.department} is holding up at 55%, but cash flow is -$410K.`],
    supportingData: ['Cash $800K, cash flow -$410K last quarter', `${a.department} health 55%`],
    riskAssessment: `Moderate risk (45/100): "${prefer[a.id]}" costs about $22K; ${a.department} stands at 55%.`,
  }));

/** What one executive says in turn: the asked agent (index 0) opens, the others answer it. */
function executiveMessage(id: string, index: number, recommendations: AgentRecommendation[]): CouncilMessage {
  const a = agentNamed(id);
  const agrees = prefer[id] === 'Targeted expansion';
  return {
    id: `${id}-${index}`,
    agentId: id,
    agentName: a.name,
    agentRole: a.role,
    department: a.department,
    content: index === 0 ? answer : recommendations.find((r) => r.agentId === id)!.reasoning,
    type: index === 0 ? ('analysis' as const) : agrees ? ('support' as const) : ('concern' as const),
    timestamp: new Date(Date.UTC(2030, 0, 6, 9, 0, index * 3)).toISOString(),
    confidence: 70,
    priority: agrees || index === 0 ? ('medium' as const) : ('high' as const),
    ...(index === 0 ? {} : { replyTo: 'cfo-0' }),
    emotionalTone: agrees ? ('confident' as const) : ('cautious' as const),
    communicationStyle: id === 'cfo' ? 'data-driven' : 'direct',
    decisionRationale: `Backs "${prefer[id]}" at 70% confidence: ${a.department} is holding up (55%).`,
    stakeholderImpact: `${a.department} stakeholders; "${prefer[id]}" costs about $22K.`,
    alternativeViews: agrees
      ? ['"Bold market push" (aggressive), backed by Sofia Martinez']
      : ['"Targeted expansion" (balanced), backed by Alexandra Chen, Priya Sharma and David Okafor'],
    confidenceLevel: 'moderate' as const,
    stressLevel: 40 + index * 5,
    tags: ['strategic', 'medium-urgency', a.department.toLowerCase(), agrees ? 'consensus' : 'dissent'],
    scenarioContext: context,
  };
}

/** The CEO closes the deliberation with the council's decision. */
const ceoDecision = (): CouncilMessage => ({
  id: 'decision-5',
  agentId: 'ceo',
  agentName: 'Alexandra Chen',
  agentRole: 'Chief Executive Officer',
  department: 'Executive',
  content:
    'Decision: "Targeted expansion", with 50% of the council behind it. Marcus Webb and Sofia Martinez prefer another route; we will track their concerns as we execute.',
  type: 'proposal' as const,
  timestamp: new Date(Date.UTC(2030, 0, 6, 9, 0, 15)).toISOString(),
  confidence: 50,
  priority: 'medium' as const,
  replyTo: 'cfo-0',
  emotionalTone: 'cautious' as const,
  communicationStyle: 'direct',
  decisionRationale: '3 of 6 members back "Targeted expansion" (50% consensus).',
  stakeholderImpact: 'Shareholders, with $1.1M of net worth at stake.',
  alternativeViews: ['"Focus on the core" (conservative), backed by Marcus Webb and James Whitfield'],
  confidenceLevel: 'low' as const,
  stressLevel: 45,
  tags: ['strategic', 'medium-urgency', 'balanced', 'decision'],
  scenarioContext: context,
});

/** As svc-council deliberates: the asked agent opens, the executives answer it, the CEO closes. */
function deliberation(recommendations: AgentRecommendation[]): CouncilMessage[] {
  const speakers = ['cfo', 'ceo', 'chro', 'cto', 'cmo'];
  return [...speakers.map((id, index) => executiveMessage(id, index, recommendations)), ceoDecision()];
}

/** A recommendation where the executives vote conservative, balanced ×3 and aggressive. */
export function recommendation(overrides: Partial<CouncilRecommendation> = {}): CouncilRecommendation {
  const recommendations = agentRecommendations();
  return {
    recommendation: answer,
    agent: { id: 'cfo', name: 'Marcus Webb', role: 'Chief Financial Officer' },
    voice: 'internal',
    recommendedOption: 'Targeted expansion',
    consensusLevel: 50,
    collectiveReasoning:
      '3 of 6 members back "Targeted expansion" (50% consensus). In Q2 Year 1 the business is Warning: $800K cash.',
    riskMitigation: ['Cap spending on "Targeted expansion" at $22K and review it at the end of Q3 Year 1.'],
    alternativeConsiderations: [
      '"Focus on the core" (conservative) costs about $6K; backed by Marcus Webb and James Whitfield.',
      '"Bold market push" (aggressive) costs about $51K; backed by Sofia Martinez.',
    ],
    implementationNotes: ['Owner: Hannah Adeyemi (Chief Strategy Officer).', 'Timeline: 2 quarters.'],
    agentRecommendations: recommendations,
    deliberation: deliberation(recommendations),
    options: councilOptions.map((o) => ({ ...o })),
    decisionId: 'decision-1',
    ...overrides,
  };
}
