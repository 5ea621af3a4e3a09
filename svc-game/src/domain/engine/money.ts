// Money is integer cents everywhere; every change to cash, assets or
// liabilities goes through a Ledger so it is always explained by an event.

import type { EngineLeverKind, FinancingLeverKind } from '@ai-council/contracts';

export type Account = 'cash' | 'assets' | 'liabilities';

export type FinancialEventType =
  | 'revenue'
  | 'payroll'
  | 'severance'
  | 'operations'
  | 'marketing'
  | 'research_and_development'
  | 'interest'
  | 'loan_repayment'
  | 'equipment_purchase'
  | 'depreciation'
  | 'security_breach'
  | 'compliance_fine'
  | 'product_failure'
  | 'scenario_escalation'
  | 'scenario_resolution'
  | 'scenario_plan_spend'
  | 'scenario_outcome'
  | 'decision_implemented'
  | 'decision_effect'
  | 'scenario_effect'
  | 'simulation_cost'
  | 'simulation_asset'
  | 'simulation_return'
  | 'credit_line_draw'
  | 'credit_line_interest'
  | 'credit_line_repayment'
  | 'capital_raise';

/** Which lever booked a line: an engine lever's kind, or the quarterly financing's (the catalogue's kinds). */
export type LeverTag = EngineLeverKind | FinancingLeverKind;

/**
 * One explained change. `amount` is the change in net worth (signed cents)
 * booked on `account`: Σ amounts on 'cash' = the change in cash, Σ of all
 * amounts = the change in net worth. The caller adds id and occurredAt.
 */
export interface FinancialEvent {
  eventType: FinancialEventType;
  description: string;
  triggeredBy: string;
  amount: number;
  account: Account;
  /** The quarter the event belongs to (the one being played, or about to be). */
  quarter: number;
  /** Set on a line a lever booked (the quarter breakdown lists those with their reasons). */
  lever?: LeverTag;
}

export interface Books {
  cash: number;
  assets: number;
  liabilities: number;
}

export class Ledger {
  readonly events: FinancialEvent[] = [];

  constructor(
    readonly books: Books,
    private readonly quarter: number,
  ) {}

  post(
    account: Account,
    eventType: FinancialEventType,
    description: string,
    triggeredBy: string,
    amount: number,
    lever?: LeverTag,
  ): void {
    const cents = Math.round(amount);
    if (cents === 0) return;
    // Paying off a liability raises net worth, so it is booked as a positive amount.
    if (account === 'liabilities') this.books.liabilities -= cents;
    else this.books[account] += cents;
    const event: FinancialEvent = {
      eventType,
      description,
      triggeredBy,
      amount: cents,
      account,
      quarter: this.quarter,
    };
    if (lever) event.lever = lever;
    this.events.push(event);
  }

  cashChange(): number {
    return this.events
      .filter((event) => event.account === 'cash')
      .reduce((sum, event) => sum + event.amount, 0);
  }
}

export function netWorthOf(books: Books): number {
  return books.cash + books.assets - books.liabilities;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
