// Coverage, the second part of a grade: does the decision meet this kind's
// decision points, what it needs first weighing most, and how many of its
// clauses act on them.
import type { RubricDimension } from '@ai-council/rules';
import type { HarmReading } from './harm';
import { NEED_LABELS } from '../points/decision-points';
import { affirmed } from '../read/phrases';
import type { Reading } from '../read/read';
import { list, needHits } from './grading';

export interface Coverage {
  coverage: number;
  covered: RubricDimension[];
  missing: RubricDimension[];
  /** The part's sentence of the rationale. */
  sentence: string;
}

/** Coverage out of 40. */
export function coverageOf(
  reading: Reading,
  rubric: readonly RubricDimension[],
  harm: HarmReading,
  offTopic: boolean,
): Coverage {
  const needs = rubric.filter((d) => d !== 'timeline');
  const withheld = harm.withholds.length > 0;
  const covered = rubric.filter(
    (d) => isCovered(reading, d, harm) && !(d === 'communication' && withheld && !harm.rulesOut.length),
  );
  const missing = rubric.filter((d) => !covered.includes(d));
  const weights = rubric.map((_, i) => rubric.length - i + 1);
  const total = weights.reduce((s, w) => s + w, 0);
  const got = rubric.reduce((s, d, i) => s + (covered.includes(d) ? weights[i]! : 0), 0);
  // Depth: clauses that act on one of this scenario's needs count, not one word for each need.
  const acting = new Set(needs.flatMap((d) => affirmed(needHits(reading, d)).map((hit) => hit.clause)));
  let coverage = Math.round(40 * (0.65 * (got / total) + 0.35 * Math.min(1, acting.size / 6)));
  // A decision that is not about the scenario gets little for generic measures.
  if (offTopic) coverage = Math.round(coverage * 0.5);
  const sentence = coverageSentence(needs, covered, missing, coverage, offTopic);
  return { coverage, covered, missing, sentence };
}

function isCovered(reading: Reading, dimension: RubricDimension, harm: HarmReading): boolean {
  if (dimension === 'timeline') return reading.times.length > 0;
  const hits = needHits(reading, dimension);
  if (affirmed(hits).length > 0) return true;
  // Ruling out overspending ("we won't put more than a quarter of our cash in") is cost control.
  if (dimension === 'costControl' && hits.length > 0) return true;
  // Ruling out a cover-up is a commitment to openness.
  return (
    dimension === 'communication' && harm.rulesOut.some((r) => r.kind === 'conceal' || r.kind === 'deceive')
  );
}

function coverageSentence(
  needs: RubricDimension[],
  covered: RubricDimension[],
  missing: RubricDimension[],
  coverage: number,
  offTopic: boolean,
): string {
  const needsCovered = covered.filter((d) => d !== 'timeline').map((d) => NEED_LABELS[d]);
  const needsMissing = missing.filter((d) => d !== 'timeline').map((d) => NEED_LABELS[d]);
  return offTopic && needsCovered.length > 0
    ? `Its steps (${list(needsCovered)}) are not aimed at this scenario (coverage ${coverage}/40).`
    : needsCovered.length === 0
      ? `It meets none of what this scenario needs: ${list(needs.map((d) => NEED_LABELS[d]))} (coverage ${coverage}/40).`
      : needsMissing.length === 0
        ? `It covers what this scenario needs: ${list(needsCovered)} (coverage ${coverage}/40).`
        : `It covers ${list(needsCovered)} but not ${list(needsMissing)} (coverage ${coverage}/40).`;
}
