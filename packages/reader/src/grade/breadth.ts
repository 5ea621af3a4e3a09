// Breadth (issue 40, "A council with stances"): a scenario whose decision
// points span several departments' concerns needs more than one department's
// angle. An answer that only weighs the cost, or only fixes the system, is
// read by the needs it meets in earnest: words that any plan uses in passing
// ("the team", "an update", "a review") do not count as a department's angle.
import type { RubricDimension } from '@ai-council/rules';
import { NEED_LABELS } from '../points/decision-points';
import { list, needHits } from './grading';
import { affirmed, find } from '../read/phrases';
import type { Reading } from '../read/read';

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

/** Words of a need that every plan uses in passing ("I will lead it", "the team", "an update"): no angle on their own. */
const IN_PASSING: Partial<Record<RubricDimension, ReadonlySet<string>>> = {
  customers: new Set(['lead']),
  communication: new Set(['update', 'present', 'board', 'share', 'stakeholder', 'clear']),
  costControl: new Set([
    'more than',
    'no more than',
    'up to',
    'capacity',
    'sprint',
    'phase',
    'prioritise',
    'prioritize',
    'terms',
  ]),
  growth: new Set(['position', 'offer']),
  investigation: new Set(['ask']),
  people: new Set([
    'people',
    'engineer',
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
  /** The scenario's needs the answer acts on in earnest. */
  met: RubricDimension[];
  /** The scenario's needs it leaves to the rest of the council. */
  left: RubricDimension[];
  /** So narrow that it is below Sound; otherwise it costs points. */
  oneSided: boolean;
}

/**
 * An answer too narrow for a scenario whose needs span several departments: it takes one department's angle or
 * none (of three or more), or leaves two or more of the scenario's needs untouched. Undefined when it is broad
 * enough. Below Sound when it leaves two needs, when the scenario spans four angles or more, or when even a
 * generous reading (every word of a need counting) finds one angle; else it costs points.
 */
export function narrowAnswer(
  reading: Reading,
  rubric: readonly RubricDimension[],
  covered: readonly RubricDimension[],
): Breadth | undefined {
  const needs = rubric.filter((d) => d !== 'timeline');
  const met = earnestNeeds(reading, rubric);
  const left = needs.filter((d) => !met.includes(d));
  const angles = new Set(needs.map((d) => ANGLE_OF[d]).filter(Boolean));
  const taken = new Set(met.map((d) => ANGLE_OF[d]).filter(Boolean));
  const generous = new Set(covered.map((d) => ANGLE_OF[d]).filter(Boolean));
  const oneAngle = angles.size >= 3 && taken.size <= 1;
  const leavesTwo = needs.length >= 3 && left.length >= 2;
  if (!oneAngle && !leavesTwo) return undefined;
  return { met, left, oneSided: leavesTwo || angles.size >= 4 || generous.size <= 1 };
}

/** Words of an answer that says it covers only its own part and leaves the rest to others. */
const LEAVES_THE_REST = [
  'rest of the council',
  'colleague on the council',
  'for my colleague',
  'others at the table',
  'other side of this',
  'angle i do not',
  'from my own desk',
  'cover the rest',
  'speak to the rest',
  'leave the rest to',
  'not my area',
  'outside my field',
];

/** The clause in which an answer leaves the rest of the scenario to others ("the rest of the council will see…"). */
export function leavesTheRest(reading: Reading): string | undefined {
  return find(reading, LEAVES_THE_REST)[0]?.clause.text;
}

/** The needs of a rubric an answer meets in earnest (a word of the need that is not said in passing). */
export function earnestNeeds(reading: Reading, rubric: readonly RubricDimension[]): RubricDimension[] {
  return rubric.filter(
    (d) => d !== 'timeline' && affirmed(needHits(reading, d)).some((hit) => !IN_PASSING[d]?.has(hit.phrase)),
  );
}

/** "It covers only keeping the cost in hand in earnest; the council's other members would add …". */
export function narrowSentence(breadth: Breadth): string {
  const only = breadth.met.length
    ? `It covers only ${list(breadth.met.map((d) => NEED_LABELS[d]))} in earnest`
    : 'It acts on none of what this scenario needs in earnest';
  return `${only}; the council's other members would add ${list(breadth.left.map((d) => NEED_LABELS[d]))}`;
}
