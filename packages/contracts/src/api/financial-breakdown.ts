// GET /api/financial/breakdown: where each quarter's money came from and went.
import { z } from 'zod';
import { cents, quarterNumber } from './common';

/**
 * Where a quarter's money came from and went, by the reason of each financial
 * event: market (sales revenue), operations (payroll, overhead, marketing, R&D,
 * interest, equipment, depreciation, the loan and the credit line), decisions,
 * scenarios, simulations, and one-offs (incidents: breaches, fines, product
 * failures; and capital raised).
 */
export const breakdownParts = [
  'market',
  'operations',
  'decisions',
  'scenarios',
  'simulations',
  'oneOffs',
] as const;
export const breakdownPartSchema = z.enum(breakdownParts);
export type BreakdownPart = z.infer<typeof breakdownPartSchema>;

/** Signed cents: the part's change to net worth and to cash over the quarter. */
export const breakdownEntrySchema = z.object({
  part: breakdownPartSchema,
  netWorth: cents,
  cash: cents,
});

/** One line a lever booked: its reason as the books give it, and its change to net worth and to cash. */
export const leverLineSchema = z.object({
  description: z.string(),
  eventType: z.string(),
  triggeredBy: z.string(),
  /** The part of the breakdown it counts in. */
  part: breakdownPartSchema,
  netWorth: cents,
  cash: cents,
});
export type LeverLine = z.infer<typeof leverLineSchema>;

const sumOf = (parts: Array<{ netWorth: number; cash: number }>, key: 'netWorth' | 'cash') =>
  parts.reduce((sum, part) => sum + part[key], 0);

/**
 * One played quarter, opening to closing. Money moved between quarters (a
 * decision, a simulation, a graded scenario) counts in the quarter it was
 * about to be played in. The parts add up to the changes to the cent.
 */
export const quarterBreakdownSchema = z
  .object({
    quarter: quarterNumber,
    openingNetWorth: cents,
    closingNetWorth: cents,
    netWorthChange: cents,
    openingCash: cents,
    closingCash: cents,
    cashChange: cents,
    /** Every part, in breakdownParts order, zeros included. */
    parts: z.array(breakdownEntrySchema),
    /**
     * The lines the levers booked this quarter (the quarterly levers, a plan's or a decision's levers,
     * the credit line and capital raised), each with its reason; they are counted in `parts` too.
     */
    leverLines: z.array(leverLineSchema).default([]),
  })
  .refine(
    (q) =>
      q.closingNetWorth - q.openingNetWorth === q.netWorthChange &&
      sumOf(q.parts, 'netWorth') === q.netWorthChange,
    { message: 'the net worth parts must add up to the net worth change' },
  )
  .refine((q) => q.closingCash - q.openingCash === q.cashChange && sumOf(q.parts, 'cash') === q.cashChange, {
    message: 'the cash parts must add up to the cash change',
  });
export type QuarterBreakdown = z.infer<typeof quarterBreakdownSchema>;

/** GET /api/financial/breakdown: every played quarter, oldest first (or the one asked for). */
export const financialBreakdownResponseSchema = z.object({ quarters: z.array(quarterBreakdownSchema) });
export type FinancialBreakdown = z.infer<typeof financialBreakdownResponseSchema>;
export const financialBreakdownQuerySchema = z.object({
  quarter: z.coerce.number().pipe(quarterNumber).optional(),
});
