// An objective's progress as a person reads it: money as money, a share as a
// percent, counts with what they count; and a bar that never runs below empty
// or past full, while the text keeps the true value (a net worth can be negative).
import type { Objective, ObjectiveUnit } from '@ai-council/contracts';
import { formatMoney } from '@ai-council/rules';

/** At most two decimals, without trailing zeros: 7.4 → "7.4%", 5 → "5%". */
const percent = (value: number) => `${Number(value.toFixed(2))}%`;

function valueText(value: number, unit: ObjectiveUnit): string {
  if (unit === 'dollars') return formatMoney(value);
  if (unit === 'percent') return percent(value);
  return value.toLocaleString('en-US');
}

const countNouns: Partial<Record<ObjectiveUnit, string>> = {
  employees: 'employees',
  quarters: 'quarters',
  scenarios: 'scenarios',
};

/** "-$29K / $10.0M", "7.4% / 5%", "38 / 60 employees". */
export function objectiveProgressText({ currentValue, targetValue, unit }: Objective): string {
  const noun = countNouns[unit];
  return `${valueText(currentValue, unit)} / ${valueText(targetValue, unit)}${noun ? ` ${noun}` : ''}`;
}

/** How far along, 0-100 (clamped). */
export function objectiveProgressPercent({ currentValue, targetValue, isCompleted }: Objective): number {
  if (isCompleted) return 100;
  if (!(targetValue > 0)) return 0;
  return Math.min(100, Math.max(0, (currentValue / targetValue) * 100));
}
