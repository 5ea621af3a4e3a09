// Engine projections (POST /api/game/projections): svc-council asks svc-game
// what a proposal would do, and svc-game answers by running its engine forward
// on a copy of the player's company (the full state only svc-game holds: the
// seeded generator, the market cycle, salaries, debt, ongoing effects), once
// as it stands and once with the proposal implemented. Nothing is saved.
import { MAX_BOOKED } from '@ai-council/rules';
import { z } from 'zod';
import { driverEffectsSchema } from './game';
import { cents } from './common';
import { planLeverSchema } from './plan';

export const costLineIds = [
  'payroll',
  'operations',
  'marketing',
  'research_and_development',
  'interest',
] as const;
export const costLineIdSchema = z.enum(costLineIds);
export type CostLineId = z.infer<typeof costLineIdSchema>;

/** One line of the company's quarterly costs at its current figures (cents a quarter). */
export const costLineSchema = z.object({
  line: costLineIdSchema,
  label: z.string(),
  department: z.string(),
  amount: cents,
});
export type CostLine = z.infer<typeof costLineSchema>;

/**
 * A proposal as a decision would carry it. A cost cut names a cost line and a
 * percentage: svc-game prices the saving from its own figures, and the
 * decision books that saving for each quarter of `timeImpact`.
 */
export const projectionProposalSchema = z.object({
  id: z.string().min(1).max(64),
  financialImpact: cents.min(-MAX_BOOKED).max(MAX_BOOKED).optional(),
  costCut: z.object({ line: costLineIdSchema, percent: z.number().int().min(1).max(50) }).optional(),
  timeImpact: z.number().int().min(0).max(8),
  driverEffects: driverEffectsSchema,
  /** Engine levers the proposal pulls (a hiring plan, a price change, a marketing or R&D budget…), as a plan's. */
  levers: z.array(planLeverSchema).max(6).optional(),
});
export type ProjectionProposal = z.infer<typeof projectionProposalSchema>;

export const projectionRequestSchema = z.object({
  /** Quarters to run forward. */
  quarters: z.number().int().min(1).max(4).default(2),
  proposals: z.array(projectionProposalSchema).max(12),
});
export type ProjectionRequest = z.input<typeof projectionRequestSchema>;

/** Where the company stands after the projected quarters. */
export const projectedFiguresSchema = z.object({
  quartersPlayed: z.number().int().min(0),
  cash: cents,
  netWorth: cents,
  revenue: cents,
  costs: cents,
  marketShare: z.number().int(),
  employeeCount: z.number().int().min(0),
  drivers: z.record(z.string(), z.number().int()),
});
export type ProjectedFigures = z.infer<typeof projectedFiguresSchema>;

export const proposalProjectionSchema = z.object({
  id: z.string(),
  /** False when the company cannot pay for it now (nothing else is set then but the impact). */
  feasible: z.boolean(),
  /** Signed cents the decision books when implemented (for a cut: the saving over its quarters). */
  financialImpact: cents,
  /** For a cost cut: the saving each quarter. */
  savingPerQuarter: cents.nullable(),
  after: projectedFiguresSchema.nullable(),
  /** With the proposal minus without it, after the projected quarters (same seeded draws for both). */
  delta: projectedFiguresSchema
    .omit({ quartersPlayed: true })
    .extend({ employeeCount: z.number().int() })
    .nullable(),
});
export type ProposalProjection = z.infer<typeof proposalProjectionSchema>;

export const projectionResponseSchema = z.object({
  quarter: z.number().int(),
  quarters: z.number().int(),
  costLines: z.array(costLineSchema),
  baseline: projectedFiguresSchema,
  projections: z.array(proposalProjectionSchema),
});
export type ProjectionResponse = z.infer<typeof projectionResponseSchema>;
