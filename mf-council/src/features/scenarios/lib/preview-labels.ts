// A decision preview in the player's words: the score's parts out of their
// maximum, money as the game shows it, and each lever as "what · how long".
import { LEVER_CATALOGUE, type DecisionPreview, type PlanLever } from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';

/** The most each part of the score can give (the grader's own split of 100). */
export const PART_MAXIMUM = { fit: 30, coverage: 40, specificity: 30 } as const;

export const PART_LABELS = {
  fit: 'Fit',
  coverage: 'Coverage',
  specificity: 'Specificity',
  penalties: 'Penalties',
} as const satisfies Record<keyof DecisionPreview['parts'], string>;

/** A true minus sign, so "−15%" reads as one figure. */
const MINUS = '\u2212';
const signed = (value: number, text = String(Math.abs(value))) => `${value < 0 ? MINUS : '+'}${text}`;

/** Money a plan spends or earns: "$40K", a loss "−$25K". */
export const planMoney = (cents: number) =>
  cents < 0 ? `${MINUS}${formatCents(-cents)}` : formatCents(cents);

/** "22/30" for a part with a maximum; penalties are "none" or "−5". */
export function partValue(part: keyof DecisionPreview['parts'], value: number): string {
  if (part === 'penalties') return value === 0 ? 'none' : signed(value);
  return `${value}/${PART_MAXIMUM[part]}`;
}

const quartersLabel = (quarters: number) => `${quarters} quarter${quarters === 1 ? '' : 's'}`;

/** The lever beside its figure, by the catalogue's names: "Prices −15%", "Marketing +$50K a quarter". */
function leverWhat(lever: PlanLever): string {
  const { name, short } = LEVER_CATALOGUE[lever.kind];
  switch (lever.kind) {
    case 'hires':
      return `${short} +${lever.count}`;
    case 'price-change':
      return `${short} ${signed(lever.percent)}%`;
    case 'marketing-budget':
    case 'research-budget':
      return `${short} +${formatCents(lever.amount)} a quarter`;
    case 'hiring-pause':
    case 'supplier-switch':
      return name;
  }
}

/** "Hiring pause · 1 quarter", "Prices −15% · 2 quarters", "Marketing +$50K a quarter · 2 quarters". */
export const leverLabel = (lever: PlanLever) => `${leverWhat(lever)} · ${quartersLabel(lever.quarters)}`;
