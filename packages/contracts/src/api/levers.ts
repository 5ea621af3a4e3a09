// The quarterly levers (GAME.md "Quarterly levers"): besides answering
// scenarios, the player sets for the coming quarter a price change, a hiring
// plan, extra marketing and R&D budgets, and financing. svc-game shows the
// engine's projection of the settings before they are set, keeps them for the
// next quarter played, and then runs them through the same lever machinery as
// a decision's plan, every cent booked with its reason. Untouched, they are the
// defaults below and the game plays as it always has.
import { z } from 'zod';
import { cents, shareHundredths, quarterNumber } from './common';
import {
  dollarsOf,
  ENGINE_LEVER_KINDS,
  LEVER_CATALOGUE,
  quarterBounds,
  type FinancingLeverKind,
  type LeverKind,
} from './lever-model';
import type { PlanLever } from './plan';
import { projectedFiguresSchema } from './projections';

/** The bounds a request is checked against (the catalogue's); svc-game bounds budgets and financing further by the company's figures. */
export const QUARTERLY_LEVER_LIMITS = {
  /** A price change for the quarter, whole percent either way. */
  priceChangePercent: quarterBounds('price-change').max,
  /** Hires planned on top of what the work needs, in one quarter. */
  maxHires: quarterBounds('hires').max,
  /** Extra marketing or R&D spend for one quarter: at most $500,000 each (and never past the cash). */
  maxBudget: Math.min(quarterBounds('marketing-budget').max, quarterBounds('research-budget').max),
  /** A credit line drawn or capital raised: at least $10,000 and at most $5,000,000 in one quarter. */
  minFinancing: Math.max(quarterBounds('credit-line').min, quarterBounds('raise-capital').min),
  maxFinancing: Math.min(quarterBounds('credit-line').max, quarterBounds('raise-capital').max),
} as const;

const L = QUARTERLY_LEVER_LIMITS;
const name = (kind: LeverKind) => LEVER_CATALOGUE[kind].name;

const priceError = `${name('price-change')} must be a whole percent from -${L.priceChangePercent} to +${L.priceChangePercent}.`;
const priceChange = z
  .number({ error: priceError })
  .int({ error: priceError })
  .min(-L.priceChangePercent, { error: priceError })
  .max(L.priceChangePercent, { error: priceError });

const budget = (kind: 'marketing-budget' | 'research-budget') => {
  const error = `${name(kind)} must be whole cents from ${dollarsOf(0)} to ${dollarsOf(L.maxBudget)} for the quarter.`;
  return z.number({ error }).int({ error }).min(0, { error }).max(L.maxBudget, { error });
};

const financingAmount = (what: string) => {
  const error = `${what} must be whole cents from ${dollarsOf(L.minFinancing)} to ${dollarsOf(L.maxFinancing)}.`;
  return z.number({ error }).int({ error }).min(L.minFinancing, { error }).max(L.maxFinancing, { error });
};

const minHires = quarterBounds('hires').min;
const hiresError = `Planned hires must be a whole number from ${minHires} to ${L.maxHires}.`;

/** Hire as the work needs (the default), hold the headcount, or hire this many on top. */
export const hiringPlanSchema = z.discriminatedUnion(
  'plan',
  [
    z.object({ plan: z.literal('as-needed') }).strict(),
    z.object({ plan: z.literal('freeze') }).strict(),
    z
      .object({
        plan: z.literal('hire'),
        count: z
          .number({ error: hiresError })
          .int({ error: hiresError })
          .min(minHires, { error: hiresError })
          .max(L.maxHires, { error: hiresError }),
      })
      .strict(),
  ],
  { error: 'Hiring plan must be "as-needed", "freeze" or "hire" with a count.' },
);
export type HiringPlan = z.infer<typeof hiringPlanSchema>;

/** Financing's kinds are the catalogue's. */
const financing = <K extends FinancingLeverKind>(kind: K) => z.literal(kind);

/**
 * No financing (the default); a credit line drawn (cash in, a liability that
 * costs interest each quarter and is repaid over the following quarters); or
 * capital raised (cash in for a share of the company: the final score counts
 * only your stake).
 */
export const financingSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }).strict(),
    z.object({ kind: financing('credit-line'), amount: financingAmount('A credit line draw') }).strict(),
    z.object({ kind: financing('raise-capital'), amount: financingAmount('Capital raised') }).strict(),
  ],
  { error: 'Financing must be "none", "credit-line" or "raise-capital" with an amount.' },
);
export type Financing = z.infer<typeof financingSchema>;

/** The settings for the coming quarter. Every field may be left out: it keeps its default (no change). */
export const quarterlyLeversSchema = z.strictObject(
  {
    /** Prices for the quarter, in percent (0: unchanged). */
    priceChangePercent: priceChange.default(0),
    hiring: hiringPlanSchema.default({ plan: 'as-needed' }),
    /** Extra marketing spend for the quarter, cents, on top of the engine's own line. */
    marketingBudget: budget('marketing-budget').default(0),
    /** Extra R&D spend for the quarter, cents. */
    researchBudget: budget('research-budget').default(0),
    financing: financingSchema.default({ kind: 'none' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown setting ${issue.keys.map((k) => `"${k}"`).join(', ')}: the levers are priceChangePercent, hiring, marketingBudget, researchBudget and financing.`
        : issue.input === undefined || typeof issue.input !== 'object' || issue.input === null
          ? 'The levers must be an object: priceChangePercent, hiring, marketingBudget, researchBudget and financing (each optional).'
          : undefined,
  },
);
export type QuarterlyLevers = z.infer<typeof quarterlyLeversSchema>;
export type QuarterlyLeversInput = z.input<typeof quarterlyLeversSchema>;

/** The settings that change nothing. */
export const DEFAULT_QUARTERLY_LEVERS: QuarterlyLevers = {
  priceChangePercent: 0,
  hiring: { plan: 'as-needed' },
  marketingBudget: 0,
  researchBudget: 0,
  financing: { kind: 'none' },
};

/** Whether the settings are the defaults, which pull nothing (svc-game skips them, the web form reads "nothing set"). */
export function isDefaultQuarterlyLevers(levers: QuarterlyLevers): boolean {
  return levers.financing.kind === 'none' && quarterlyPlanLevers(levers, 'the defaults').length === 0;
}

type QuarterlySetting = Exclude<keyof QuarterlyLevers, 'financing'>;

/**
 * How each quarterly setting maps onto the engine's levers: the lever it
 * pulls for the one quarter it is set for, or none at its default. Financing
 * is not an engine lever: its kind (`credit-line`, `raise-capital`) is the
 * catalogue's, booked once before the quarter.
 */
const QUARTERLY_SETTING_LEVERS: {
  [S in QuarterlySetting]: (settings: QuarterlyLevers, reason: string) => PlanLever | null;
} = {
  priceChangePercent: ({ priceChangePercent: percent }, reason) =>
    percent !== 0 ? { kind: 'price-change', percent, quarters: 1, reason } : null,
  hiring: ({ hiring }, reason) =>
    hiring.plan === 'freeze'
      ? { kind: 'hiring-pause', quarters: 1, reason }
      : hiring.plan === 'hire'
        ? { kind: 'hires', count: hiring.count, quarters: 1, reason }
        : null,
  marketingBudget: ({ marketingBudget: amount }, reason) =>
    amount > 0 ? { kind: 'marketing-budget', amount, quarters: 1, reason } : null,
  researchBudget: ({ researchBudget: amount }, reason) =>
    amount > 0 ? { kind: 'research-budget', amount, quarters: 1, reason } : null,
};

/** The engine levers the quarterly settings pull, each for one quarter, in the card's order. */
export function quarterlyPlanLevers(settings: QuarterlyLevers, reason: string): PlanLever[] {
  return Object.values(QUARTERLY_SETTING_LEVERS)
    .map((leverOf) => leverOf(settings, reason))
    .filter((lever): lever is PlanLever => lever !== null);
}

/** The quarterly card's choices, in its words. */
export const HIRING_CHOICES = {
  'as-needed': 'Hire as the work needs',
  freeze: 'Freeze hiring',
  hire: 'Hire extra people',
} as const satisfies Record<QuarterlyLevers['hiring']['plan'], string>;

export const FINANCING_CHOICES = {
  none: 'No financing',
  'credit-line': 'Draw on the credit line',
  'raise-capital': 'Raise capital',
} as const satisfies Record<QuarterlyLevers['financing']['kind'], string>;

/** A lever running now (from a scenario's plan, a decision or last quarter's settings), as the books name it. */
export const runningLeverSchema = z.object({
  kind: z.enum(ENGINE_LEVER_KINDS),
  description: z.string(),
  /** Quarters still to run, the next one played included. */
  quartersLeft: z.number().int().min(1),
  /** What started it: `scenario:<id>`, `decision:<id>` or `Quarterly levers`. */
  source: z.string(),
});
export type RunningLever = z.infer<typeof runningLeverSchema>;

/** GET /api/game/levers (and the answer to PUT): what is set for the coming quarter and what is running. */
export const quarterlyLeversViewSchema = z.object({
  /** The quarter the settings are for: the next one played. */
  quarter: quarterNumber,
  /** What is set for it (the defaults when nothing is). */
  set: quarterlyLeversSchema,
  /** False while every setting is its default. */
  isSet: z.boolean(),
  running: z.array(runningLeverSchema),
  financing: z.object({
    /** Cents still owed on the credit line. */
    creditLineBalance: cents,
    /** Cents repaid each quarter until it is cleared. */
    creditLineInstallment: cents,
    /** Interest a quarter on the credit line, and on the bank loan for comparison (percent). */
    creditLineRatePercent: z.number(),
    bankLoanRatePercent: z.number(),
    /** Quarters over which a draw is repaid, from the quarter after it. */
    creditLineTermQuarters: z.number().int().min(1),
    /** Your share of the company, hundredths of a percent: the final score is multiplied by it. */
    stake: shareHundredths,
    /** Cents of capital raised so far this game. */
    capitalRaised: cents,
  }),
  /** What the company can do this quarter, for the form. */
  limits: z.object({
    maxPriceChangePercent: z.number().int(),
    maxHires: z.number().int(),
    /** Cents: the most a budget may be (the cash, at most $500,000). */
    maxBudget: cents,
    /** Cents of marketing or R&D spend beyond which the quarter's effect on its drivers is full. */
    budgetForFullEffect: cents,
    /** Cents: what the credit line can still draw, and the most capital that can be raised (0: none). */
    maxCreditLine: cents,
    maxCapitalRaise: cents,
    /** Cents: payroll and equipment of one planned hire this quarter. */
    costPerHire: cents,
  }),
});
export type QuarterlyLeversView = z.infer<typeof quarterlyLeversViewSchema>;

/**
 * POST /api/game/levers/projection: the engine plays the coming quarters on a
 * copy of the company, with and without the settings (the same seeded draws),
 * and nothing is saved.
 */
export const quarterlyLeversProjectionSchema = z.object({
  quarter: z.number().int(),
  quarters: z.number().int().min(1),
  without: projectedFiguresSchema,
  with: projectedFiguresSchema,
  /** With minus without, after the projected quarters. */
  delta: projectedFiguresSchema.omit({ quartersPlayed: true }).extend({ employeeCount: z.number().int() }),
  /** Your share of the company after the quarter's financing, and without it (hundredths of a percent). */
  stake: shareHundredths,
  stakeWithout: shareHundredths,
  /** What the settings book in the coming quarter, one sentence each (empty for the defaults). */
  effects: z.array(z.string()),
});
export type QuarterlyLeversProjection = z.infer<typeof quarterlyLeversProjectionSchema>;
