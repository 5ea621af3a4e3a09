// The quarterly levers' financing: a credit line (cash in, a liability that
// costs interest each quarter and is repaid in instalments) or capital raised
// (cash in for a share of the company, so the player's stake shrinks and the
// final score counts only that stake). Every cent is booked with its reason.

import { LEVER_CATALOGUE } from '@ai-council/contracts';
import { quarterLabel, formatCents } from '@ai-council/rules';
import { type Ledger } from './money';
import { FINANCE, QUARTERLY_LEVERS } from './tuning';

const FULL_STAKE = 10_000;

/** What the quarterly levers' financing left on the books. */
export interface Financing {
  /** Cents still owed on the credit line (counted in liabilities, apart from the bank loan). */
  creditLine: number;
  /** Cents repaid each quarter, from `creditLineRepaysFrom` on, until the line is cleared. */
  creditLineInstallment: number;
  /** The first quarter a repayment is due (the one after the last draw). */
  creditLineRepaysFrom: number;
  /** The player's share of the company, hundredths of a percent: 10,000 until capital is raised. */
  stake: number;
  /** Cents of capital raised this game. */
  capitalRaised: number;
}

/** The figures of the company the financing reads (company.ts holds the whole document, and imports this file). */
interface FinancedCompany {
  netWorth: number;
  revenue: number;
  financing: Financing;
}

/** A company that never drew a credit line nor raised capital (and a game stored before financing existed). */
export const NO_FINANCING: Financing = {
  creditLine: 0,
  creditLineInstallment: 0,
  creditLineRepaysFrom: 0,
  stake: FULL_STAKE,
  capitalRaised: 0,
};

/** The player's share of net worth: all of it until capital is raised. */
export function stakeNetWorth(state: Pick<FinancedCompany, 'netWorth' | 'financing'>): number {
  const stake = state.financing.stake;
  return stake >= FULL_STAKE ? state.netWorth : Math.floor((state.netWorth * stake) / FULL_STAKE);
}

/** A score (or any figure) scaled to the player's stake; unchanged at a full stake. */
export function scaledToStake(value: number, stake: number): number {
  return stake >= FULL_STAKE ? value : (value * stake) / FULL_STAKE;
}

/** What the credit line can still draw: a share of last quarter's revenue, less what is owed. */
export function creditLineRoom(state: Pick<FinancedCompany, 'revenue' | 'financing'>): number {
  const limit = Math.floor(Math.max(0, state.revenue) * QUARTERLY_LEVERS.creditLineRevenueShare);
  return Math.max(0, limit - state.financing.creditLine);
}

/** The most capital one quarter may raise: a share of a positive net worth. */
export function capitalRoom(state: Pick<FinancedCompany, 'netWorth'>): number {
  return Math.max(0, Math.floor(state.netWorth * QUARTERLY_LEVERS.capitalNetWorthShare));
}

/** Draws on the credit line: cash in, the liability up by as much (net worth unchanged). */
export function drawCreditLine(
  financing: Financing,
  amount: number,
  quarter: number,
  source: string,
  ledger: Ledger,
): Financing {
  const rate = percent(QUARTERLY_LEVERS.creditLineRate);
  const term = QUARTERLY_LEVERS.creditLineTermQuarters;
  const reason = `Credit line drawn for ${quarterLabel(quarter)} (quarterly lever): ${formatCents(amount)} at ${rate} a quarter, repaid over ${term} quarters from ${quarterLabel(quarter + 1)}`;
  ledger.post('cash', 'credit_line_draw', reason, source, amount, 'credit-line');
  ledger.post(
    'liabilities',
    'credit_line_draw',
    `${reason} (owed: offsets the cash)`,
    source,
    -amount,
    'credit-line',
  );
  const creditLine = financing.creditLine + amount;
  return {
    ...financing,
    creditLine,
    creditLineInstallment: Math.ceil(creditLine / term),
    creditLineRepaysFrom: quarter + 1,
  };
}

/**
 * Raises capital at the company's net worth (times the valuation multiple):
 * cash in, and the player's stake falls to what it was times pre-money / post-money.
 */
export function raiseCapital(
  financing: Financing,
  amount: number,
  netWorth: number,
  quarter: number,
  source: string,
  ledger: Ledger,
): Financing {
  const stake = stakeAfterRaise(financing.stake, amount, netWorth);
  ledger.post(
    'cash',
    'capital_raise',
    `${LEVER_CATALOGUE['raise-capital'].name} for ${quarterLabel(quarter)} (quarterly lever): ${formatCents(amount)} from investors at the company's net worth of ${formatCents(netWorth)}; your stake falls from ${stakeText(financing.stake)} to ${stakeText(stake)}, and the final score counts only your stake`,
    source,
    amount,
    'raise-capital',
  );
  return { ...financing, stake, capitalRaised: financing.capitalRaised + amount };
}

export function stakeAfterRaise(stake: number, amount: number, netWorth: number): number {
  const preMoney = Math.max(1, netWorth) * QUARTERLY_LEVERS.valuationMultiple;
  return Math.floor((stake * preMoney) / (preMoney + amount));
}

/** Step 5: the quarter's interest on the credit line (a cost), and its instalment once due. */
export function serviceCreditLine(
  financing: Financing,
  quarter: number,
  ledger: Ledger,
): { financing: Financing; interest: number } {
  if (financing.creditLine <= 0) return { financing, interest: 0 };
  const interest = Math.round(financing.creditLine * QUARTERLY_LEVERS.creditLineRate);
  ledger.post(
    'cash',
    'credit_line_interest',
    `Interest on the credit line: ${percent(QUARTERLY_LEVERS.creditLineRate)} a quarter on ${formatCents(financing.creditLine)} owed (the bank loan costs ${percent(FINANCE.interestRate)})`,
    'Finance',
    -interest,
    'credit-line',
  );
  if (quarter < financing.creditLineRepaysFrom) return { financing, interest };
  const repayment = Math.min(financing.creditLine, financing.creditLineInstallment);
  const left = financing.creditLine - repayment;
  const text = `Credit line repayment: ${formatCents(repayment)}, ${left > 0 ? `${formatCents(left)} still owed` : 'now cleared'}`;
  ledger.post('cash', 'credit_line_repayment', text, 'Finance', -repayment, 'credit-line');
  ledger.post(
    'liabilities',
    'credit_line_repayment',
    `${text} (the debt shrinks by as much)`,
    'Finance',
    repayment,
    'credit-line',
  );
  return {
    financing: {
      ...financing,
      creditLine: left,
      creditLineInstallment: left > 0 ? financing.creditLineInstallment : 0,
    },
    interest,
  };
}

/** "3%", "1.5%". */
export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/** Hundredths of a percent as a person reads a stake: "100%", "83.33%". */
export function stakeText(stake: number): string {
  return `${Number((stake / 100).toFixed(2))}%`;
}
