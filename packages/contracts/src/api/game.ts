import { z } from 'zod';
import { DRIVER_NAMES } from '@ai-council/rules';
import { cents, isoDate, shareHundredths } from './common';

export const endReasonSchema = z.enum(['victory', 'bankruptcy', 'time_limit']);
export type EndReason = z.infer<typeof endReasonSchema>;

export const driverNames = DRIVER_NAMES;
export const driversSchema = z.object(
  Object.fromEntries(driverNames.map((n) => [n, z.number().int().min(0).max(100)])) as Record<
    (typeof driverNames)[number],
    z.ZodNumber
  >,
);
export type Drivers = z.infer<typeof driversSchema>;

export const gameMetricsSchema = z.object({
  netWorth: cents,
  cashFlow: cents,
  marketShare: shareHundredths,
  employeeCount: z.number().int().min(0),
});

export const gameStateSchema = z.object({
  gameId: z.string(),
  currentQuarter: z.number().int().min(1).max(20),
  status: z.enum(['active', 'ended']),
  endReason: endReasonSchema.nullable(),
  finalScore: z.number().int().nullable(),
  gameYears: z.number(),
  metrics: gameMetricsSchema,
  /** Scenarios whose resolution svc-game has not applied yet: a client waits for a decided one to leave. */
  openScenarioIds: z.array(z.string()),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const objectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isCompleted: z.boolean(),
  currentValue: z.number(),
  targetValue: z.number(),
});
export const objectivesResponseSchema = z.array(objectiveSchema);
export type Objective = z.infer<typeof objectiveSchema>;

export const advanceQuarterResponseSchema = z.object({
  gameEnded: z.boolean(),
  reason: endReasonSchema.nullable(),
  finalScore: z.number().int().nullable(),
  currentQuarter: z.number().int().min(1).max(20),
});
export type AdvanceQuarterResponse = z.infer<typeof advanceQuarterResponseSchema>;

export const financialLatestSchema = z.object({
  netWorth: cents,
  cashFlow: cents,
  revenue: cents,
  quarterlyGrowth: z.number().int(),
  marketShare: shareHundredths,
  employeeCount: z.number().int().min(0),
  quarter: z.number().int().min(0),
});
export type FinancialLatest = z.infer<typeof financialLatestSchema>;

export const financialEventSchema = z.object({
  id: z.string(),
  description: z.string(),
  eventType: z.string(),
  triggeredBy: z.string(),
  occurredAt: isoDate,
  amount: cents,
  quarter: z.number().int().min(0),
});
export const financialEventsResponseSchema = z.array(financialEventSchema);
export type FinancialEvent = z.infer<typeof financialEventSchema>;

const dollars = z.number().int('cost must be whole dollars').positive('cost must be positive');
export const applyCostRequestSchema = z.object({
  /** Whole US dollars, as the simulation screen shows them (SPEC §9 table). */
  cost: dollars,
  description: z.string().trim().min(1, 'description is required').max(300),
  category: z.string().trim().min(1, 'category is required').max(60),
});
export type ApplyCostRequest = z.infer<typeof applyCostRequestSchema>;

export const applyCostResponseSchema = z.object({
  simulationId: z.string(),
  cashAfter: cents,
  netWorth: cents,
});

export const simulationOutcomeSchema = z.enum(['success', 'partial', 'failure']);
export const completeSimulationRequestSchema = z.object({
  simulationResults: z.object({
    outcome: simulationOutcomeSchema,
    impact: z.number().min(0).max(100),
    learnings: z.array(z.string().max(500)).max(20).optional().default([]),
  }),
  scenarioTitle: z.string().trim().min(1, 'scenarioTitle is required').max(200),
});
export type CompleteSimulationRequest = z.infer<typeof completeSimulationRequestSchema>;

export const decisionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  financialImpact: cents,
  timeImpact: z.number().int().min(0),
  status: z.enum(['pending', 'implemented']),
  proposedBy: z.string().optional(),
  createdAt: isoDate.optional(),
});
export const decisionsResponseSchema = z.array(decisionSchema);
export type Decision = z.infer<typeof decisionSchema>;

/** What svc-council and svc-analytics learn of a company through events. */
export const companySnapshotSchema = z.object({
  currentQuarter: z.number().int().min(1).max(20),
  status: z.enum(['active', 'ended']),
  endReason: endReasonSchema.nullable(),
  cash: cents,
  netWorth: cents,
  revenue: cents,
  costs: cents,
  cashFlow: cents,
  quarterlyGrowth: z.number().int(),
  marketShare: shareHundredths,
  employeeCount: z.number().int().min(0),
  drivers: driversSchema,
  seed: z.number().int(),
});
export type CompanySnapshot = z.infer<typeof companySnapshotSchema>;

/** GET /api/game/history: one record per played quarter (money in cents, share in hundredths of a percent). */
export const quarterRecordSchema = financialLatestSchema
  .pick({ revenue: true, cashFlow: true, netWorth: true, quarterlyGrowth: true, marketShare: true })
  .extend({ quarter: financialLatestSchema.shape.quarter, costs: cents, cash: cents });
export type QuarterRecord = z.infer<typeof quarterRecordSchema>;
export const gameHistoryResponseSchema = z.array(quarterRecordSchema);
