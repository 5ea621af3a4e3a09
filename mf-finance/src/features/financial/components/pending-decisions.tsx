import { serverMessage } from '@ai-council/contracts';
import type { Decision } from '@ai-council/contracts';
import { Badge, Button, Spinner, toast, toastFailure } from '@ai-council/ui';
import { centsToDollars, formatMoney, PENDING_DECISION_QUARTERS, quarterLabel } from '@ai-council/rules';
import { useDecisions, useImplementDecision } from '@ai-council/queries';
import { SignedAmount } from './signed-amount';
import { PENDING_DECISIONS_LIMIT } from '../lib/display-limits';
import { ListRow, ListStates, FinanceCard } from './panel-parts';

function quarters(n: number) {
  return `${n} ${n === 1 ? 'quarter' : 'quarters'}`;
}

/** 'marketing' → 'Marketing'; short codes such as 'hr' are acronyms → 'HR'. */
export function categoryLabel(category: string): string {
  return category.length <= 2 ? category.toUpperCase() : category.charAt(0).toUpperCase() + category.slice(1);
}

function DecisionRow({
  decision,
  implementing,
  onImplement,
}: {
  decision: Decision;
  implementing: boolean;
  onImplement: () => void;
}) {
  return (
    <ListRow
      testId="pending-decision"
      title={decision.title}
      text={<span className="ui-clamp fin-list__text">{decision.description}</span>}
      meta={
        <>
          <Badge variant="secondary">{categoryLabel(decision.category)}</Badge>
          {decision.proposedBy ? <span>by {decision.proposedBy}</span> : null}
          <span>over {quarters(decision.timeImpact)}</span>
          {decision.expiresAfterQuarter ? (
            <span data-testid="decision-expiry">
              expires after {quarterLabel(decision.expiresAfterQuarter)}
            </span>
          ) : null}
        </>
      }
      side={
        <>
          <SignedAmount cents={decision.financialImpact} />
          <Button
            size="sm"
            className="fin-implement"
            onClick={onImplement}
            disabled={implementing}
            aria-label={`Implement ${decision.title}`}
          >
            {implementing ? <Spinner size="sm" label="Implementing" /> : null}
            {implementing ? 'Implementing' : 'Implement'}
          </Button>
        </>
      }
    />
  );
}

/** SPEC §4: the player hears that a decision is in effect, or why it could not be. */
function useImplementDecisionAndTell() {
  return useImplementDecision({
    mutationConfig: {
      onSuccess: (_answer, decision) =>
        toast({
          title: 'Decision Implemented',
          description: `${decision.title} is now in effect (${formatMoney(centsToDollars(decision.financialImpact))}).`,
          variant: 'success',
        }),
      onError: (error) => {
        // SPEC §8 shows no error handling here; the service's reason (cash too short,
        // already implemented) is more use to the player than silence.
        toastFailure('Implement decision failed', error, {
          title: 'Could Not Implement',
          description: serverMessage(error),
        });
      },
    },
  });
}

/** SPEC §2: up to 5 pending decisions, each with the Implement action (SPEC §4). */
export function PendingDecisions() {
  const { data: decisions, error } = useDecisions();
  const implement = useImplementDecisionAndTell();
  const pending = decisions?.filter((d) => d.status === 'pending') ?? [];
  const shown = pending.slice(0, PENDING_DECISIONS_LIMIT);

  return (
    <FinanceCard
      titleId="pending-decisions-title"
      title="Pending Decisions"
      description={`Proposed by your council; implementing one books its impact now. A proposal expires ${quarters(PENDING_DECISION_QUARTERS)} after the one it was made in.`}
      aside={
        decisions ? (
          <Badge variant={pending.length > 0 ? 'default' : 'outline'} data-testid="pending-count">
            {pending.length} pending
          </Badge>
        ) : null
      }
    >
      <ListStates
        error={error}
        items={decisions ? shown : undefined}
        skeletonRows={3}
        texts={{
          failed: 'Decisions could not be loaded.',
          loading: 'Loading decisions',
          emptyTitle: 'No pending decisions',
          emptyHint: 'Your council proposes new ones as it reviews the company.',
        }}
      >
        {() => (
          <>
            <ul className="fin-list">
              {shown.map((decision) => (
                <DecisionRow
                  key={decision.id}
                  decision={decision}
                  implementing={implement.isPending && implement.variables?.id === decision.id}
                  onImplement={() => implement.mutate(decision)}
                />
              ))}
            </ul>
            {pending.length > shown.length ? (
              <p className="ui-subtle" style={{ marginTop: 12 }}>
                Showing the {shown.length} newest of {pending.length} pending decisions.
              </p>
            ) : null}
          </>
        )}
      </ListStates>
    </FinanceCard>
  );
}
