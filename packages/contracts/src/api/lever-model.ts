// The one lever model (issue 42): every lever the game knows, its name as the
// player reads it, its unit and its bounds. Three users read it: a plan's
// levers (the plan reader finds them, svc-game books and runs them), the
// quarterly card's settings (each maps onto the same levers, plus financing:
// levers.ts), and the levers a question to the council asks about (some only a
// question has). A kind added here fails to compile wherever it is not yet
// handled.
import { MAX_BOOKED } from '@ai-council/rules';
import { z } from 'zod';

export const LEVER_KINDS = [
  'hiring-pause',
  'hires',
  'price-change',
  'marketing-budget',
  'research-budget',
  'supplier-switch',
  'credit-line',
  'raise-capital',
  'cost-cut',
  'layoffs',
  'raise',
  'spend',
] as const;
export const leverKindSchema = z.enum(LEVER_KINDS);
export type LeverKind = z.infer<typeof leverKindSchema>;

/**
 * What a lever is: an engine lever runs in the quarters played (a plan, a
 * decision, a question's answer or a quarterly setting pulls it); financing is
 * one-off cash only the quarterly settings bring in; a question's lever only a
 * question names, and the council answers it with a cut of a cost line, a
 * one-off spend or a raise booked on the decision, never as an engine lever.
 */
export type LeverFamily = 'engine' | 'financing' | 'question';

/** What a lever's figure counts: nothing (it is on or off), people, percent, or cents (a quarter, or once). */
export type LeverUnit = 'none' | 'people' | 'percent' | 'cents-a-quarter' | 'cents';

export interface Bounds {
  min: number;
  max: number;
}

export interface LeverEntry {
  family: LeverFamily;
  /** Its name: a form's label, the start of its line in the books ("Marketing budget"). */
  name: string;
  /** Its name beside a signed figure on a card ("Prices −15%", "Marketing +$50K a quarter"). */
  short: string;
  /** Its name on the quarterly card, where it differs (the hiring pause is set there as a freeze). */
  quarterlyName?: string;
  unit: LeverUnit;
  /** What a plan may set its figure to. */
  inPlan?: Bounds;
  /** What the quarterly settings may set its figure to. */
  inQuarter?: Bounds;
}

export const LEVER_CATALOGUE = {
  'hiring-pause': {
    family: 'engine',
    name: 'Hiring pause',
    short: 'Hiring pause',
    quarterlyName: 'Hiring freeze',
    unit: 'none',
  },
  hires: {
    family: 'engine',
    name: 'Hires',
    short: 'Hires',
    unit: 'people',
    inPlan: { min: 1, max: 500 },
    inQuarter: { min: 1, max: 50 },
  },
  'price-change': {
    family: 'engine',
    name: 'Price change',
    short: 'Prices',
    unit: 'percent',
    inPlan: { min: -50, max: 50 },
    inQuarter: { min: -30, max: 30 },
  },
  'marketing-budget': {
    family: 'engine',
    name: 'Marketing budget',
    short: 'Marketing',
    unit: 'cents-a-quarter',
    inPlan: { min: 0, max: MAX_BOOKED },
    // $500,000 for one quarter (and never past the cash: svc-game's check).
    inQuarter: { min: 0, max: 50_000_000 },
  },
  'research-budget': {
    family: 'engine',
    name: 'R&D budget',
    short: 'R&D',
    unit: 'cents-a-quarter',
    inPlan: { min: 0, max: MAX_BOOKED },
    inQuarter: { min: 0, max: 50_000_000 },
  },
  'supplier-switch': { family: 'engine', name: 'Supplier switch', short: 'Supplier switch', unit: 'none' },
  'credit-line': {
    family: 'financing',
    name: 'Credit line draw',
    short: 'Credit line',
    unit: 'cents',
    inQuarter: { min: 1_000_000, max: 500_000_000 },
  },
  'raise-capital': {
    family: 'financing',
    name: 'Capital raised',
    short: 'Capital raised',
    unit: 'cents',
    inQuarter: { min: 1_000_000, max: 500_000_000 },
  },
  'cost-cut': { family: 'question', name: 'Cost cut', short: 'Cost cut', unit: 'percent' },
  layoffs: { family: 'question', name: 'Layoffs', short: 'Layoffs', unit: 'people' },
  raise: { family: 'question', name: 'Raise', short: 'Raise', unit: 'percent' },
  spend: { family: 'question', name: 'Spend', short: 'Spend', unit: 'cents' },
} as const satisfies Record<LeverKind, LeverEntry>;

type Catalogue = typeof LEVER_CATALOGUE;
type KindsOf<F extends LeverFamily> = {
  [K in LeverKind]: Catalogue[K]['family'] extends F ? K : never;
}[LeverKind];

/** The levers the engine runs: a plan's, a decision's, the quarterly settings' (but financing). */
export type EngineLeverKind = KindsOf<'engine'>;
export type FinancingLeverKind = KindsOf<'financing'>;
/** What a question may ask about: the engine's levers and the ones only a question has. */
export type AskedLeverKind = KindsOf<'engine' | 'question'>;

const kindsOf = <K extends LeverKind>(...families: LeverFamily[]) =>
  LEVER_KINDS.filter((kind) => families.includes(LEVER_CATALOGUE[kind].family)) as K[];

export const ENGINE_LEVER_KINDS = kindsOf<EngineLeverKind>('engine');
export const FINANCING_LEVER_KINDS = kindsOf<FinancingLeverKind>('financing');
export const ASKED_LEVER_KINDS = kindsOf<AskedLeverKind>('engine', 'question');

/** The bounds of a kind's figure in a plan, or in the quarterly settings. */
export const planBounds = (kind: 'hires' | 'price-change' | 'marketing-budget' | 'research-budget') =>
  LEVER_CATALOGUE[kind].inPlan;
export const quarterBounds = (
  kind: 'hires' | 'price-change' | 'marketing-budget' | 'research-budget' | FinancingLeverKind,
) => LEVER_CATALOGUE[kind].inQuarter;

/** Whole dollars with separators, for the bounds in an error: "$500,000". */
export const dollarsOf = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
