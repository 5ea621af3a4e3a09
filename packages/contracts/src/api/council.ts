import { z } from 'zod';
import { isoDate, quarterNumber, severityLevelSchema } from './common';

// Meetings and messages, and scenarios and decisions, have files of their own;
// they are exported from here too, as every caller of the council's API
// reads them from this module.
export * from './council-meetings';
export * from './council-scenarios';

export const agentStatusSchema = z.enum(['active', 'alert', 'critical']);
/** 'local': an OpenAI-compatible server the player runs (Ollama, LM Studio, vLLM), at a host the operator allows. */
export const providerSchema = z.enum(['openai', 'anthropic', 'google', 'local']);
export type Provider = z.infer<typeof providerSchema>;

/** An advisor's scored simulation calls (svc-council, from the outcomes svc-game's engine drew). */
export const trackRecordSchema = z.object({
  scored: z.number().int().min(0),
  hits: z.number().int().min(0),
  /** 0-1; null before any call is scored. */
  hitRate: z.number().min(0).max(1).nullable(),
  /** Mean Brier score, 0 (perfect) to 1; null before any call is scored. */
  brierScore: z.number().min(0).max(1).nullable(),
  /** What the advisor's vote counts for in a consensus (0.5-1.5). */
  weight: z.number().min(0.5).max(1.5),
  /** Of the scored calls, those on recommendations carried out (projection against outcome). */
  recommendations: z.object({ scored: z.number().int().min(0), hits: z.number().int().min(0) }).optional(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  department: z.string(),
  avatar: z.string(),
  status: agentStatusSchema,
  riskLevel: z.number().int().min(0).max(100),
  aiType: z.enum(['llm', 'internal']),
  llmProvider: providerSchema.nullable(),
  personality: z.string(),
  capabilities: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  /** SPEC §3 Council agent: the fields the agent knows best, in plain words (svc-council always sends it). */
  expertise: z.array(z.string()).optional(),
  trackRecord: trackRecordSchema.optional(),
});
export type Agent = z.infer<typeof agentSchema>;

export const riskSignalSchema = z.object({
  id: z.string(),
  department: z.string(),
  message: z.string(),
  severity: severityLevelSchema,
});
export type RiskSignal = z.infer<typeof riskSignalSchema>;

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['healthy', 'alert', 'warning', 'critical']),
  healthScore: z.number().int().min(0).max(100),
});
export type Department = z.infer<typeof departmentSchema>;

export const overviewMetricsSchema = z.object({
  activeAgents: z.number().int(),
  agentHealthPercentage: z.number().int().min(0).max(100),
  riskSignals: z.number().int(),
  riskLevel: z.number().int().min(0).max(100),
  scenariosGenerated: z.number().int(),
  scenarioSuccessRate: z.number().int().min(0).max(100),
  councilMeetings: z.number().int(),
  meetingEfficiency: z.number().int().min(0).max(100),
});

export const dashboardOverviewSchema = z.object({
  metrics: overviewMetricsSchema,
  agents: z.array(agentSchema),
  boardStatus: z.string(),
  riskSignals: z.array(riskSignalSchema),
  departments: z.array(departmentSchema),
  /** Which game and quarter the council's read is of (it follows svc-game's events a moment later). */
  reflects: z.object({ gameId: z.string(), quarter: quarterNumber }),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const simulateActionRequestSchema = z.object({
  agentId: z.string().trim().min(1, 'agentId is required'),
});

export const recommendationCategorySchema = z.enum([
  'strategic',
  'financial',
  'operational',
  'technology',
  'hr',
  'marketing',
]);
export const urgencySchema = severityLevelSchema;

export const requestRecommendationSchema = z.object({
  agentId: z.string().trim().min(1, 'Please select an agent and enter your question.'),
  question: z
    .string()
    .trim()
    .min(1, 'Please select an agent and enter your question.')
    .max(2000, 'The question must be at most 2000 characters.'),
  context: z
    .object({ category: recommendationCategorySchema, urgency: urgencySchema })
    .optional()
    .default({ category: 'strategic', urgency: 'medium' }),
  simulationResults: z
    .object({
      outcome: z.enum(['success', 'partial', 'failure']),
      impact: z.number().min(0).max(100),
      learnings: z.array(z.string()).optional(),
    })
    .nullable()
    .optional(),
  /**
   * Whether the council's pick goes to the pending decisions (the player asked
   * on the Get Recommendations form). Views that only replay the council's
   * vote (Deep Communication, Live Council, a simulation's analysis) send
   * false: reading the council never files a decision.
   */
  proposeDecision: z.boolean().optional().default(true),
});

/** SPEC §3 Council recommendation: one agent's call in agentRecommendations. */
export const agentRecommendationSchema = z.object({
  agentId: z.string(),
  agentName: z.string(),
  preferredOption: z.string(),
  reasoning: z.string(),
  confidence: z.number().int().min(0).max(100),
  /** What worries this agent, from its own department and the company's numbers (at least one). */
  concerns: z.array(z.string().min(1)).min(1),
  /** The figures the call rests on, quoted from the company (money as the game shows it). */
  supportingData: z.array(z.string().min(1)).min(1),
  /** The agent's read of the risk in its preferred option: a level, then why. */
  riskAssessment: z.string().min(1),
});
export type AgentRecommendation = z.infer<typeof agentRecommendationSchema>;

export const councilMessageTypeSchema = z.enum([
  'analysis',
  'question',
  'proposal',
  'support',
  'concern',
  'data',
]);
export const councilMessagePrioritySchema = severityLevelSchema;
export const emotionalToneSchema = z.enum([
  'calm',
  'confident',
  'optimistic',
  'cautious',
  'concerned',
  'urgent',
]);
export const confidenceLevelSchema = z.enum(['low', 'moderate', 'high', 'very-high']);

/**
 * SPEC §3 Council message, enhanced: one turn of the council's deliberation
 * (Deep Communication). svc-council writes it from the agents' state and the
 * company; the web app only paces it (agents speak 3 s apart, SPEC §4).
 */
export const enhancedCouncilMessageSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  agentRole: z.string(),
  department: z.string(),
  content: z.string().min(1),
  type: councilMessageTypeSchema,
  timestamp: isoDate,
  confidence: z.number().int().min(0).max(100),
  priority: councilMessagePrioritySchema,
  /** The id of the message this one answers (the opening analysis). */
  replyTo: z.string().optional(),
  /** How the speaker sounds, from its department's state and its vote. */
  emotionalTone: emotionalToneSchema,
  /** The speaker's communication style (direct, data-driven, warm, technical, persuasive, measured). */
  communicationStyle: z.string().min(1),
  /** Why the speaker lands where it does, in one or two sentences. */
  decisionRationale: z.string().min(1),
  /** Who the choice touches from the speaker's seat, with the numbers. */
  stakeholderImpact: z.string().min(1),
  /** The other options voiced in the room, and by whom (empty when the room agrees). */
  alternativeViews: z.array(z.string()),
  /** The confidence as a band: low (<60), moderate (<75), high (<88), very-high. */
  confidenceLevel: confidenceLevelSchema,
  /** 0-100: the pressure the speaker is under (its department's risk, the urgency, the cash). */
  stressLevel: z.number().int().min(0).max(100),
  /** Short lowercase labels: category, urgency, approach, department, dissent, crisis… */
  tags: z.array(z.string().min(1)),
  /** What the council is deliberating: the question's category and urgency in this quarter of this company. */
  scenarioContext: z.object({
    category: z.string(),
    urgency: urgencySchema,
    quarter: quarterNumber,
    /** The company's state in one sentence, quoting its numbers. */
    summary: z.string().min(1),
  }),
});
export type EnhancedCouncilMessage = z.infer<typeof enhancedCouncilMessageSchema>;

export const recommendationResponseSchema = z.object({
  recommendation: z.string().min(1),
  agent: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  voice: z.enum(['internal', 'llm', 'internal-fallback']),
  recommendedOption: z.string(),
  consensusLevel: z.number().int().min(0).max(100),
  /** Why the council as a whole lands on recommendedOption, quoting the company's numbers. */
  collectiveReasoning: z.string().min(1),
  /** Steps that contain the risks of the chosen option and the company's open risk signals. */
  riskMitigation: z.array(z.string().min(1)).min(1),
  /** The options not chosen: who backed them, what they cost, when they would be right. */
  alternativeConsiderations: z.array(z.string().min(1)).min(1),
  /** Owner, budget, timeline and checkpoints for carrying the choice out. */
  implementationNotes: z.array(z.string().min(1)).min(1),
  /** Every agent's call (SPEC §3 agentRecommendations). */
  agentRecommendations: z.array(agentRecommendationSchema),
  /** The executives' deliberation, in speaking order, for Deep Communication. */
  deliberation: z.array(enhancedCouncilMessageSchema).min(1),
  /** Each voter's weight in the consensus, by track record (1 without one). */
  voteWeights: z.record(z.string(), z.number()).optional(),
  /** How the votes were weighed, in one sentence. */
  weighting: z.string().optional(),
  /** The options the council voted on, in order. */
  options: z.array(
    z.object({ title: z.string().min(1), approach: z.enum(['conservative', 'balanced', 'aggressive']) }),
  ),
  /** The pending decision filed for the recommended option (only when one was proposed and filed). */
  decisionId: z.string().optional(),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

/** Tokens a provider reported and what they cost at the price table's rates (svc-council's config). */
export const keyUsageSchema = z.object({
  calls: z.number().int().min(0),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  estimatedUsd: z.number().min(0),
});
export type KeyUsage = z.infer<typeof keyUsageSchema>;

export const apiKeyRecordSchema = z.object({
  id: z.string(),
  provider: providerSchema,
  keyName: z.string(),
  createdAt: isoDate,
  /** A local model's server and model name (absent for the cloud providers). */
  baseUrl: z.string().optional(),
  model: z.string().optional(),
  /** This UTC month's use of the key (svc-council always sends it). */
  usage: keyUsageSchema
    .extend({
      /** YYYY-MM, UTC. */
      month: z.string().regex(/^\d{4}-\d{2}$/),
      /** One entry per UTC day of the month with a call, in order. */
      byDay: z.array(keyUsageSchema.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
      /** The date the price table's prices were taken, YYYY-MM-DD. */
      pricesAsOf: z.string(),
    })
    .optional(),
  /** The most this key may spend in a UTC month, in US dollars; null: no cap. */
  monthlyCapUsd: z.number().positive().nullable().optional(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;

export const apiKeyListSchema = z.array(apiKeyRecordSchema);

/** GET /api/agents/:id/profile: the agent plus its temperament (SPEC §3 Personality). */
export const agentProfileSchema = agentSchema.extend({
  departmentHealth: z.number().int().min(0).max(100),
  decisionStyle: z.string(),
  communicationStyle: z.string(),
  riskTolerance: z.number().int().min(0).max(100),
  /** 0-100: how well the agent reads and handles the people in the room. */
  emotionalIntelligence: z.number().int().min(0).max(100),
  /** 0-100: how readily the agent reaches for a new way over the proven one. */
  innovationIndex: z.number().int().min(0).max(100),
  /** How the agent behaves under pressure, and how much pressure its department puts on it now. */
  stressResponse: z.string().min(1),
  catchphrases: z.array(z.string()),
  strengths: z.array(z.string()),
  /** Habits the board knows the agent by. */
  quirks: z.array(z.string()),
  /** SPEC §3 Council agent: the fields the agent knows best. */
  expertise: z.array(z.string()),
  /** energetic, focused, concerned, optimistic or analytical. */
  recentMood: z.enum(['energetic', 'focused', 'concerned', 'optimistic', 'analytical']),
  /** The advisor's scored simulation calls, and what its vote counts for. */
  trackRecord: trackRecordSchema.optional(),
  /** How the council weighs votes by track record, in one sentence. */
  weighting: z.string().optional(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;
