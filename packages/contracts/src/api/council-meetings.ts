// Council meetings (emergency and regular), what is said in them, and the
// messages between the player and the advisors.
import { z } from 'zod';
import { EMERGENCY_TYPES } from '@ai-council/rules';
import { isoDate } from './common';

const missingEmergency = 'Missing Information: Please select an emergency type and provide a description.';
export const emergencyCouncilRequestSchema = z.object({
  reason: z.string().trim().max(2000).optional(),
  description: z.string({ error: missingEmergency }).trim().min(1, missingEmergency).max(2000),
  emergencyType: z.enum(EMERGENCY_TYPES, { error: missingEmergency }),
});
export type EmergencyCouncilRequest = z.infer<typeof emergencyCouncilRequestSchema>;

export const attendeeSchema = z.object({ id: z.string(), name: z.string(), department: z.string() });
export const councilMessageSchema = z.object({
  id: z.string(),
  speaker: z.string(),
  role: z.string(),
  content: z.string(),
  at: isoDate,
  /** The agent speaking, or absent for the player. */
  agentId: z.string().optional(),
  voice: z.enum(['internal', 'llm', 'internal-fallback']).optional(),
  /** Why the internal voice answered in llm mode, and what the player can do about it. */
  voiceNote: z.string().optional(),
});
export const councilMeetingSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['scheduled', 'in_progress', 'ended']),
  priority: z.string(),
  scheduledAt: isoDate,
  endedAt: isoDate.nullable(),
  reason: z.string(),
  attendees: z.array(attendeeSchema),
  transcript: z.array(councilMessageSchema),
  emergencyType: z.enum(EMERGENCY_TYPES).nullable().optional(),
  /** The chair's closing summary, set when the meeting ends. */
  summary: z.string().nullable().optional(),
});
export type CouncilMeeting = z.infer<typeof councilMeetingSchema>;
export const meetingMessageRequestSchema = z.object({
  message: z.string().trim().min(1, 'Enter a message for the council.').max(2000),
});

export const communicationSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  message: z.string(),
  sentAt: isoDate,
  type: z.enum(['scenario_alert', 'agent_action', 'response', 'direct_message']),
  priority: z.enum(['low', 'normal', 'high', 'urgent']),
  voice: z.enum(['internal', 'llm', 'internal-fallback']).optional(),
  /** Why the internal voice answered in llm mode, and what the player can do about it. */
  voiceNote: z.string().optional(),
});
export type Communication = z.infer<typeof communicationSchema>;

const missingAgentMessage = 'Missing Information: Please select an agent and enter a message.';
export const toAgentRequestSchema = z.object({
  agentName: z.string({ error: missingAgentMessage }).trim().min(1, missingAgentMessage),
  message: z.string({ error: missingAgentMessage }).trim().min(1, missingAgentMessage).max(2000),
  priority: z.enum(['low', 'normal', 'high', 'urgent']).optional().default('normal'),
});

/** A regular (non-emergency) council meeting; it respects the 3-day cooldown (SPEC §9). */
export const regularMeetingRequestSchema = z.object({
  topic: z.string().trim().max(300).optional(),
});

export const activeMeetingResponseSchema = councilMeetingSchema.nullable();
export const meetingsResponseSchema = z.array(councilMeetingSchema);
export const meetingMessageResponseSchema = z.object({
  meeting: councilMeetingSchema,
  replies: z.array(councilMessageSchema),
});

export const toAgentResponseSchema = z.object({
  sent: communicationSchema,
  reply: communicationSchema,
  /** The pending decision the answer proposed, when it answered with an engine-estimated proposal. */
  decisionId: z.string().optional(),
});

export const simulateActionResponseSchema = z.object({
  action: z.object({
    agentId: z.string(),
    agentName: z.string(),
    department: z.string(),
    title: z.string(),
    message: z.string(),
  }),
  communication: communicationSchema,
  decisionId: z.string().nullable(),
});
