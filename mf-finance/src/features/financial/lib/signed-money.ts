import { formatCents } from '@ai-council/rules';

/** A change with its sign: "+$45K", "-$1.2M", "$0". */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/** The colour of a change: green for a gain, red for a loss, none for nothing. */
export const toneOf = (amount: number) =>
  amount > 0 ? 'text-success' : amount < 0 ? 'text-danger' : undefined;
