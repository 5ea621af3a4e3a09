import {
  DEFAULT_QUARTERLY_LEVERS,
  isDefaultQuarterlyLevers,
  serverMessage,
  type QuarterlyLevers as Levers,
  type QuarterlyLeversView,
} from '@ai-council/contracts';
import { useQuarterlyLevers, useSetQuarterlyLevers } from '@ai-council/queries';
import { quarterLabel } from '@ai-council/rules';
import { Badge, Button, Skeleton, Spinner, toast } from '@ai-council/ui';
import { useId, useState } from 'react';
import { CurrentLevers } from './current-levers';
import { LeverFields } from './lever-fields';
import { ProjectionPanel } from './levers-projection';
import { formOf, leverPhrases, readForm, sameLevers, type LeversForm } from '../lib/quarterly-levers';
import { LoadFailed, FinanceCard } from './panel-parts';

/** The form as typed, what it reads as, and why there is nothing to project yet. */
function useLeversForm(view: QuarterlyLeversView) {
  const [form, setForm] = useState<LeversForm>(() => formOf(view.set));
  const [shownFor, setShownFor] = useState({ quarter: view.quarter, set: view.set });
  // A new quarter (or settings changed elsewhere) shows what the service holds now.
  if (shownFor.quarter !== view.quarter || !sameLevers(shownFor.set, view.set)) {
    setShownFor({ quarter: view.quarter, set: view.set });
    setForm(formOf(view.set));
  }
  const { levers, errors, incomplete } = readForm(form, view.limits);
  const waiting =
    Object.keys(errors).length > 0
      ? 'Fix the field marked in red and the engine projects your levers.'
      : incomplete.includes('hires')
        ? 'Enter the number of extra hires and the engine projects your levers.'
        : 'Enter the amount and the engine projects your levers.';
  const change = (patch: Partial<LeversForm>) => setForm((previous) => ({ ...previous, ...patch }));
  const reset = () => setForm(formOf(DEFAULT_QUARTERLY_LEVERS));
  return { form, levers, errors, waiting, change, reset };
}

/** Apply (or clear), reset to the defaults, and whether these levers are already applied. */
function LeversActions({
  view,
  levers,
  applying,
  reset,
}: {
  view: QuarterlyLeversView;
  levers: Levers | null;
  applying: boolean;
  reset: () => void;
}) {
  const unchanged = levers !== null && sameLevers(levers, view.set);
  return (
    <div className="fin-levers__actions">
      <Button type="submit" disabled={levers === null || unchanged || applying} data-testid="levers-apply">
        {applying ? <Spinner size="sm" label="Applying" /> : null}
        {applying
          ? 'Applying'
          : isDefaultQuarterlyLevers(levers ?? view.set) && view.isSet
            ? 'Clear levers'
            : 'Apply levers'}
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={levers !== null && isDefaultQuarterlyLevers(levers)}
        onClick={reset}
      >
        Reset to defaults
      </Button>
      {unchanged && view.isSet ? (
        <span className="ui-subtle">Applied for {quarterLabel(view.quarter)}.</span>
      ) : null}
    </div>
  );
}

function LeversEditor({ view }: { view: QuarterlyLeversView }) {
  const ids = useId();
  const { form, levers, errors, waiting, change, reset } = useLeversForm(view);

  const apply = useSetQuarterlyLevers({
    mutationConfig: {
      onSuccess: (answer) => {
        const phrases = leverPhrases(answer.set);
        toast(
          answer.isSet
            ? {
                title: 'Levers Set',
                description: `For ${quarterLabel(answer.quarter)}: ${phrases.join(', ')}. They apply when the quarter is played.`,
                variant: 'success',
              }
            : {
                title: 'Levers Cleared',
                description: `${quarterLabel(answer.quarter)} plays with the defaults.`,
                variant: 'success',
              },
        );
      },
      onError: (error) => {
        toast({ title: 'Levers Not Set', description: serverMessage(error), variant: 'destructive' });
      },
    },
  });
  return (
    <div className="fin-levers__body">
      <form
        className="fin-levers__form"
        aria-label={`Quarterly levers for ${quarterLabel(view.quarter)}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (levers) apply.mutate(levers);
        }}
      >
        <LeverFields
          view={view}
          form={form}
          errors={errors}
          fieldId={(field) => `${ids}-${field}`}
          change={change}
        />
        <LeversActions view={view} levers={levers} applying={apply.isPending} reset={reset} />
      </form>
      <ProjectionPanel quarter={view.quarter} levers={levers} waiting={waiting} />
    </div>
  );
}

/**
 * GAME.md "Quarterly levers": price, hiring, marketing and R&D budgets and
 * financing for the coming quarter, each change projected by the engine before
 * it is applied (PUT /api/game/levers); they apply when the quarter is played.
 */
export function QuarterlyLevers() {
  const { data: view, error } = useQuarterlyLevers();
  return (
    <FinanceCard
      testId="quarterly-levers"
      titleId="quarterly-levers-title"
      title="Quarterly Levers"
      description="Price, hiring, budgets and financing for the coming quarter. They apply when it is played, then clear; financing is one-off."
      aside={
        view ? (
          <Badge variant={view.isSet ? 'default' : 'outline'} data-testid="levers-badge">
            {view.isSet ? `Set for ${quarterLabel(view.quarter)}` : 'Defaults'}
          </Badge>
        ) : null
      }
    >
      {error ? (
        <LoadFailed title="The quarterly levers could not be loaded." error={error} />
      ) : !view ? (
        <Skeleton className="fin-levers__skeleton" label="Loading the quarterly levers" />
      ) : (
        <>
          <LeversEditor view={view} />
          <CurrentLevers view={view} />
        </>
      )}
    </FinanceCard>
  );
}
