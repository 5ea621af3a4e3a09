// Events that cross the bus (DESIGN.md "Events"). Every event carries the
// envelope; payloads are validated by consumers like any HTTP body.
import { z } from 'zod';

export const eventTypes = [
  'game.started',
  'game.quarter.advanced',
  'game.ended',
  'game.cost.applied',
  'game.simulation.completed',
  'decision.proposed',
  'decision.implemented',
  'scenario.generated',
  'scenario.resolved',
  'council.meeting.scheduled',
  'council.meeting.ended',
  'agent.action.triggered',
  'communication.sent',
  'analytics.recorded',
] as const;
export const eventTypeSchema = z.enum(eventTypes);
export type EventType = z.infer<typeof eventTypeSchema>;

export const domainEventSchema = z.object({
  id: z.string().min(1),
  type: eventTypeSchema,
  occurredAt: z.string().datetime(),
  userId: z.string().min(1),
  gameId: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
});
export type DomainEvent = z.infer<typeof domainEventSchema>;
