import { z } from 'zod';
import { DRIVER_NAMES } from '@ai-council/rules';
import { cents, isoDate, shareHundredths, quarterNumber } from './common';

// The quarter's breakdown has a file of its own; exported from here too, as
// callers of the game's API read it from this module.
export * from './financial-breakdown';

export const endReasonSchema = z.enum(['victory', 'bankruptcy', 'time_limit']);
export type EndReason = z.infer<typeof endReasonSchema>;

/** A change to the drivers, each at most 20 points either way (a scenario's effect, a projection's). */
export const driverEffectsSchema = z.partialRecord(z.enum(DRIVER_NAMES), z.number().int().min(-20).max(20));
export const driversSchema = z.object(
  Object.fromEntries(DRIVER_NAMES.map((n) => [n, z.number().int().min(0).max(100)])) as Record<
    (typeof DRIVER_NAMES)[number],
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

/**
 * An end reason as the game state reports it: one of the three this server
 * gives, or one a newer server may add, which a screen names 'Game Complete'
 * (SPEC §2 Game over: "anything else") instead of failing to read the state.
 * One it cannot hold (empty, over 40 characters, not a string) reads as none,
 * so it too is 'Game Complete' and never a page that could not be loaded.
 */
export const reportedEndReasonSchema = z
  .union([endReasonSchema, z.string().min(1).max(40)])
  .nullable()
  .catch(null);

/** A UTC date, YYYY-MM-DD. */
export const challengeDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD');

/**
 * A daily challenge game as its player sees it: only the first completed attempt of the day enters
 * the leaderboard, so one begun after it is practice, and says so.
 */
export const challengeStatusSchema = z.object({
  day: challengeDaySchema,
  /** Not the player's first completed attempt of the day: played, never ranked. */
  practice: z.boolean(),
  /** Once it has ended: ranked on the day's leaderboard, practice, or refused by the replay check. */
  leaderboard: z.enum(['entered', 'practice', 'refused']).optional(),
  /** Why the replay check refused it. */
  refusal: z.string().optional(),
});
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;

export const gameStateSchema = z.object({
  gameId: z.string(),
  currentQuarter: quarterNumber,
  status: z.enum(['active', 'ended']),
  endReason: reportedEndReasonSchema,
  /** SPEC §3 Game state: gameEnded and reason, as the advance answer names them (status 'ended' and endReason). */
  gameEnded: z.boolean(),
  reason: reportedEndReasonSchema,
  finalScore: z.number().int().nullable(),
  gameYears: z.number(),
  metrics: gameMetricsSchema,
  /** Scenarios whose resolution svc-game has not applied yet: a client waits for a decided one to leave. */
  openScenarioIds: z.array(z.string()),
  /** Only on a daily challenge game. */
  challenge: challengeStatusSchema.optional(),
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
  currentQuarter: quarterNumber,
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
 * opens (GAME.md: the server never trusts a result the client made up) and
 * keeps it: nothing here tells the outcome, which simulations/complete reveals
 * once the player's run reaches its outcome phase.
 */
export const applyCostResponseSchema = z
  .object({
    simulationId: z.string(),
    cashAfter: cents,
    netWorth: cents,
  })
  .strict();
export type ApplyCostResponse = z.infer<typeof applyCostResponseSchema>;

/**
 * Settles the open simulation (the one named, else the oldest of the scenario)
 * with the outcome drawn when it opened. The client need send no outcome (it
 * learns it from the answer); SPEC §7's body, with the outcome and impact its
 * own run showed, is accepted and those two are ignored: the server owns them.
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

/** Multiples of an option's cost, inclusive: the lowest and the highest impact of an outcome's band. */
export const returnMultipleRangeSchema = z.object({ min: z.number().min(0), max: z.number().min(0) });

/**
 * What completing revealed and booked. The whole return lands in the books
 * at once, part as assets and the rest as cash, so net worth rises by exactly
 * `returnValue` (`netWorthChange`, measured on the books, says so).
 */
export const completeSimulationResponseSchema = z
  .object({
    simulationId: z.string(),
    outcome: simulationOutcomeSchema,
    /** Percent, inside the outcome's band (SPEC §4). */
    impact: z.number().int().min(0).max(100),
    /** Cents: the return, booked now (assets + cash). */
    returnValue: cents,
    /** The multiple of the cost applied (the outcome's band at this impact, times `returnFactor`). */
    returnMultiple: z.number().min(0),
    /** The share of a first run's return this run paid: 1, then 1/2, 1/3 … (GET /api/simulations/options stated it). */
    returnFactor: z.number().positive().max(1),
    /** Runs of this scenario the game had opened before this one. */
    runsBefore: z.number().int().min(0),
    /** Cents booked now, by account: they add up to returnValue. */
    booked: z.object({ assets: cents, cash: cents }),
    /** Cents: net worth after completing less net worth before. */
    netWorthChange: cents,
    netWorth: cents,
    cash: cents,
  })
  .refine((r) => r.booked.assets + r.booked.cash === r.returnValue, {
    message: 'the return booked as assets and cash must add up to returnValue',
  });
export type CompleteSimulationResponse = z.infer<typeof completeSimulationResponseSchema>;

/**
 * One option of a simulation scenario as it stands in this game, before the
 * player pays (GET /api/simulations/options). Cost, odds and approach are the
 * catalogue's (SPEC §9); this adds what the engine will pay back. Each earlier
 * run of the same scenario shrinks the return (the first European expansion
 * opens new markets; the fifth finds none left).
 */
export const simulationOptionReturnSchema = z.object({
  scenarioId: z.string(),
  optionId: z.string(),
  /** Whole dollars, as the catalogue lists it. */
  cost: z.number().int().positive(),
  /** Runs of this scenario this game has opened already. */
  runsBefore: z.number().int().min(0),
  /** The share of a first run's return this run pays: 1 / (1 + runsBefore). */
  returnFactor: z.number().positive().max(1),
  /** Multiples of the cost this run returns, by outcome, across the outcome's impact band. */
  returnMultiples: z.object({
    success: returnMultipleRangeSchema,
    partial: returnMultipleRangeSchema,
    failure: returnMultipleRangeSchema,
  }),
  // The returns are in the cost's unit, whole dollars (issue 44: cost in dollars beside returns in cents misled).
  /** Whole dollars: the mean return of this run over SPEC §4's odds and every impact of each band. */
  expectedReturn: z.number().int().min(0),
  /** expectedReturn as a multiple of the cost. */
  expectedMultiple: z.number().min(0),
  /** Whole dollars: what a first run would return on average (equal to expectedReturn when runsBefore is 0). */
  firstRunExpectedReturn: z.number().int().min(0),
});
export type SimulationOptionReturn = z.infer<typeof simulationOptionReturnSchema>;
export const simulationOptionsResponseSchema = z.object({ options: z.array(simulationOptionReturnSchema) });
export type SimulationOptionsResponse = z.infer<typeof simulationOptionsResponseSchema>;

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
  /**
   * A pending decision: the last quarter it can be implemented in (rules' PENDING_DECISION_QUARTERS
   * after the one it was proposed in); it expires when that quarter is played. Absent on older ones.
   * May lie past the game's last quarter (a proposal of Q20 lasts "after Q2 Year 6").
   */
  expiresAfterQuarter: z.number().int().min(1).optional(),
});
export const decisionsResponseSchema = z.array(decisionSchema);
export type Decision = z.infer<typeof decisionSchema>;

/** What svc-council and svc-analytics learn of a company through events. */
export const companySnapshotSchema = z.object({
  currentQuarter: quarterNumber,
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

/** How a game ended: the figures the game-over comparison and the leaderboard show. */
export const gameOutcomeSchema = z.object({
  netWorth: cents,
  finalScore: z.number().int(),
  endReason: endReasonSchema,
  quartersPlayed: quarterNumber,
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

/**
 * POST /api/game/challenge: whether the leaderboard may show the player's first name. Without
 * that opt-in the row carries the anonymous label; a body is optional (no name shown).
 */
export const startChallengeRequestSchema = z
  .object({ showName: z.boolean().default(false) })
  .strict()
  .optional();
export type StartChallengeRequest = z.input<typeof startChallengeRequestSchema>;

/** What a leaderboard row says in place of a name the player did not choose to show. */
export const ANONYMOUS_CHALLENGER = 'Anonymous challenger';

/** GET /api/game/challenge/leaderboard: a day (default today, UTC) and a mode (default the player's). */
export const challengeLeaderboardQuerySchema = z.object({
  day: challengeDaySchema.optional(),
  mode: challengeModeSchema.optional(),
});
export type ChallengeLeaderboardQuery = z.infer<typeof challengeLeaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  /** The player's first name when they chose to show it, else ANONYMOUS_CHALLENGER. */
  firstName: z.string(),
  finalScore: z.number().int(),
  endReason: endReasonSchema,
  quartersPlayed: quarterNumber,
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
