import { Badge, cn } from '@ai-council/ui';
import type { CSSProperties } from 'react';
import { gradeVariant, type Grade } from '../lib/scenario-labels';

/**
 * The server's rationale reads "Verdict (score/100). Why… Effect: …"; the
 * verdict and score are shown beside it, so the text keeps only the why and the effect.
 */
export function splitRationale(grade: Pick<Grade, 'rationale' | 'score' | 'verdict'>) {
  const prefix = `${grade.verdict} (${grade.score}/100).`;
  const text = grade.rationale.startsWith(prefix)
    ? grade.rationale.slice(prefix.length).trim()
    : grade.rationale;
  const at = text.indexOf('Effect:');
  if (at < 0) return { why: text, effect: null };
  return { why: text.slice(0, at).trim(), effect: text.slice(at + 'Effect:'.length).trim() };
}

export function ScoreRing({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' }) {
  return (
    <span
      className={cn('scn-score', `scn-score--${size}`, `scn-score--${gradeVariant(score)}`)}
      style={{ '--scn-score': score } as CSSProperties}
      role="img"
      aria-label={`Grade ${score} out of 100`}
      data-testid="grade-score"
    >
      <span className="scn-score__value" aria-hidden="true">
        {score}
      </span>
    </span>
  );
}

/** The grade of a decision: score, verdict, why, and what it does to the company. */
export function GradeSummary({ grade, compact = false }: { grade: Grade; compact?: boolean }) {
  const { why, effect } = splitRationale(grade);
  return (
    <div className={cn('scn-grade', compact && 'scn-grade--compact')}>
      <ScoreRing score={grade.score} size={compact ? 'sm' : 'md'} />
      <div className="scn-grade__text">
        <p className="scn-grade__verdict">
          <Badge variant={gradeVariant(grade.score)} data-testid="grade-verdict">
            {grade.verdict}
          </Badge>
          <span className="ui-subtle">{grade.score}/100</span>
        </p>
        {why ? (
          <p className="scn-grade__why" data-testid="grade-rationale">
            {why}
          </p>
        ) : null}
        {effect ? (
          <p className="scn-grade__effect">
            <span className="scn-grade__effect-label">Effect</span> {effect}
          </p>
        ) : null}
      </div>
    </div>
  );
}
