// The quarterly levers (GAME.md "Quarterly levers"): the player's settings for
// the coming quarter become, when it is played, the same plan levers a
// decision pulls (price, hiring, marketing and R&D budgets, for one quarter)
// plus the one-off financing, booked before the quarter's operations. The
// defaults pull nothing, so a player who never touches them plays as before.

import {
  DEFAULT_QUARTERLY_LEVERS,
  isDefaultQuarterlyLevers,
  LEVER_CATALOGUE,
  QUARTERLY_LEVER_LIMITS,
  quarterlyLeversSchema,
  quarterlyPlanLevers,
  type LeverEntry,
  type LeverKind,
  type PlanLever,
  type QuarterlyLevers,
} from '@ai-council/contracts';
import { quarterLabel, formatCents } from '@ai-council/rules';
import { copyCompany, type CompanyState } from './company';
import { assertActive, setBooks, type ActionResult } from './effects';
import { InvalidEngineInputError } from './errors';
import {
  capitalRoom,
  creditLineRoom,
  drawCreditLine,
  percent,
  raiseCapital,
  stakeAfterRaise,
  stakeText,
} from './financing';
import { activateLevers, leverName, type ActiveLever } from './levers';
import { competitorPriceOf, priceElasticity, priceLevelFor, priceResponse, priceSwitching } from './demand';
import { Ledger } from './money';
import { FINANCE, LEVERS, QUARTERLY_LEVERS } from './tuning';

/** Who the books say moved the quarterly levers' money (each line names its quarter too). */
export const QUARTERLY_LEVER_SOURCE = 'Quarterly levers';

/** A lever's name on the quarterly card (the catalogue's). */
const name = (kind: LeverKind) => {
  const entry: LeverEntry = LEVER_CATALOGUE[kind];
  return entry.quarterlyName ?? entry.name;
};

/** The plan levers the settings pull, each for the one quarter they are set for (the contract's mapping). */
export function planLeversOf(levers: QuarterlyLevers, quarter: number): PlanLever[] {
  return quarterlyPlanLevers(levers, `set on the Financial Dashboard for ${quarterLabel(quarter)}`);
}

export interface LeverLimits {
  maxPriceChangePercent: number;
  maxHires: number;
  maxBudget: number;
  budgetForFullEffect: number;
  maxCreditLine: number;
  maxCapitalRaise: number;
  costPerHire: number;
}

/** What this company can set this quarter (the form's bounds; the checks below use the same figures). */
export function leverLimits(state: CompanyState): LeverLimits {
  const cap = (amount: number) =>
    amount < QUARTERLY_LEVER_LIMITS.minFinancing ? 0 : Math.min(QUARTERLY_LEVER_LIMITS.maxFinancing, amount);
  return {
    maxPriceChangePercent: QUARTERLY_LEVER_LIMITS.priceChangePercent,
    maxHires: Math.max(0, Math.min(QUARTERLY_LEVER_LIMITS.maxHires, state.employeeCount)),
    maxBudget: Math.max(0, Math.min(QUARTERLY_LEVER_LIMITS.maxBudget, state.cash)),
    budgetForFullEffect: Math.round(
      Math.max(0, state.revenue) * LEVERS.revenueSharePerPoint * LEVERS.maxPointsPerQuarter,
    ),
    maxCreditLine: cap(creditLineRoom(state)),
    maxCapitalRaise: cap(capitalRoom(state)),
    costPerHire: costPerHire(state),
  };
}

/** Payroll of one planned hire this quarter (at next quarter's salary) and the equipment it needs. */
function costPerHire(state: CompanyState): number {
  return Math.round(state.averageSalary * (1 + FINANCE.salaryGrowth)) + FINANCE.equipmentPerHire;
}

/** Cash the settings bring in before the quarter's operations. */
function inflow(levers: QuarterlyLevers): number {
  return levers.financing.kind === 'none' ? 0 : levers.financing.amount;
}

/** Cash the budgets and the planned hires take this quarter. */
function spendOf(state: CompanyState, levers: QuarterlyLevers): number {
  const hires = levers.hiring.plan === 'hire' ? levers.hiring.count : 0;
  return levers.marketingBudget + levers.researchBudget + hires * costPerHire(state);
}

/**
 * Why this company cannot take these settings now, one sentence each (none:
 * they can be set). The static bounds are the contract's; these are the company's.
 */
export function leverProblems(state: CompanyState, levers: QuarterlyLevers): string[] {
  const problems: string[] = [];
  const limits = leverLimits(state);
  if (levers.hiring.plan === 'hire' && levers.hiring.count > state.employeeCount) {
    problems.push(
      `At most ${state.employeeCount} hires fit in one quarter (a quarter never more than doubles the headcount of ${state.employeeCount}); you planned ${levers.hiring.count}.`,
    );
  }
  const spend = spendOf(state, levers);
  const cashIn = inflow(levers);
  if (spend > state.cash + cashIn) {
    const withFinancing = cashIn > 0 ? ` plus the ${formatCents(cashIn)} the financing brings in` : '';
    problems.push(
      `The budgets and planned hires would cost ${formatCents(spend)} this quarter, more than the ${formatCents(state.cash)} cash at hand${withFinancing}. Lower them, or add financing.`,
    );
  }
  const financing = levers.financing;
  if (financing.kind === 'credit-line' && financing.amount > limits.maxCreditLine) {
    const limit = Math.floor(Math.max(0, state.revenue) * QUARTERLY_LEVERS.creditLineRevenueShare);
    const owed = state.financing.creditLine;
    problems.push(
      limits.maxCreditLine === 0
        ? `The credit line has no room left this quarter: it carries at most ${formatCents(limit)} (${share(QUARTERLY_LEVERS.creditLineRevenueShare)} of last quarter's revenue) and ${formatCents(owed)} is owed.`
        : `The credit line can draw at most ${formatCents(limits.maxCreditLine)} this quarter (it carries ${share(QUARTERLY_LEVERS.creditLineRevenueShare)} of last quarter's revenue, ${formatCents(limit)}${owed > 0 ? `, less ${formatCents(owed)} already owed` : ''}); you asked for ${formatCents(financing.amount)}.`,
    );
  }
  if (financing.kind === 'raise-capital' && financing.amount > limits.maxCapitalRaise) {
    problems.push(
      limits.maxCapitalRaise === 0
        ? `Investors put no money into a company worth ${formatCents(state.netWorth)}: raising capital needs a net worth of at least ${formatCents(2 * QUARTERLY_LEVER_LIMITS.minFinancing)}.`
        : `One quarter can raise at most ${formatCents(limits.maxCapitalRaise)} (${share(QUARTERLY_LEVERS.capitalNetWorthShare)} of the company's net worth of ${formatCents(state.netWorth)}); you asked for ${formatCents(financing.amount)}.`,
    );
  }
  return problems;
}

/** The settings as the contract reads them; anything else is refused. */
export function requireLevers(levers: unknown): QuarterlyLevers {
  const parsed = quarterlyLeversSchema.safeParse(levers ?? DEFAULT_QUARTERLY_LEVERS);
  if (!parsed.success) {
    throw new InvalidEngineInputError(parsed.error.issues[0]?.message ?? 'the quarterly levers are invalid');
  }
  return parsed.data;
}

/**
 * Pulls the settings as the quarter is about to be played: the financing is
 * booked now (it belongs to this quarter) and the levers start, to run in the
 * quarter's steps 4 and 5 and stop after it. Pure.
 */
export function pullQuarterlyLevers(state: CompanyState, settings: QuarterlyLevers): ActionResult {
  assertActive(state);
  const levers = requireLevers(settings);
  if (isDefaultQuarterlyLevers(levers)) return { state, events: [] };
  const quarter = state.currentQuarter;
  const source = QUARTERLY_LEVER_SOURCE;
  const ledger = new Ledger(
    { cash: state.cash, assets: state.assets, liabilities: state.liabilities },
    quarter,
  );
  let financing = state.financing;
  if (levers.financing.kind === 'credit-line') {
    financing = drawCreditLine(financing, levers.financing.amount, quarter, source, ledger);
  } else if (levers.financing.kind === 'raise-capital') {
    financing = raiseCapital(financing, levers.financing.amount, state.netWorth, quarter, source, ledger);
  }
  const next = copyCompany(state);
  setBooks(next, ledger);
  next.financing = financing;
  const pulled = planLeversOf(levers, quarter);
  if (pulled.length > 0) {
    const when = quarterLabel(quarter);
    const started = activateLevers(pulled, source, when).map((lever): ActiveLever => ({
      ...lever,
      quarterly: true,
      description: quarterlyLine(lever, when),
    }));
    next.levers = [...state.levers, ...started];
  }
  return { state: next, events: ledger.events };
}

/** A quarterly lever's line in the books: "Marketing budget $20K for Q2 Year 1 (quarterly lever)". */
function quarterlyLine(lever: PlanLever, when: string): string {
  const what =
    lever.kind === 'hiring-pause'
      ? name(lever.kind)
      : lever.kind === 'marketing-budget' || lever.kind === 'research-budget'
        ? `${name(lever.kind)} ${formatCents(lever.amount)}`
        : leverName(lever);
  return `${what} for ${when} (quarterly lever)`;
}

/** What the settings do in the coming quarter, one sentence each, at the company's figures now. */
export function describeLevers(state: CompanyState, levers: QuarterlyLevers): string[] {
  const lines: string[] = [];
  const fullEffect = leverLimits(state).budgetForFullEffect;
  const points = (amount: number) =>
    Math.min(
      LEVERS.maxPointsPerQuarter,
      Math.round(amount / Math.max(1, fullEffect / LEVERS.maxPointsPerQuarter)),
    );
  if (levers.priceChangePercent !== 0) lines.push(priceSentence(state, levers.priceChangePercent));
  if (levers.hiring.plan === 'freeze') {
    lines.push(`${name('hiring-pause')}: the headcount holds this quarter, whatever the work needs.`);
  } else if (levers.hiring.plan === 'hire') {
    const count = Math.min(levers.hiring.count, state.employeeCount);
    lines.push(
      `${count} planned hires on top of the work's: about ${formatCents(count * costPerHire(state))} of payroll and equipment this quarter (the equipment is kept as assets).`,
    );
  }
  if (levers.marketingBudget > 0) {
    lines.push(
      `${name('marketing-budget')} ${formatCents(levers.marketingBudget)}: brand and sales pipeline up to +${points(levers.marketingBudget)} points (the most a quarter gives, +${LEVERS.maxPointsPerQuarter}, from about ${formatCents(fullEffect)}).`,
    );
  }
  if (levers.researchBudget > 0) {
    lines.push(
      `${name('research-budget')} ${formatCents(levers.researchBudget)}: tech debt down and product quality up to ${points(levers.researchBudget)} points (the most a quarter gives, ${LEVERS.maxPointsPerQuarter}, from about ${formatCents(fullEffect)}).`,
    );
  }
  const financing = levers.financing;
  if (financing.kind === 'credit-line') {
    const owed = state.financing.creditLine + financing.amount;
    const term = QUARTERLY_LEVERS.creditLineTermQuarters;
    lines.push(
      `${LEVER_CATALOGUE['credit-line'].short}: ${formatCents(financing.amount)} in cash now, owed as a liability; ${percent(QUARTERLY_LEVERS.creditLineRate)} interest a quarter (about ${formatCents(owed * QUARTERLY_LEVERS.creditLineRate)} now; the bank loan costs ${percent(FINANCE.interestRate)}), repaid ${formatCents(Math.ceil(owed / term))} a quarter from ${quarterLabel(state.currentQuarter + 1)}.`,
    );
  } else if (financing.kind === 'raise-capital') {
    const after = stakeAfterRaise(state.financing.stake, financing.amount, state.netWorth);
    lines.push(
      `${name('raise-capital')}: ${formatCents(financing.amount)} in cash now, for a share of the company at its net worth; your stake falls from ${stakeText(state.financing.stake)} to ${stakeText(after)}, and the final score is multiplied by your stake.`,
    );
  }
  return lines;
}

/** The price lever on the demand curve at the company's brand, quality and rivals' price now. */
function priceSentence(state: CompanyState, percent: number): string {
  const level = priceLevelFor(percent);
  const rivals = competitorPriceOf(state.market);
  const elasticity = priceElasticity(state.drivers);
  // Against list price at the same rivals' price: units, then what they bring in.
  const units = priceResponse(state.drivers, level, rivals) / priceResponse(state.drivers, 100, rivals);
  const revenue = (units * level) / 100;
  const switching = priceSwitching(state.drivers, level, rivals) - priceSwitching(state.drivers, 100, rivals);
  const change = (ratio: number, more: string, less: string) =>
    `${Math.abs(Math.round((ratio - 1) * 100))}% ${ratio >= 1 ? more : less}`;
  return (
    `Price level ${level} for the quarter (list price 100; price levers never stack, the last one set counts): ` +
    `at a price elasticity of ${elasticity.toFixed(1)} (your brand and product quality) customers buy about ` +
    `${change(units, 'more', 'fewer')} units, so sales bring in about ${change(revenue, 'more', 'less')}, ` +
    `and market share moves about ${Math.abs(switching * 100).toFixed(1)}% of itself ${switching >= 0 ? 'up' : 'down'} as customers switch. ` +
    `People and operations follow the units.`
  );
}

const share = (fraction: number) => (fraction === 0.5 ? 'half' : `${Math.round(fraction * 100)}%`);
