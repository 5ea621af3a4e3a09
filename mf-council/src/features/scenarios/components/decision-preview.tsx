import type { DecisionPreview } from '@ai-council/contracts';
import { Badge, cn } from '@ai-council/ui';
import type { DraftPreview } from '../hooks/use-draft-preview';
import { gradeVariant } from '../lib/scenario-labels';
import { leverLabel, PART_LABELS, partValue, planMoney } from '../lib/preview-labels';
import { ScoreRing } from './grade-summary';

const PARTS = ['fit', 'coverage', 'specificity', 'penalties'] as const;

/**
 * "What the game reads": the grade, the plan's money and the levers a draft
 * decision would get, as the player types (nothing is decided or written).
 */
export function DecisionPreviewPanel({ preview, reading, stale, error }: Omit<DraftPreview, 'shown'>) {
  return (
    <section className="scn-preview" aria-labelledby="decision-preview-title" data-testid="decision-preview">
      <div className="scn-preview__head">
        <h4 id="decision-preview-title" className="scn-preview__title">
          What the game reads
        </h4>
        <p className="scn-preview__status" aria-live="polite" data-testid="decision-preview-status">
          {reading ? (
            <>
              <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
              Reading your decision…
            </>
          ) : preview && !error ? (
            <span className="ui-sr-only">
              Preview: {preview.verdict}, {preview.score} out of 100.
            </span>
          ) : null}
        </p>
      </div>
      {error ? (
        <p role="alert" className="scn-preview__error" data-testid="decision-preview-error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <PreviewBody preview={preview} stale={stale} reading={reading} />
      ) : reading || error ? null : (
        <p className="ui-note">Pause typing and the game reads your draft.</p>
      )}
    </section>
  );
}

/** What the game would do with the draft: its spend, its outcome, the levers it pulls. */
function PlanFigures({ plan }: { plan: DecisionPreview['plan'] }) {
  return (
    <>
      <dl className="scn-preview__plan">
        <div className="scn-preview__money" data-testid="preview-spend">
          <dt className="scn-preview__label">Spend</dt>
          <dd>
            <span className="ui-figure scn-preview__amount">{planMoney(plan.spend)}</span>
            <span className="ui-note">{plan.spendReason}</span>
          </dd>
        </div>
        <div className="scn-preview__money" data-testid="preview-outcome">
          <dt className="scn-preview__label">Outcome</dt>
          <dd>
            <span
              className={cn(
                'ui-figure scn-preview__amount',
                plan.outcome < 0 ? 'text-danger' : plan.outcome > 0 ? 'text-success' : undefined,
              )}
            >
              {planMoney(plan.outcome)}
            </span>
            <span className="ui-note">{plan.outcomeReason}</span>
          </dd>
        </div>
      </dl>

      <div className="scn-preview__levers">
        <p id="decision-preview-levers" className="scn-preview__label">
          Levers
        </p>
        {plan.levers.length > 0 ? (
          <ul aria-labelledby="decision-preview-levers" className="scn-preview__lever-list">
            {plan.levers.map((lever, index) => (
              <li key={`${lever.kind}-${index}`} className="scn-preview__lever" data-testid="preview-lever">
                <span className="scn-preview__lever-what">{leverLabel(lever)}</span>
                <span className="ui-note">“{lever.reason}”</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ui-note" data-testid="preview-no-levers">
            None: the draft changes no hiring, prices, marketing, R&amp;D or suppliers.
          </p>
        )}
      </div>
    </>
  );
}

function PreviewBody({
  preview,
  stale,
  reading,
}: {
  preview: DecisionPreview;
  stale: boolean;
  reading: boolean;
}) {
  const { plan } = preview;
  return (
    // Busy while the next draft is read; the status line above stays outside it, so it is still announced.
    <div
      className={cn('scn-preview__body', stale && 'scn-preview__body--stale')}
      aria-busy={reading}
      data-testid="decision-preview-body"
      data-stale={stale}
    >
      <div className="scn-preview__grade">
        <ScoreRing score={preview.score} size="sm" />
        <div className="scn-preview__grade-text">
          <p className="scn-grade__verdict">
            <Badge variant={gradeVariant(preview.score)} data-testid="preview-verdict">
              {preview.verdict}
            </Badge>
            <span className="ui-subtle" data-testid="preview-score">
              {preview.score}/100
            </span>
          </p>
          <dl className="scn-preview__parts" aria-label="The score's parts">
            {PARTS.map((part) => (
              <div key={part} className="scn-preview__part" data-testid={`preview-part-${part}`}>
                <dt>{PART_LABELS[part]}</dt>
                <dd className={cn(part === 'penalties' && preview.parts.penalties < 0 && 'text-danger')}>
                  {partValue(part, preview.parts[part])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      {preview.rationale.length > 0 ? (
        <ul className="scn-preview__why" aria-label="Why" data-testid="preview-rationale">
          {preview.rationale.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      ) : null}

      <PlanFigures plan={plan} />
    </div>
  );
}
