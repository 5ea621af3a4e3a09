import type { Scenario } from '@ai-council/contracts';
import { Button, Label, Spinner, toast, trackFeatureUsage, toastFailure } from '@ai-council/ui';
import type { FormEvent } from 'react';
import { resolveScenarioInputSchema, useResolveScenario } from '@ai-council/queries';
import { useDraftPreview } from '../hooks/use-draft-preview';
import { DecisionPreviewPanel } from './decision-preview';

const MAX_DECISION_LENGTH = 4000;

/** SPEC §2 decision form; SPEC §5: submit is disabled while the text is blank. */
export function ScenarioDecisionForm({
  scenario,
  draft,
  onDraftChange,
  onResolved,
}: {
  scenario: Scenario;
  draft: string;
  onDraftChange: (text: string) => void;
  onResolved: (resolved: Scenario) => void;
}) {
  const resolve = useResolveScenario({
    mutationConfig: {
      onSuccess: (resolved) => {
        void trackFeatureUsage('scenario_decided');
        toast({
          title: 'Decision Recorded',
          description: resolved.grade
            ? `Graded ${resolved.grade.score}/100: ${resolved.grade.verdict}.`
            : 'Your decision was recorded.',
          variant: 'success',
        });
        onResolved(resolved);
      },
      onError: (error) => {
        toastFailure('Failed to record a scenario decision', error, {
          title: 'Error',
          description: 'Failed to record your decision. Please try again.',
        });
      },
    },
  });
  const blank = draft.trim() === '';
  const { shown, ...preview } = useDraftPreview(scenario.id, draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = resolveScenarioInputSchema.safeParse({ status: 'resolved', playerDecision: draft });
    if (!input.success) return;
    resolve.mutate({ scenarioId: scenario.id, playerDecision: input.data.playerDecision });
  };

  return (
    <form className="scn-form" onSubmit={submit} aria-labelledby="decision-form-title">
      <h3 id="decision-form-title" className="scn-section-title">
        Your Decision
      </h3>
      <div className="ui-field">
        <Label htmlFor="scenario-decision">What will you do?</Label>
        <textarea
          id="scenario-decision"
          className="ui-input scn-textarea"
          rows={5}
          maxLength={MAX_DECISION_LENGTH}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          placeholder="Say what you will do, who you will tell, what it may cost and how you stop it happening again."
          aria-describedby="scenario-decision-hint"
        />
        <p id="scenario-decision-hint" className="ui-field__hint scn-form__hint">
          <span>Your board grades the decision and explains why.</span>
          <span className="ui-mono">
            {draft.length}/{MAX_DECISION_LENGTH}
          </span>
        </p>
      </div>
      <div className="scn-form__actions">
        <Button type="submit" className="scn-form__submit" disabled={blank || resolve.isPending}>
          {resolve.isPending ? <Spinner size="sm" label="Recording" /> : null}
          Submit Decision
        </Button>
      </div>
      {shown ? <DecisionPreviewPanel {...preview} /> : null}
    </form>
  );
}
