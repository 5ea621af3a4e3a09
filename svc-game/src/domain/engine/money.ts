// Money is integer cents everywhere; every change to cash, assets or
// liabilities goes through a Ledger so it is always explained by an event.

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
  | 'simulation_return';

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
  ): void {
    const cents = Math.round(amount);
    if (cents === 0) return;
    // Paying off a liability raises net worth, so it is booked as a positive amount.
    if (account === 'liabilities') this.books.liabilities -= cents;
    else this.books[account] += cents;
    this.events.push({ eventType, description, triggeredBy, amount: cents, account, quarter: this.quarter });
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

/** Whole-dollar text for descriptions, SPEC §9 style ($1.2M, $45K, $300). */
export function formatDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  const sign = dollars < 0 ? '-' : '';
  const abs = Math.abs(dollars);
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}K`;
  return `${sign}$${abs}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
