// Breadth (issue 40, "A council with stances"): a scenario whose decision
// points span several departments' concerns needs more than one department's
// angle. An answer that only weighs the cost, or only fixes the system, is
// read by the needs it meets in earnest: words that any plan uses in passing
// ("the team", "an update", "a review") do not count as a department's angle.
import type { RubricDimension } from '@ai-council/rules';
import { NEED_LABELS } from './decision-points';
import { list, needHits } from './grading';
import { affirmed } from './phrases';
import type { Reading } from './read';

type Angle = 'fix' | 'customers' | 'communication' | 'finance' | 'people' | 'legal' | 'growth';

/** Which department's angle a need is; finding out and a timeline belong to everyone. */
const ANGLE_OF: Partial<Record<RubricDimension, Angle>> = {
  containment: 'fix',
  customers: 'customers',
  communication: 'communication',
  costControl: 'finance',
  people: 'people',
  compliance: 'legal',
  growth: 'growth',
};

export const ANGLE_LABELS: Record<Angle, string> = {
  fix: 'the technical fix',
  customers: 'the customer side',
  communication: 'the communication',
  finance: 'the finance view',
  people: 'the people side',
  legal: 'the legal side',
  growth: 'the growth case',
};

/** Words of a need that every plan uses in passing ("I will lead it", "the team", "an update"): no angle on their own. */
const IN_PASSING: Partial<Record<RubricDimension, ReadonlySet<string>>> = {
  customers: new Set(['lead']),
  communication: new Set(['update', 'note', 'present', 'board', 'share', 'stakeholder', 'clear']),
  costControl: new Set([
    'more than',
    'no more than',
    'up to',
    'capacity',
    'sprint',
    'phase',
    'prioritise',
    'prioritize',
  ]),
  people: new Set([
    'team',
    'owner',
    'ownership',
    'assign',
    'accountable',
    'responsible',
    'priority',
    'priorities',
    'focus',
    'role',
    'leadership',
    'leader',
    'manager',
  ]),
};

export interface Breadth {
  /** The scenario's angles the answer takes up in earnest. */
  taken: Angle[];
  /** The scenario's needs it leaves to the rest of the council. */
  left: RubricDimension[];
  /** One-sided even read generously (every word of a need counting): the answer is below Sound. */
  oneSided: boolean;
}

/**
 * An answer that takes one department's angle, or none, on a scenario whose needs span three or more; undefined
 * when the scenario is fewer departments' or the answer takes two or more of its angles. On a scenario of four
 * or more angles that is one-sided; on one of three, only when even a generous reading finds one angle.
 */
export function narrowAnswer(
  reading: Reading,
  rubric: readonly RubricDimension[],
  covered: readonly RubricDimension[],
): Breadth | undefined {
  const needs = rubric.filter((d) => ANGLE_OF[d] !== undefined);
  const angles = new Set(needs.map((d) => ANGLE_OF[d]));
  if (angles.size < 3) return undefined;
  const met = needs.filter((d) =>
    affirmed(needHits(reading, d)).some((hit) => !IN_PASSING[d]?.has(hit.phrase)),
  );
  const taken = [...new Set(met.map((d) => ANGLE_OF[d]!))];
  if (taken.length > 1) return undefined;
  const generous = new Set(needs.filter((d) => covered.includes(d)).map((d) => ANGLE_OF[d]));
  return {
    taken,
    left: needs.filter((d) => !met.includes(d)),
    oneSided: angles.size >= 4 || generous.size <= 1,
  };
}

/** "It takes only the finance view; the council's other members would add containing the damage and …". */
export function narrowSentence(breadth: Breadth): string {
  const only = breadth.taken.length
    ? `It takes only ${ANGLE_LABELS[breadth.taken[0]!]}`
    : 'It takes no department’s angle in earnest';
  return `${only}; the council's other members would add ${list(breadth.left.map((d) => NEED_LABELS[d]))}`;
}
