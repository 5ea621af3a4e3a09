// What a sound response covers, in the words managers use for it. Each
// scenario kind's decision points are its rubric's needs, in order of what it
// needs first (packages/rules' catalogue), plus the words that show a decision
// is about this kind of scenario at all.
import type { RubricDimension } from '@ai-council/rules';
import { ABOUT as ABOUT_WORDS, NEEDS } from '../lexicon';

/** The phrases that show a decision takes care of a need, by lemma (inflections match; needs.json). */
export const NEED_PHRASES: Record<RubricDimension, readonly string[]> = NEEDS;
/** The words that show a decision is about a kind of scenario (about.json). */
export const ABOUT: Record<string, readonly string[]> = ABOUT_WORDS;

export const NEED_LABELS: Record<RubricDimension, string> = {
  containment: 'containing the damage',
  communication: 'telling the people who need to know',
  costControl: 'keeping the cost in hand',
  people: 'the people involved',
  compliance: 'the legal and regulatory side',
  investigation: 'finding out what is behind it',
  customers: 'the customers affected',
  timeline: 'a timeline',
  growth: 'a path to growth',
};
