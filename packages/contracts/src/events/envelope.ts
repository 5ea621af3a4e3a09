// The envelope every event carries (DESIGN.md "Events"): who and which game it
// is about, when it happened, and a payload whose shape its type decides.
import { z } from 'zod';
import { DEPARTMENTS } from '@ai-council/rules';

export const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  userId: z.string().min(1),
  gameId: z.string().min(1),
  payload: z.unknown(),
});

/** The one department enum on every wire (packages/rules owns the list; the dashboard's Department object is departmentSchema). */
export const departmentNameSchema = z.enum(DEPARTMENTS);
