// The steps of a waterfall: each part floats from the running total before it
// to the running total after it, and the last step (the change) stands on zero.
import type { BreakdownPart } from '@ai-council/contracts';

export const PART_LABELS: Record<BreakdownPart, string> = {
  market: 'Market',
  operations: 'Operations',
  decisions: 'Decisions',
  scenarios: 'Scenarios',
  simulations: 'Simulations',
  oneOffs: 'One-offs',
};

/** What each part holds, for the table's row headers and the chart's tooltips. */
export const PART_HINTS: Record<BreakdownPart, string> = {
  market: 'sales revenue',
  operations: 'payroll, overhead, marketing, R&D, interest, equipment, depreciation, loan, credit line',
  decisions: 'decisions implemented and their effects',
  scenarios: 'escalations, resolutions and their effects',
  simulations: 'simulation costs and returns',
  oneOffs: 'security breaches, fines, product failures, capital raised',
};

export interface WaterfallStep {
  key: string;
  label: string;
  /** Cents. */
  value: number;
  from: number;
  to: number;
  total: boolean;
}

export function waterfallSteps(
  parts: ReadonlyArray<{ part: BreakdownPart; amount: number }>,
  totalLabel: string,
): WaterfallStep[] {
  let running = 0;
  const steps: WaterfallStep[] = parts.map(({ part, amount }) => {
    const from = running;
    running += amount;
    return { key: part, label: PART_LABELS[part], value: amount, from, to: running, total: false };
  });
  steps.push({ key: 'total', label: totalLabel, value: running, from: 0, to: running, total: true });
  return steps;
}
