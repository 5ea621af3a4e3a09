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

/** What an objective's values count, so a screen shows them as a person reads them. */
export const objectiveUnitSchema = z.enum(['dollars', 'percent', 'employees', 'quarters', 'scenarios']);
export type ObjectiveUnit = z.infer<typeof objectiveUnitSchema>;

/**
 * POST /api/game/start takes no input (the player is the session's): an
 * empty object or no body at all. Idempotent: starting an existing game
 * answers it with 200, a new one with 201.
 */
export const startGameRequestSchema = z.object({}).strict().optional();
export type StartGameRequest = z.infer<typeof startGameRequestSchema>;

export const objectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isCompleted: z.boolean(),
  /** In `unit`: whole dollars and cents (can be negative), percent, or a count. */
  currentValue: z.number(),
  targetValue: z.number(),
  unit: objectiveUnitSchema,
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

export const simulationOutcomeSchema = z.enum(['success', 'partial', 'failure']);

/**
 * The simulation a paid option opened. svc-game draws how it turns out when it
 * opens (GAME.md: the server never trusts a result the client made up); the
 * browser plays the run and reveals this outcome at the end.
 */
export const applyCostResponseSchema = z.object({
  simulationId: z.string(),
  cashAfter: cents,
  netWorth: cents,
  outcome: simulationOutcomeSchema,
  /** Percent, inside the outcome's band (SPEC §4). */
  impact: z.number().int().min(0).max(100),
});
export type ApplyCostResponse = z.infer<typeof applyCostResponseSchema>;

/**
 * Settles the open simulation (the one named, else the oldest of the scenario)
 * with the outcome drawn when it opened. An outcome or impact sent along must
 * be that one: anything else is refused (409) and nothing moves.
 */
export const completeSimulationRequestSchema = z.object({
  simulationId: z.string().trim().min(1).max(100).optional(),
  simulationResults: z
    .object({
      outcome: simulationOutcomeSchema.optional(),
      impact: z.number().min(0).max(100).optional(),
      learnings: z.array(z.string().max(500)).max(20).optional().default([]),
    })
    .optional()
    .default({ learnings: [] }),
  scenarioTitle: z.string().trim().min(1, 'scenarioTitle is required').max(200),
});
export type CompleteSimulationRequest = z.infer<typeof completeSimulationRequestSchema>;

export const completeSimulationResponseSchema = z.object({
  simulationId: z.string(),
  outcome: simulationOutcomeSchema,
  impact: z.number().int().min(0).max(100),
  /** Cents: assets now plus income over the coming quarters. */
  returnValue: cents,
  netWorth: cents,
  cash: cents,
});
export type CompleteSimulationResponse = z.infer<typeof completeSimulationResponseSchema>;

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

/**
 * Where a quarter's money came from and went, by the reason of each financial
 * event: market (sales revenue), operations (payroll, overhead, marketing, R&D,
 * interest, equipment, depreciation, the loan), decisions, scenarios,
 * simulations, and one-offs (incidents: breaches, fines, product failures).
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

const sumOf = (parts: Array<{ netWorth: number; cash: number }>, key: 'netWorth' | 'cash') =>
  parts.reduce((sum, part) => sum + part[key], 0);

/**
 * One played quarter, opening to closing. Money moved between quarters (a
 * decision, a simulation, a graded scenario) counts in the quarter it was
 * about to be played in. The parts add up to the changes to the cent.
 */
export const quarterBreakdownSchema = z
  .object({
    quarter: z.number().int().min(1).max(20),
    openingNetWorth: cents,
    closingNetWorth: cents,
    netWorthChange: cents,
    openingCash: cents,
    closingCash: cents,
    cashChange: cents,
    /** Every part, in breakdownParts order, zeros included. */
    parts: z.array(breakdownEntrySchema),
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
  quarter: z.coerce.number().int().min(1).max(20).optional(),
});

/** How a game ended: the figures the game-over comparison and the leaderboard show. */
export const gameOutcomeSchema = z.object({
  netWorth: cents,
  finalScore: z.number().int(),
  endReason: endReasonSchema,
  quartersPlayed: z.number().int().min(1).max(20),
});
export type GameOutcome = z.infer<typeof gameOutcomeSchema>;

/**
 * GET /api/game/counterfactual, once the game has ended: the player's outcome
 * beside the same game replayed from its seed had the player followed every
 * council proposal (`council`) or decided nothing (`passive`). Same game, same numbers.
 */
export const counterfactualResponseSchema = z.object({
  player: gameOutcomeSchema,
  council: gameOutcomeSchema,
  passive: gameOutcomeSchema,
});
export type CounterfactualResponse = z.infer<typeof counterfactualResponseSchema>;

export const challengeModeSchema = z.enum(['demo', 'llm']);
export type ChallengeMode = z.infer<typeof challengeModeSchema>;
/** A UTC date, YYYY-MM-DD. */
export const challengeDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD');

/** GET /api/game/challenge/leaderboard: a day (default today, UTC) and a mode (default the player's). */
export const challengeLeaderboardQuerySchema = z.object({
  day: challengeDaySchema.optional(),
  mode: challengeModeSchema.optional(),
});
export type ChallengeLeaderboardQuery = z.infer<typeof challengeLeaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  firstName: z.string(),
  finalScore: z.number().int(),
  endReason: endReasonSchema,
  quartersPlayed: z.number().int().min(1).max(20),
  /** The signed-in player's own row. */
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** Only entries whose decision log replayed to the score they claim. */
export const challengeLeaderboardSchema = z.object({
  day: challengeDaySchema,
  mode: challengeModeSchema,
  entries: z.array(leaderboardEntrySchema),
});
export type ChallengeLeaderboard = z.infer<typeof challengeLeaderboardSchema>;
