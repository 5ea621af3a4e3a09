// A played quarter rebuilt from its financial events (GAME.md "Explainable"):
// every event's amount is its change to net worth, and those booked on cash
// are the change to cash, so summing them by reason splits the quarter's
// change exactly. Money moved between quarters belongs to the quarter it was
// about to be played in (the ledger's `quarter`), so quarter N runs from the
// close of quarter N-1 to its own close.

import {
  breakdownParts,
  type BreakdownPart,
  type LeverLine,
  type QuarterBreakdown,
} from '@ai-council/contracts';
import type { QuarterRecord } from './company';
import type { FinancialEvent, FinancialEventType } from './money';

const PART_OF: Record<FinancialEventType, BreakdownPart> = {
  revenue: 'market',
  payroll: 'operations',
  severance: 'operations',
  operations: 'operations',
  marketing: 'operations',
  research_and_development: 'operations',
  interest: 'operations',
  loan_repayment: 'operations',
  equipment_purchase: 'operations',
  depreciation: 'operations',
  security_breach: 'oneOffs',
  compliance_fine: 'oneOffs',
  product_failure: 'oneOffs',
  scenario_escalation: 'scenarios',
  scenario_resolution: 'scenarios',
  scenario_plan_spend: 'scenarios',
  scenario_outcome: 'scenarios',
  scenario_effect: 'scenarios',
  decision_implemented: 'decisions',
  decision_effect: 'decisions',
  simulation_cost: 'simulations',
  simulation_asset: 'simulations',
  simulation_return: 'simulations',
  // The credit line is debt like the bank loan; capital raised is a one-off.
  credit_line_draw: 'operations',
  credit_line_interest: 'operations',
  credit_line_repayment: 'operations',
  capital_raise: 'oneOffs',
};

/** The part an event counts in; a reason this build does not know is a one-off. */
export function breakdownPartOf(eventType: string): BreakdownPart {
  return PART_OF[eventType as FinancialEventType] ?? 'oneOffs';
}

type LedgerEntry = Pick<FinancialEvent, 'eventType' | 'account' | 'amount' | 'quarter'> &
  Partial<Pick<FinancialEvent, 'lever' | 'description' | 'triggeredBy'>>;

/** Every played quarter (history), oldest first, split by part. Pure. */
export function quarterBreakdowns(
  history: readonly Pick<QuarterRecord, 'quarter' | 'netWorth' | 'cash'>[],
  ledger: readonly LedgerEntry[],
): QuarterBreakdown[] {
  const sums = new Map<number, Map<BreakdownPart, { netWorth: number; cash: number }>>();
  const leverLines = new Map<number, LeverLine[]>();
  for (const event of ledger) {
    if (event.lever) {
      const lines = leverLines.get(event.quarter) ?? [];
      // The other side of a cash line (equipment kept as assets, a debt drawn or repaid) joins it.
      const cashSide =
        event.account === 'cash'
          ? undefined
          : lines.findLast((l) => l.eventType === event.eventType && l.triggeredBy === event.triggeredBy);
      if (cashSide) cashSide.netWorth += event.amount;
      else lines.push(leverLineOf(event));
      leverLines.set(event.quarter, lines);
    }
    let byPart = sums.get(event.quarter);
    if (!byPart) {
      byPart = new Map(breakdownParts.map((part) => [part, { netWorth: 0, cash: 0 }]));
      sums.set(event.quarter, byPart);
    }
    const sum = byPart.get(breakdownPartOf(event.eventType))!;
    sum.netWorth += event.amount;
    if (event.account === 'cash') sum.cash += event.amount;
  }

  return history.map((record) => {
    const byPart = sums.get(record.quarter);
    const parts = breakdownParts.map((part) => ({
      part,
      ...(byPart?.get(part) ?? { netWorth: 0, cash: 0 }),
    }));
    const netWorthChange = parts.reduce((total, part) => total + part.netWorth, 0);
    const cashChange = parts.reduce((total, part) => total + part.cash, 0);
    return {
      quarter: record.quarter,
      openingNetWorth: record.netWorth - netWorthChange,
      closingNetWorth: record.netWorth,
      netWorthChange,
      openingCash: record.cash - cashChange,
      closingCash: record.cash,
      cashChange,
      parts,
      leverLines: leverLines.get(record.quarter) ?? [],
    };
  });
}

/** A lever's line as the breakdown lists it: its reason, its part and what it moved. */
function leverLineOf(event: LedgerEntry): LeverLine {
  return {
    description: event.description ?? event.eventType,
    eventType: event.eventType,
    triggeredBy: event.triggeredBy ?? '',
    part: breakdownPartOf(event.eventType),
    netWorth: event.amount,
    cash: event.account === 'cash' ? event.amount : 0,
  };
}
