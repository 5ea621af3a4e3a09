// The answers of svc-council the web apps read, as Pact examples.
import { SEVERITIES } from '@ai-council/rules';
import {
  like,
  eachLike,
  atLeastLike,
  integer,
  number,
  string,
  regex,
  timestamp,
  oneOf,
} from './pact-matchers';

/** The severities as the pacts were first written, gravest first. */
const GRAVEST_FIRST = [...SEVERITIES].reverse();

export const agent = () => ({
  id: string('cfo'),
  name: string('Marcus Webb'),
  role: string('Chief Financial Officer'),
  department: string('Finance'),
  avatar: string('MW'),
  status: oneOf(['active', 'alert', 'critical'], 'active'),
  riskLevel: integer(20),
  aiType: oneOf(['llm', 'internal'], 'internal'),
  llmProvider: oneOf(['openai', 'anthropic', 'google'], 'openai'),
  personality: string('Analytical'),
  capabilities: eachLike(regex(/^[a-z0-9]+(-[a-z0-9]+)*$/.source, 'cash-management')),
  trackRecord: trackRecord(),
});

/** A new player's advisor: nothing scored yet, so its vote counts 1. */
export const trackRecord = () =>
  like({
    scored: integer(0),
    hits: integer(0),
    hitRate: null,
    brierScore: null,
    weight: number(1),
  });

export const agentProfile = () =>
  like({
    ...agent(),
    departmentHealth: integer(58),
    decisionStyle: string('analytical'),
    communicationStyle: string('data-driven'),
    riskTolerance: integer(30),
    emotionalIntelligence: integer(55),
    innovationIndex: integer(35),
    stressResponse: string('Turns to the cash ledger. Composed now: Finance is holding up at 58%.'),
    catchphrases: eachLike('Show me the payback period.'),
    strengths: eachLike('cash discipline'),
    quirks: eachLike('Rounds every forecast down, never up'),
    expertise: eachLike('cash-flow forecasting'),
    recentMood: oneOf(['energetic', 'focused', 'concerned', 'optimistic', 'analytical'], 'focused'),
    weighting: string('Votes are weighted by each advisor’s track record.'),
  });

/** POST /api/agents/request-recommendation (a decision filed is optional, and left out here). */
export const councilRecommendation = () => {
  const deliberationContext = like({
    category: string('strategic'),
    urgency: oneOf(SEVERITIES, 'high'),
    quarter: integer(2),
    summary: string('Q2 Year 1: a warning business with $800K cash.'),
  });
  return {
    recommendation: string('Protect the runway first.'),
    agent: like({
      id: string('ceo'),
      name: string('Alexandra Chen'),
      role: string('Chief Executive Officer'),
    }),
    voice: oneOf(voices, 'internal'),
    recommendedOption: string('Targeted expansion'),
    consensusLevel: integer(50),
    collectiveReasoning: string('6 of 11 members back "Targeted expansion" (55% consensus).'),
    riskMitigation: eachLike('Cap spending at $22K and review it at the end of Q3 Year 1.'),
    alternativeConsiderations: eachLike('"Focus on the core" (conservative) costs about $6K.'),
    implementationNotes: eachLike('Owner: Hannah Adeyemi (Chief Strategy Officer).'),
    agentRecommendations: eachLike({
      agentId: string('cfo'),
      agentName: string('Marcus Webb'),
      preferredOption: string('Focus on the core'),
      reasoning: string('The downside matters more right now.'),
      confidence: integer(70),
      concerns: eachLike('Finance is under strain at 44%.'),
      supportingData: eachLike('Cash $800K, cash flow -$410K last quarter'),
      riskAssessment: string('Moderate risk (55/100): "Focus on the core" costs about $6K.'),
    }),
    // replyTo is left out: the opening message answers no one.
    deliberation: eachLike({
      id: string('cfo-0'),
      agentId: string('cfo'),
      agentName: string('Marcus Webb'),
      agentRole: string('Chief Financial Officer'),
      department: string('Finance'),
      content: string('Protect the runway first.'),
      type: oneOf(['analysis', 'question', 'proposal', 'support', 'concern', 'data'], 'analysis'),
      timestamp: timestamp(),
      confidence: integer(70),
      priority: oneOf(SEVERITIES, 'high'),
      emotionalTone: oneOf(
        ['calm', 'confident', 'optimistic', 'cautious', 'concerned', 'urgent'],
        'cautious',
      ),
      communicationStyle: string('data-driven'),
      decisionRationale: string('Backs "Focus on the core" at 70% confidence.'),
      stakeholderImpact: string('Lenders and investors, who watch $800K of cash.'),
      alternativeViews: atLeastLike('"Targeted expansion" (balanced), backed by Alexandra Chen', 0, 1),
      confidenceLevel: oneOf(['low', 'moderate', 'high', 'very-high'], 'moderate'),
      stressLevel: integer(55),
      tags: eachLike('strategic'),
      scenarioContext: deliberationContext,
    }),
    options: eachLike({
      title: string('Targeted expansion'),
      approach: oneOf(['conservative', 'balanced', 'aggressive'], 'balanced'),
    }),
  };
};

const communicationTypes = ['scenario_alert', 'agent_action', 'response', 'direct_message'];
const priorities = ['low', 'normal', 'high', 'urgent'];
/** A message of the feed; `to` is null on the board feed and a name in a conversation. */
export const communication = (to: string | null = null) => ({
  id: string('cm-1'),
  from: string('Marcus Webb'),
  to: to === null ? null : string(to),
  message: string('Cash is a fact; profit is an opinion.'),
  sentAt: timestamp(),
  type: oneOf(communicationTypes, 'agent_action'),
  priority: oneOf(priorities, 'normal'),
});

export const scenario = (resolved = false) => ({
  id: string('sc-1'),
  title: string('Security Vulnerability Discovered'),
  description: string('Security is at 42/100.'),
  severity: oneOf(GRAVEST_FIRST, 'high'),
  category: string('security'),
  createdAt: timestamp(),
  resolvedAt: resolved ? timestamp() : null,
  status: string(resolved ? 'resolved' : 'active'),
  triggeringDepartments: eachLike('Security'),
  playerDecision: resolved ? string('Patch it within 48 hours.') : null,
  grade: resolved
    ? like({
        score: integer(55),
        rationale: string('Partial (55/100).'),
        verdict: string('Partial'),
        effect: like({
          cashEffect: integer(-3_500_000),
          driverEffects: {},
          durationQuarters: integer(2),
        }),
      })
    : null,
});

/**
 * POST /api/scenarios/{id}/preview: what a draft decision would do. At least
 * one lever (state a draft that names one): each reads as a kind, its quarters
 * and the words it came from.
 */
export const decisionPreview = () =>
  like({
    score: integer(72),
    verdict: string('Sound'),
    rationale: eachLike('It speaks to the security breach (fit 22/30).'),
    parts: like({
      fit: integer(22),
      coverage: integer(30),
      specificity: integer(20),
      penalties: integer(0),
    }),
    plan: like({
      spend: integer(5_000_000),
      spendReason: string('The budget the decision names: $50K.'),
      outcome: integer(-1_500_000),
      outcomeReason: string('The breach still costs about $15K once contained.'),
      levers: eachLike({
        kind: string('hiring-pause'),
        quarters: integer(1),
        reason: string('We pause net new hiring for one quarter.'),
      }),
    }),
    driverEffects: {},
    durationQuarters: integer(1),
  });

export const councilMessage = () => ({
  id: string('msg-1'),
  speaker: string('Marcus Webb'),
  role: string('Chief Financial Officer'),
  content: string('The numbers first.'),
  at: timestamp(),
});

export const councilMeeting = (ended = false) =>
  like({
    id: string('meeting-1'),
    type: string('emergency'),
    status: string(ended ? 'ended' : 'in_progress'),
    priority: string('Critical'),
    scheduledAt: timestamp(),
    endedAt: ended ? timestamp() : null,
    reason: string('Cash is low'),
    attendees: eachLike({ id: string('cfo'), name: string('Marcus Webb'), department: string('Finance') }),
    transcript: eachLike(councilMessage()),
  });

export const dashboardOverview = (quarter = 1) =>
  like({
    metrics: like({
      activeAgents: integer(11),
      agentHealthPercentage: integer(80),
      riskSignals: integer(1),
      riskLevel: integer(30),
      scenariosGenerated: integer(2),
      scenarioSuccessRate: integer(0),
      councilMeetings: integer(0),
      meetingEfficiency: integer(0),
    }),
    agents: eachLike(agent()),
    boardStatus: string('Board Active'),
    riskSignals: eachLike({
      id: string('rs-1'),
      department: string('Security'),
      message: string('Security is at 42/100'),
      severity: oneOf(GRAVEST_FIRST, 'medium'),
    }),
    departments: eachLike({
      id: string('security'),
      name: string('Security'),
      description: string('Data and systems'),
      status: oneOf(['healthy', 'alert', 'warning', 'critical'], 'warning'),
      healthScore: integer(42),
    }),
    reflects: like({ gameId: string('game-1'), quarter: integer(quarter) }),
  });

export const voices = ['internal', 'llm', 'internal-fallback'];

export const analysisAnswer = () =>
  like({
    analysis: string('Looking at this quarter’s figures…'),
    agent: like({ id: string('cfo'), name: string('Marcus Webb') }),
    voice: oneOf(voices, 'internal'),
  });

const keyUsage = () => ({
  calls: integer(3),
  inputTokens: integer(1200),
  outputTokens: integer(450),
  estimatedUsd: number(0.00045),
});

export const apiKeyRecord = () => ({
  id: string('key-1'),
  provider: oneOf(['openai', 'anthropic', 'google', 'local'], 'openai'),
  keyName: string('My key'),
  createdAt: timestamp(),
  usage: like({
    ...keyUsage(),
    month: regex(/^\d{4}-\d{2}$/.source, '2030-01'),
    // A key not used yet this month has no days.
    byDay: atLeastLike({ ...keyUsage(), day: regex(/^\d{4}-\d{2}-\d{2}$/.source, '2030-01-06') }, 0, 1),
    pricesAsOf: string('2025-01-15'),
  }),
  // No cap until the player sets one.
  monthlyCapUsd: null,
});

/** A key record after its cap was set: the cap is a number then. */
export const cappedApiKeyRecord = () => ({ ...apiKeyRecord(), monthlyCapUsd: number(5) });
