// What the builders of the change asked share: the Asked shape, the bounds of
// a plan's money, and how quarters and reasons read.
import { MAX_BOOKED } from '@ai-council/rules';
import type { Candidate, Table } from './candidates';

export interface Asked {
  /** The change asked about (several when the question leaves the choice open: "what should we cut?"). */
  asked: Candidate[];
  /** The same change, smaller. */
  staged: Candidate | null;
  /** What saying no costs, when no is not free (the engineer who leaves): projected, never proposed. */
  refusal: Candidate | null;
}

export const clampPlan = (cents: number) => Math.max(100_000, Math.min(MAX_BOOKED, Math.round(cents)));
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const numberWords = ['no', 'one', 'two', 'three', 'four'];
export const quarterWords = (n: number) => `${numberWords[n] ?? n} quarter${n === 1 ? '' : 's'}`;
export const reasonOf = (t: Table, title: string) => `${t.speaker}: ${title}`.slice(0, 300);
