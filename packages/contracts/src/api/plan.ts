// What a decision commits the company to, as the plain-English reader found it
// in the player's words: the plan's own spend, what the threat (or the
// opportunity) then does to the books, and the engine levers its commitments
// pull for a stated number of quarters. svc-council reads and grades the plan;
// svc-game books it and runs the levers.
import { z } from 'zod';
import { cents } from './common';

/** A lever runs for one to four quarters, the ones the decision names (one when it names none). */
export const LEVER_MAX_QUARTERS = 4;
const quarters = z.number().int().min(1).max(LEVER_MAX_QUARTERS);
/** The player's own words the lever was read from, for the books. */
const reason = z.string().min(1).max(300);
/** Money one plan may move: at most $2,000,000. */
const planCents = cents.min(0).max(200_000_000);

export const planLeverSchema = z.discriminatedUnion('kind', [
  /** No net new hires while it runs (the company still replaces nobody it loses). */
  z.object({ kind: z.literal('hiring-pause'), quarters, reason }),
  /** This many hires on top of what the work needs, spread over the quarters. */
  z.object({ kind: z.literal('hires'), count: z.number().int().min(1).max(500), quarters, reason }),
  /** Prices change by this many percent while it runs. */
  z.object({
    kind: z.literal('price-change'),
    percent: z.number().int().min(-50).max(50),
    quarters,
    reason,
  }),
  /** Extra marketing spend per quarter while it runs. */
  z.object({ kind: z.literal('marketing-budget'), amount: planCents, quarters, reason }),
  /** Extra R&D spend per quarter while it runs. */
  z.object({ kind: z.literal('research-budget'), amount: planCents, quarters, reason }),
  /** Moving to another supplier: operations cost less once it lands, after a quarter of disruption. */
  z.object({ kind: z.literal('supplier-switch'), quarters, reason }),
]);
export type PlanLever = z.infer<typeof planLeverSchema>;
export type PlanLeverKind = PlanLever['kind'];

export const planSchema = z.object({
  /** What the plan itself spends, booked once when the decision is made. */
  spend: planCents,
  /** Why that is the spend: the budget the decision names, or the standard cost when it names none. */
  spendReason: z.string().min(1).max(300),
  /** What the threat still does to the books after the plan (negative), or what the opportunity earns. */
  outcome: cents.min(-200_000_000).max(200_000_000),
  outcomeReason: z.string().min(1).max(300),
  levers: z.array(planLeverSchema).max(6),
});
export type Plan = z.infer<typeof planSchema>;
