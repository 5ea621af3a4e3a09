// What a decision commits the company to, as the plain-English reader found it
// in the player's words: the plan's own spend, what the threat (or the
// opportunity) then does to the books, and the engine levers its commitments
// pull for a stated number of quarters. svc-council reads and grades the plan;
// svc-game books it and runs the levers.
import { formatCents, MAX_BOOKED } from '@ai-council/rules';
import { z } from 'zod';
import { cents } from './common';
import { ENGINE_LEVER_KINDS, planBounds, type Bounds, type EngineLeverKind } from './lever-model';

/** A lever runs for one to four quarters, the ones the decision names (one when it names none). */
export const LEVER_MAX_QUARTERS = 4;
const quarters = z.number().int().min(1).max(LEVER_MAX_QUARTERS);
/** The player's own words the lever was read from, for the books. */
const reason = z.string().min(1).max(300);
/** Money one plan may move: at most $2,000,000. */
const planCents = cents.min(0).max(MAX_BOOKED);

/** The kind of an engine lever: only the catalogue's. */
const kind = <K extends EngineLeverKind>(k: K) => z.literal(k);
const bounded = (bounds: Bounds) => z.number().int().min(bounds.min).max(bounds.max);
const budget = (k: 'marketing-budget' | 'research-budget') =>
  cents.min(planBounds(k).min).max(planBounds(k).max);

export const planLeverSchema = z.discriminatedUnion('kind', [
  /** No net new hires while it runs (the company still replaces nobody it loses). */
  z.object({ kind: kind('hiring-pause'), quarters, reason }),
  /** This many hires on top of what the work needs, spread over the quarters. */
  z.object({ kind: kind('hires'), count: bounded(planBounds('hires')), quarters, reason }),
  /** Prices change by this many percent while it runs. */
  z.object({ kind: kind('price-change'), percent: bounded(planBounds('price-change')), quarters, reason }),
  /** Extra marketing spend per quarter while it runs. */
  z.object({
    kind: kind('marketing-budget'),
    amount: budget('marketing-budget'),
    quarters,
    reason,
  }),
  /** Extra R&D spend per quarter while it runs. */
  z.object({
    kind: kind('research-budget'),
    amount: budget('research-budget'),
    quarters,
    reason,
  }),
  /** Moving to another supplier: operations cost less once it lands, after a quarter of disruption. */
  z.object({ kind: kind('supplier-switch'), quarters, reason }),
]);
export type PlanLever = z.infer<typeof planLeverSchema>;
export type PlanLeverKind = PlanLever['kind'];
/** Every engine lever of the catalogue has its shape in a plan: a kind added there fails here until it does. */
export const planLeverKinds = ENGINE_LEVER_KINDS satisfies readonly PlanLeverKind[];

export const planSchema = z.object({
  /** What the plan itself spends, booked once when the decision is made. */
  spend: planCents,
  /** Why that is the spend: the budget the decision names, or the standard cost when it names none. */
  spendReason: z.string().min(1).max(300),
  /** What the threat still does to the books after the plan (negative), or what the opportunity earns. */
  outcome: cents.min(-MAX_BOOKED).max(MAX_BOOKED),
  outcomeReason: z.string().min(1).max(300),
  levers: z.array(planLeverSchema).max(6),
});
export type Plan = z.infer<typeof planSchema>;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);
const quartersInWords = (n: number) => `${count(n)} quarter${n === 1 ? '' : 's'}`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A lever in the council's words: "a one-quarter hiring pause", "a 15% price cut for two quarters". */
export function leverInWords(lever: PlanLever): string {
  switch (lever.kind) {
    case 'hiring-pause':
      return `a ${count(lever.quarters)}-quarter hiring pause`;
    case 'hires':
      return `${lever.count} extra hire${lever.count === 1 ? '' : 's'} over ${quartersInWords(lever.quarters)}`;
    case 'price-change':
      return `a ${Math.abs(lever.percent)}% price ${lever.percent < 0 ? 'cut' : 'rise'} for ${quartersInWords(lever.quarters)}`;
    case 'marketing-budget':
      return `${formatCents(lever.amount)} a quarter more for marketing over ${quartersInWords(lever.quarters)}`;
    case 'research-budget':
      return `${formatCents(lever.amount)} a quarter more for R&D over ${quartersInWords(lever.quarters)}`;
    case 'supplier-switch':
      return 'a switch to another supplier';
  }
}

/** A plan's spend and levers in words ("a $40K budget and a one-quarter hiring pause"), or '' for none. */
export function planInWords(plan: Pick<Plan, 'spend' | 'levers'>): string {
  return list([
    ...(plan.spend > 0 ? [`a ${formatCents(plan.spend)} budget`] : []),
    ...plan.levers.map(leverInWords),
  ]);
}
