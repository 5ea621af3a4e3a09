// How the `lever-user` strategy sets its quarterly levers each quarter, from
// the company as it stands (what a player sees on /financial): budgets where a
// department is weak and the cash can carry them, a price rise only while the
// brand and the product can hold it and few quarters are left to lose share
// in, a freeze and the credit line when cash runs short. It sets them through
// the same checks and the same engine path as PUT /api/game/levers.

import type { QuarterlyLevers } from '@ai-council/contracts';
import type { CompanyState } from '../engine/company';
import { leverLimits, leverProblems } from '../engine/quarterly-levers';
import { GAME_LENGTH_QUARTERS } from '@ai-council/rules';

export const LEVER_PLAN = {
  /** Cash worth this many quarters of costs is ample: budgets may be spent. */
  ampleCashQuarters: 0.6,
  /** Below this many quarters of costs cash is short: freeze hiring and draw on the credit line. */
  shortCashQuarters: 0.25,
  /** The credit line is drawn up to this many quarters of costs in cash. */
  creditTargetQuarters: 0.5,
  /** Brand and sales pipeline below this are weak: a marketing budget. */
  weakBrand: 60,
  /** Tech debt above this, or quality below weakQuality: an R&D budget. */
  highTechDebt: 40,
  weakQuality: 60,
  /** A price rise needs brand and quality at least this strong, in the last quarters only. */
  strongDriver: 65,
  priceRisePercent: 5,
  priceRiseFromQuarter: GAME_LENGTH_QUARTERS - 2,
} as const;

const P = LEVER_PLAN;

export function leverPlanFor(state: CompanyState): QuarterlyLevers | null {
  const limits = leverLimits(state);
  const costs = Math.max(1, state.costs);
  const cashQuarters = state.cash / costs;
  const { drivers } = state;
  const full = limits.budgetForFullEffect;

  const levers: QuarterlyLevers = {
    priceChangePercent: 0,
    hiring: { plan: 'as-needed' },
    marketingBudget: 0,
    researchBudget: 0,
    financing: { kind: 'none' },
  };

  if (cashQuarters < P.shortCashQuarters) {
    levers.hiring = { plan: 'freeze' };
    const wanted = Math.round(costs * P.creditTargetQuarters - state.cash);
    const draw = Math.min(limits.maxCreditLine, wanted);
    if (draw >= 1_000_000) levers.financing = { kind: 'credit-line', amount: draw };
  } else if (cashQuarters >= P.ampleCashQuarters) {
    let budget = Math.min(limits.maxBudget, Math.floor(state.cash - costs * P.ampleCashQuarters));
    if (drivers.brand < P.weakBrand || drivers.pipeline < P.weakBrand) {
      levers.marketingBudget = Math.max(0, Math.min(full, budget));
      budget -= levers.marketingBudget;
    }
    if (drivers.techDebt > P.highTechDebt || drivers.productQuality < P.weakQuality) {
      levers.researchBudget = Math.max(0, Math.min(full, budget));
    }
  }

  if (
    state.currentQuarter >= P.priceRiseFromQuarter &&
    drivers.brand >= P.strongDriver &&
    drivers.productQuality >= P.strongDriver
  ) {
    levers.priceChangePercent = P.priceRisePercent;
  }

  return leverProblems(state, levers).length === 0 ? levers : null;
}
