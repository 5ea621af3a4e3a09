// What the player's choices do to the company: decisions (cost now, effect
// over time), resolved scenarios (graded by svc-council) and the ongoing
// effects both leave behind, applied at step 1 of each quarter.

import { EFFECT_DRIVER_NAMES, isDriverName, type DriverEffects, type DriverName } from '@ai-council/rules';
import { planLeverSchema, planSchema, type Plan, type PlanLever } from '@ai-council/contracts';
import { z } from 'zod';
import { copyCompany, type CompanyState, type EffectSource, type OngoingEffect } from './company';
import type { Department } from '@ai-council/rules';
import { applyDriverEffects } from './drivers';
import {
  DecisionAlreadyImplementedError,
  GameEndedError,
  InsufficientCashError,
  InvalidEngineInputError,
} from './errors';
import { activateLevers } from './levers';
import { Ledger, netWorthOf, type FinancialEvent, type FinancialEventType } from './money';
import { ACTIONS, OBJECTIVES } from './tuning';

export interface DecisionInput {
  decisionId: string;
  /** Cents; negative is a cost paid now, positive a gain received now. */
  financialImpact: number;
  /** Quarters over which the driver effects arrive (0 = at once). */
  timeImpact: number;
  driverEffects: DriverEffects;
  title?: string;
  /** Engine levers implementing it pulls, from the next quarter played, booked under `decision:<id>`. */
  levers?: PlanLever[];
}

export interface ScenarioResolutionInput {
  scenarioId: string;
  department: Department;
  /** 0-100, from svc-council's rubric or the player's model. */
  grade: number;
  /** Cents, signed: the response's cost or gain, booked now (when there is no plan). */
  cashEffect: number;
  driverEffects: DriverEffects;
  /** Quarters the driver effects are spread over; the first share lands now. */
  durationQuarters: number;
  title?: string;
  /**
   * What the decision said it would do. When present its spend and the
   * scenario's outcome are booked as two lines (instead of cashEffect, which
   * is their sum) and its levers start running.
   */
  plan?: Plan;
}

export interface ActionResult {
  state: CompanyState;
  events: FinancialEvent[];
}

export interface ScenarioResolutionResult extends ActionResult {
  /** False when this scenario was already applied (a redelivered event). */
  applied: boolean;
}

export function assertActive(state: CompanyState): void {
  if (state.status === 'ended') throw new GameEndedError(state.endReason);
}

/** Implement a council decision: pay now, effect over `timeImpact` quarters. */
export function applyDecision(state: CompanyState, input: DecisionInput): ActionResult {
  assertActive(state);
  requireId(input.decisionId, 'decisionId');
  requireCents(input.financialImpact, 'financialImpact');
  const quarters = requireQuarters(input.timeImpact, 'timeImpact');
  const effects = requireDriverEffects(input.driverEffects);
  const levers = input.levers === undefined ? [] : requirePlanLevers(input.levers);
  if (state.implementedDecisionIds.includes(input.decisionId)) {
    throw new DecisionAlreadyImplementedError(input.decisionId);
  }
  if (input.financialImpact < 0 && state.cash < -input.financialImpact) {
    throw new InsufficientCashError(-input.financialImpact, state.cash);
  }

  const label = input.title ?? `Decision ${input.decisionId}`;
  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    state.currentQuarter,
  );
  ledger.post(
    'cash',
    'decision_implemented',
    `${label} implemented`,
    `decision:${input.decisionId}`,
    input.financialImpact,
  );

  const next = copyCompany(state);
  setBooks(next, ledger);
  next.implementedDecisionIds = [...state.implementedDecisionIds, input.decisionId];
  next.counters = { ...next.counters, decisionsImplemented: state.counters.decisionsImplemented + 1 };
  if (quarters === 0) {
    next.drivers = applyDriverEffects(next.drivers, effects);
  } else if (hasEffects(effects)) {
    next.effects = [...next.effects, ongoing('decision', input.decisionId, label, quarters, effects, 0)];
  }
  if (levers.length > 0) {
    next.levers = [...state.levers, ...activateLevers(levers, `decision:${input.decisionId}`, label)];
  }
  return { state: next, events: ledger.events };
}

/**
 * Apply a graded scenario resolution. Pure; a scenario already applied is
 * returned unchanged (applied: false) so a redelivered event does no harm.
 */
export function applyScenarioResolution(
  state: CompanyState,
  input: ScenarioResolutionInput,
): ScenarioResolutionResult {
  requireId(input.scenarioId, 'scenarioId');
  if (state.resolvedScenarioIds.includes(input.scenarioId)) return { state, events: [], applied: false };
  assertActive(state);
  requireCents(input.cashEffect, 'cashEffect');
  if (!Number.isInteger(input.grade) || input.grade < 0 || input.grade > 100) {
    throw new InvalidEngineInputError('grade must be an integer from 0 to 100');
  }
  const quarters = requireQuarters(input.durationQuarters, 'durationQuarters');
  const effects = requireDriverEffects(input.driverEffects);
  const plan = input.plan === undefined ? undefined : requirePlan(input.plan);

  const department = input.department;
  const label = input.title ?? `${department} scenario ${input.scenarioId}`;
  const source = `scenario:${input.scenarioId}`;
  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    state.currentQuarter,
  );
  if (plan) {
    // What the player chose to spend and what the scenario then did are two different stories.
    ledger.post(
      'cash',
      'scenario_plan_spend',
      `${label}: the plan's spend. ${plan.spendReason}`,
      source,
      -plan.spend,
    );
    ledger.post('cash', 'scenario_outcome', `${label}: ${plan.outcomeReason}`, source, plan.outcome);
  } else {
    ledger.post(
      'cash',
      'scenario_resolution',
      `${label} resolved (grade ${input.grade})`,
      source,
      input.cashEffect,
    );
  }

  // The response acts at once; what remains of it arrives over the next quarters.
  const spread = Math.max(1, quarters);
  const now = shareOf(effects, 1, spread);
  const later = subtract(effects, now);
  const next = copyCompany(state);
  setBooks(next, ledger);
  next.drivers = applyDriverEffects(state.drivers, now);
  next.scenarioPenalties = state.scenarioPenalties.filter(
    (penalty) => penalty.scenarioId !== input.scenarioId,
  );
  next.resolvedScenarioIds = [...state.resolvedScenarioIds, input.scenarioId];
  next.counters = {
    ...next.counters,
    scenariosResolved: state.counters.scenariosResolved + 1,
    scenariosResolvedWell:
      state.counters.scenariosResolvedWell + (input.grade >= OBJECTIVES.goodGrade ? 1 : 0),
  };
  if (spread > 1 && hasEffects(later)) {
    next.effects = [...next.effects, ongoing('scenario', input.scenarioId, label, spread - 1, later, 0)];
  }
  if (plan && plan.levers.length > 0) {
    next.levers = [...state.levers, ...activateLevers(plan.levers, source, label)];
  }
  return { state: next, events: ledger.events, applied: true };
}

export interface EffectsStep {
  effects: OngoingEffect[];
  driverEffects: DriverEffects;
  marketShare: number;
}

/** Step 1 of a quarter: each ongoing effect delivers its share for this quarter. */
export function runOngoingEffects(effects: OngoingEffect[], ledger: Ledger): EffectsStep {
  const remaining: OngoingEffect[] = [];
  let driverEffects: DriverEffects = {};
  let marketShare = 0;
  for (const effect of effects) {
    const quarters = effect.remainingQuarters;
    const drivers = shareOf(effect.remainingDriverEffects, 1, quarters);
    const cash = Math.round(effect.remainingCash / quarters);
    const share = Math.round(effect.remainingMarketShare / quarters);
    driverEffects = add(driverEffects, drivers);
    marketShare += share;
    ledger.post(
      'cash',
      EFFECT_EVENT[effect.source],
      effect.description,
      `${effect.source}:${effect.sourceId}`,
      cash,
    );
    if (quarters > 1) {
      remaining.push({
        ...effect,
        remainingQuarters: quarters - 1,
        remainingDriverEffects: subtract(effect.remainingDriverEffects, drivers),
        remainingCash: effect.remainingCash - cash,
        remainingMarketShare: effect.remainingMarketShare - share,
      });
    }
  }
  return { effects: remaining, driverEffects, marketShare };
}

const EFFECT_EVENT: Record<EffectSource, FinancialEventType> = {
  decision: 'decision_effect',
  scenario: 'scenario_effect',
  simulation: 'simulation_return',
};

export function ongoing(
  source: EffectSource,
  sourceId: string,
  description: string,
  quarters: number,
  driverEffects: DriverEffects,
  cash: number,
  marketShare = 0,
): OngoingEffect {
  return {
    id: `${source}:${sourceId}`,
    source,
    sourceId,
    description,
    remainingQuarters: quarters,
    remainingDriverEffects: driverEffects,
    remainingCash: cash,
    remainingMarketShare: marketShare,
  };
}

/** Copies the ledger's books into a state being built, keeping net worth and its peak in step. */
export function setBooks(next: CompanyState, ledger: Ledger): void {
  const books = ledger.books;
  next.cash = books.cash;
  next.assets = books.assets;
  next.liabilities = books.liabilities;
  next.netWorth = netWorthOf(books);
  if (next.netWorth > next.counters.peakNetWorth) {
    next.counters = { ...next.counters, peakNetWorth: next.netWorth };
  }
}

/** This quarter's slice of an effect spread over `quarters` quarters. */
function shareOf(effects: DriverEffects, part: number, quarters: number): DriverEffects {
  const out: DriverEffects = {};
  for (const name of EFFECT_DRIVER_NAMES) {
    const total = effects[name];
    if (total) out[name] = Math.round((total * part) / quarters);
  }
  return out;
}

function subtract(a: DriverEffects, b: DriverEffects): DriverEffects {
  const out: DriverEffects = {};
  for (const name of EFFECT_DRIVER_NAMES) {
    const value = (a[name] ?? 0) - (b[name] ?? 0);
    if (value !== 0) out[name] = value;
  }
  return out;
}

function add(a: DriverEffects, b: DriverEffects): DriverEffects {
  const out: DriverEffects = { ...a };
  for (const key in b) {
    const name = key as DriverName;
    const value = (out[name] ?? 0) + (b[name] ?? 0);
    if (value !== 0) out[name] = value;
    else delete out[name];
  }
  return out;
}

function hasEffects(effects: DriverEffects): boolean {
  return EFFECT_DRIVER_NAMES.some((name) => (effects[name] ?? 0) !== 0);
}

function requireId(value: string, field: string): void {
  if (typeof value !== 'string' || value.trim() === '')
    throw new InvalidEngineInputError(`${field} is required`);
}

function requireCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value)) throw new InvalidEngineInputError(`${field} must be integer cents`);
}

function requireQuarters(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0 || value > ACTIONS.maxEffectQuarters) {
    throw new InvalidEngineInputError(`${field} must be an integer from 0 to ${ACTIONS.maxEffectQuarters}`);
  }
  return value;
}

function requirePlan(plan: Plan): Plan {
  const parsed = planSchema.safeParse(plan);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidEngineInputError(
      `plan ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}

const planLeversSchema = z.array(planLeverSchema).max(6);

function requirePlanLevers(levers: PlanLever[]): PlanLever[] {
  const parsed = planLeversSchema.safeParse(levers);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidEngineInputError(
      `levers ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'are invalid'}`,
    );
  }
  return parsed.data;
}

function requireDriverEffects(effects: DriverEffects): DriverEffects {
  const out: DriverEffects = {};
  for (const [name, value] of Object.entries(effects ?? {})) {
    if (!isDriverName(name)) throw new InvalidEngineInputError(`unknown driver ${name}`);
    if (!Number.isInteger(value) || Math.abs(value) > ACTIONS.maxDriverEffect) {
      throw new InvalidEngineInputError(
        `driver effect ${name} must be an integer within ±${ACTIONS.maxDriverEffect}`,
      );
    }
    if (name !== 'liquidity' && value !== 0) out[name] = value;
  }
  return out;
}
