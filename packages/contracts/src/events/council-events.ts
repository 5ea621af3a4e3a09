// Events svc-council publishes: scenarios it raises and the graded effect of
// their resolution, decisions it proposes, meetings, agent actions and
// messages. svc-game applies the money; nothing here trusts a client amount.
import { EMERGENCY_TYPES, MAX_BOOKED } from '@ai-council/rules';
import { z } from 'zod';
import { cents, quarterNumber } from '../api/common';
import { communicationSchema, scenarioSeveritySchema } from '../api/council';
import { driverEffectsSchema } from '../api/game';
import { planLeverSchema, planSchema } from '../api/plan';
import { departmentNameSchema } from './envelope';

/** A bounded change to company drivers (0-100 scales); techDebt falls when things improve. */
/** Money one council outcome may move: at most ±$2,000,000. */
const boundedCents = cents.min(-MAX_BOOKED).max(MAX_BOOKED);

export const scenarioGeneratedPayloadSchema = z.object({
  scenarioId: z.string().min(1),
  title: z.string().min(1),
  category: z.string().min(1),
  severity: scenarioSeveritySchema,
  department: departmentNameSchema,
  quarter: quarterNumber,
  source: z.enum(['quarter', 'seeded-event', 'on-demand', 'council', 'agent']),
  /** An opportunity lapses when left open; a threat escalates and costs its stake. */
  opportunity: z.boolean().optional(),
});

/**
 * The graded effect of the player's decision, applied by svc-game: cashEffect
 * at once; driverEffects are the total change, which may be spread over
 * durationQuarters (0 = at once).
 */
export const scenarioResolvedPayloadSchema = z.object({
  scenarioId: z.string().min(1),
  department: departmentNameSchema,
  grade: z.number().int().min(0).max(100),
  cashEffect: boundedCents,
  driverEffects: driverEffectsSchema,
  durationQuarters: z.number().int().min(0).max(8),
  rationale: z.string().min(1).max(4000),
  title: z.string().optional(),
  verdict: z.string().optional(),
  /**
   * What the decision said it would do: its spend and the threat's outcome, booked as two lines
   * (cashEffect is their sum), and the levers it pulls. Absent on events from before plans.
   */
  plan: planSchema.optional(),
});
export type ScenarioResolvedPayload = z.infer<typeof scenarioResolvedPayloadSchema>;

/**
 * A concrete proposal svc-game stores as a pending decision. financialImpact
 * is signed cents: negative costs the company that much when implemented,
 * positive brings money in; timeImpact is how many quarters the effect lasts.
 */
export const decisionProposedPayloadSchema = z.object({
  decisionId: z.string().min(1),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(2000),
  category: z.string().min(1),
  financialImpact: boundedCents,
  timeImpact: z.number().int().min(0).max(8),
  driverEffects: driverEffectsSchema,
  proposedBy: z.string().min(1),
  /** Set when the proposal comes from a council vote: the top vote share in percent (SPEC §4). */
  consensusLevel: z.number().int().min(0).max(100).optional(),
  /** Engine levers implementing it pulls, for their stated quarters (the lever a question asked about). */
  levers: z.array(planLeverSchema).max(6).optional(),
});
export type DecisionProposedPayload = z.infer<typeof decisionProposedPayloadSchema>;

export const councilMeetingScheduledPayloadSchema = z.object({
  meetingId: z.string().min(1),
  type: z.enum(['emergency', 'regular']),
  emergencyType: z.enum(EMERGENCY_TYPES).nullable(),
  priority: z.string(),
  attendeeIds: z.array(z.string()),
  departments: z.array(departmentNameSchema),
});

export const councilMeetingEndedPayloadSchema = z.object({
  meetingId: z.string().min(1),
  type: z.enum(['emergency', 'regular']),
  durationMinutes: z.number().int().min(0),
  messageCount: z.number().int().min(0),
  playerMessageCount: z.number().int().min(0),
  summary: z.string(),
});

export const agentActionTriggeredPayloadSchema = z.object({
  agentId: z.string().min(1),
  agentName: z.string().min(1),
  department: departmentNameSchema,
  action: z.string().min(1),
  message: z.string().min(1),
});

export const communicationSentPayloadSchema = z.object({
  communicationId: z.string().min(1),
  from: z.string().min(1),
  to: z.string().nullable(),
  type: communicationSchema.shape.type,
  priority: communicationSchema.shape.priority,
});

export const councilEventPayloadSchemas = {
  'scenario.generated': scenarioGeneratedPayloadSchema,
  'scenario.resolved': scenarioResolvedPayloadSchema,
  'decision.proposed': decisionProposedPayloadSchema,
  'council.meeting.scheduled': councilMeetingScheduledPayloadSchema,
  'council.meeting.ended': councilMeetingEndedPayloadSchema,
  'agent.action.triggered': agentActionTriggeredPayloadSchema,
  'communication.sent': communicationSentPayloadSchema,
} as const;
