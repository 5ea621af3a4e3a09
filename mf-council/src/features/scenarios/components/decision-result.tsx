import type { Scenario } from '@ai-council/contracts';
import { Button, Card } from '@ai-council/ui';
import { useEffect, useRef } from 'react';
import { GradeSummary } from './grade-summary';

/** Shown right after a decision: the grade and why, so the player learns from it. */
export function DecisionResult({ scenario, onDismiss }: { scenario: Scenario; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the player used is gone; bring keyboard and screen-reader focus to the outcome.
  useEffect(() => {
    headingRef.current?.focus();
  }, [scenario.id]);

  return (
    <Card
      className="scn-result"
      role="region"
      aria-labelledby="decision-result-title"
      data-testid="decision-result"
    >
      <Card.Header className="scn-card-header">
        <div className="ui-row ui-row--between">
          <h2 id="decision-result-title" ref={headingRef} tabIndex={-1} className="ui-card__title">
            Decision Recorded
          </h2>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
        <Card.Description>{scenario.title}</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        {scenario.grade ? (
          <GradeSummary grade={scenario.grade} />
        ) : (
          <p className="ui-muted">Your decision was recorded.</p>
        )}
        {scenario.playerDecision ? (
          <blockquote className="scn-quote">
            <span className="scn-quote__label">Your decision</span>
            {scenario.playerDecision}
          </blockquote>
        ) : null}
      </Card.Content>
    </Card>
  );
}
