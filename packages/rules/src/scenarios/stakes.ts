// What a scenario puts at stake and what a decision does about it (GAME.md
// "Answering is never worse than ignoring"): the stake is the damage a threat
// does if neglected; a plan mitigates part of it (more for a better plan and
// an adequate budget, none for a reckless one, which adds harm of its own) and
// costs what it says it spends. An opportunity earns up to its stake for a
// good plan, nothing for a thin one, and loses money only to a reckless one.
// A thin answer that names no budget spends little and harms no driver, so
// answering is never worse than leaving the scenario open. Money is integer cents.
import { clamp } from '../text';
import type { DriverEffects, Drivers } from '../drivers';
import { formatCents } from '../money';
import type { CompanyFigures, Severity } from './company-figures';

/** The share of a quarter's revenue a scenario of this severity puts at stake. */
export const STAKE_SHARE: Record<Severity, number> = {
  low: 0.04,
  medium: 0.08,
  high: 0.15,
  critical: 0.25,
};
const STAKE_MIN = 1_000_000;
const STAKE_MAX = 150_000_000;
/** A response normally costs this share of the stake, when the decision names no budget. */
export const STANDARD_SPEND_SHARE = 0.2;
/** A budget under this share of the standard is too small for the stakes: it mitigates less. */
const ADEQUATE_BUDGET_SHARE = 0.5;
/** A reckless plan does harm of its own on top of the neglected threat. */
const RECKLESS_HARM_SHARE = 0.25;
const SEVERITY_QUARTERS: Record<Severity, number> = { low: 1, medium: 1, high: 2, critical: 3 };
/**
 * A threat answered at all, however thinly (not recklessly), costs this much less than one left to escalate:
 * someone now owns it, its severity stops rising and its department stops eroding. The rest is mitigated by
 * the plan's quality and budget. Neglect blocks the department's next scenario while it stays open, where a
 * thin answer lets the next one come; so that answering is never worse than ignoring per game, the balance
 * suite's careless player (a one-liner for every scenario) must outlast the passive one on 95 % of seeds:
 * it does on 98.4 % of 1,000 at this share (95.9 % at 0.5, 89.5 % of 200 at 0.4).
 */
const ANSWERED_MITIGATION = 0.55;
/** Below this plan quality (a grade of 50) a plan naming no budget spends a share of the standard cost. */
const THIN_PLAN_QUALITY = 0.5;

/**
 * The most one decision may move, $2,000,000 either way: what a resolution books in all (scenario.resolved's
 * bound), a plan's spend or outcome, a lever's budget, a proposal's financial impact. Every bound reads this.
 */
export const MAX_BOOKED = 200_000_000;

const clampInt = (v: number, min: number, max: number) => Math.round(clamp(v, min, max));

/** The damage a threat of this severity does if neglected (and what an opportunity is worth). */
export function scenarioStake(revenue: number, severity: Severity): number {
  return clampInt(revenue * STAKE_SHARE[severity], STAKE_MIN, STAKE_MAX);
}

/** What a response to this scenario costs when the decision names no budget. */
export function standardSpend(revenue: number, severity: Severity): number {
  return Math.round(scenarioStake(revenue, severity) * STANDARD_SPEND_SHARE);
}

/** How well a plan of this grade handles its scenario, 0-1: nothing below 15, all of it at 85. */
export function planQuality(grade: { score: number; reckless: boolean }): number {
  if (grade.reckless) return 0;
  return Math.min(1, Math.max(0, (grade.score - 15) / 70));
}

/** Whether a named budget is large enough for the stakes, 0-1 (1 when no budget is named). */
export function budgetAdequacy(named: number | null, revenue: number, severity: Severity): number {
  if (named === null) return 1;
  const needed = standardSpend(revenue, severity) * ADEQUATE_BUDGET_SHARE;
  return needed <= 0 ? 1 : Math.min(1, named / needed);
}

export interface ScenarioAtStake {
  severity: Severity;
  opportunity: boolean;
  drivers: Partial<Record<keyof Drivers, 1 | -1>>;
}

export interface PlanEffect {
  spend: number;
  spendReason: string;
  /** Negative: what the threat still costs; positive: what the opportunity earns. */
  outcome: number;
  outcomeReason: string;
  driverEffects: DriverEffects;
  durationQuarters: number;
}

/**
 * What a graded plan does to the company: its own spend (the budget it names,
 * within the cash the company has; the standard cost when it names none) and
 * the scenario's outcome as two separate figures, each with its reason, plus
 * the drivers it moves. The money comes from the stakes and the player's own
 * words, never from a model.
 */
export function effectOfPlan(
  grade: { score: number; reckless: boolean },
  scenario: ScenarioAtStake,
  company: Pick<CompanyFigures, 'revenue' | 'cash'>,
  budget: { amount: number | null; words?: string },
): PlanEffect {
  const stake = scenarioStake(company.revenue, scenario.severity);
  const cash = Math.max(0, company.cash);
  const named = budget.amount === null ? null : Math.max(0, budget.amount);
  let spend: number;
  let spendReason: string;
  const quality = planQuality(grade);
  if (named === null) {
    // A plan that names no budget spends as much as it does: the standard cost from a Partial plan up, less
    // for a thinner one, so that it and the damage it leaves never cost more than the stake.
    const standard = standardSpend(company.revenue, scenario.severity);
    const share = grade.reckless ? 1 : Math.min(1, quality / THIN_PLAN_QUALITY);
    spend = Math.min(cash, Math.round(standard * share));
    spendReason =
      spend === Math.min(cash, standard)
        ? `No budget named: the standard cost of this response, ${formatCents(spend)}.`
        : `No budget named: the plan does little, so it spends ${formatCents(spend)} of the standard ${formatCents(standard)}.`;
  } else if (named > cash) {
    spend = cash;
    spendReason = `The decision names ${formatCents(named)}; the company can pay ${formatCents(cash)}.`;
  } else {
    spend = named;
    spendReason = budget.words
      ? `The budget the decision names: "${budget.words}".`
      : `The budget the decision names, ${formatCents(named)}.`;
  }
  spend = clampInt(spend, 0, MAX_BOOKED);
  const adequacy = budgetAdequacy(named === null ? null : spend, company.revenue, scenario.severity);
  const small = adequacy < 1 ? ' The budget is small for the stakes, so it does less.' : '';
  let outcome: number;
  let outcomeReason: string;
  if (scenario.opportunity) {
    // A good plan earns up to the stake (never more: it is what the opportunity is worth), a thin one
    // nothing; only a reckless one overpays or fumbles the integration.
    outcome = stake * Math.min(1, Math.max(0, (grade.score - 50) / 35)) * adequacy;
    if (grade.reckless) outcome = -stake * (1 + RECKLESS_HARM_SHARE);
    outcomeReason =
      outcome > 0
        ? `The opportunity, worth up to ${formatCents(stake)}, earns this much under the plan.${small}`
        : outcome === 0
          ? `The opportunity, worth up to ${formatCents(stake)}, earns nothing under so thin a plan.`
          : `The plan loses money on an opportunity worth ${formatCents(stake)}.`;
  } else {
    const mitigated = grade.reckless
      ? 0
      : ANSWERED_MITIGATION + (1 - ANSWERED_MITIGATION) * quality * (0.4 + 0.6 * adequacy);
    outcome = -stake * (1 - mitigated) - (grade.reckless ? stake * RECKLESS_HARM_SHARE : 0);
    outcomeReason = grade.reckless
      ? `The threat, ${formatCents(stake)} if neglected, does its full damage, and the plan adds harm of its own.`
      : `The threat would do ${formatCents(stake)} if neglected; the plan avoids ${Math.round(mitigated * 100)}% of it.${small}`;
  }
  // A weak plan moves no driver down; a reckless one harms its department, as neglect would, and more (below).
  const step = grade.reckless ? (grade.score - 45) / 5 : Math.max(0, (grade.score - 45) / 5);
  const driverEffects: DriverEffects = {};
  Object.entries(scenario.drivers).forEach(([name, direction], index) => {
    const size = index === 0 ? step : step / 2;
    const value = clampInt(size * (direction ?? 1), -20, 20);
    if (value !== 0) driverEffects[name as keyof Drivers] = value;
  });
  if (grade.reckless) {
    driverEffects.morale = clampInt((driverEffects.morale ?? 0) - 3, -20, 20);
    driverEffects.compliance = clampInt((driverEffects.compliance ?? 0) - 3, -20, 20);
  }
  return {
    spend,
    spendReason: spendReason.slice(0, 300),
    outcome: clampInt(outcome, -MAX_BOOKED, MAX_BOOKED),
    outcomeReason: outcomeReason.slice(0, 300),
    driverEffects,
    durationQuarters: SEVERITY_QUARTERS[scenario.severity],
  };
}

/** A resolution's plan as it is booked: the effect's money and reasons, and the levers the decision pulls. */
export interface BookedPlan<Lever> {
  plan: {
    spend: number;
    spendReason: string;
    outcome: number;
    outcomeReason: string;
    levers: Lever[];
  };
  driverEffects: DriverEffects;
  durationQuarters: number;
}

/**
 * The plan a resolution books: the effect within what one resolution may book
 * in all (the spend gives way first), with the levers the decision pulls.
 */
export function bookedPlan<Lever>(effect: PlanEffect, levers: Lever[]): BookedPlan<Lever> {
  const spend = Math.max(0, Math.min(effect.spend, MAX_BOOKED + Math.min(0, effect.outcome)));
  return {
    plan: {
      spend,
      spendReason: effect.spendReason,
      outcome: effect.outcome,
      outcomeReason: effect.outcomeReason,
      levers,
    },
    driverEffects: effect.driverEffects,
    durationQuarters: effect.durationQuarters,
  };
}

/** What a plan does to cash at once: the scenario's outcome less the plan's spend. */
export function planCashEffect(plan: { spend: number; outcome: number }): number {
  return plan.outcome - plan.spend;
}

/**
 * What a graded resolution does to cash at once: its plan's, or the cashEffect of one without a
 * plan. svc-council moves its read of the company by it as it grades, and svc-game books it when
 * the resolution arrives, so both land on the same cash.
 */
export function resolutionCashEffect(resolution: {
  cashEffect: number;
  plan?: { spend: number; outcome: number } | undefined;
}): number {
  return resolution.plan ? planCashEffect(resolution.plan) : resolution.cashEffect;
}
