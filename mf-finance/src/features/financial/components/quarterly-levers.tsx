import {
  DEFAULT_QUARTERLY_LEVERS,
  serverMessage,
  type QuarterlyLevers as Levers,
  type QuarterlyLeversProjection,
  type QuarterlyLeversView,
} from '@ai-council/contracts';
import { useQuarterlyLevers, useSetQuarterlyLevers } from '@ai-council/queries';
import { formatCents, formatHundredthsPercent, quarterLabel } from '@ai-council/rules';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  Skeleton,
  Spinner,
  cn,
  toast,
  trackFeatureUsage,
} from '@ai-council/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLeversProjection } from '../hooks/use-levers-projection';
import {
  FINANCING_LABELS,
  HIRING_LABELS,
  formOf,
  isDefault,
  leverPhrases,
  readForm,
  sameLevers,
  signedDollars,
  stakePercent,
  wholeDollars,
  type FinancingChoice,
  type HiringChoice,
  type LeversField,
  type LeversForm,
} from '../lib/quarterly-levers';

/** One labelled field with its hint, or what to fix in its place. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
}) {
  const describedBy = `${id}-hint`;
  return (
    <div className="ui-field fin-levers__field">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      <p
        id={describedBy}
        className={cn('ui-field__hint', error && 'text-danger')}
        role={error ? 'alert' : undefined}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

const ROWS: Array<{ key: 'netWorth' | 'cash' | 'revenue'; label: string }> = [
  { key: 'netWorth', label: 'Net worth' },
  { key: 'cash', label: 'Cash' },
  { key: 'revenue', label: 'Revenue' },
];

const toneOf = (value: number) => (value > 0 ? 'text-success' : value < 0 ? 'text-danger' : undefined);

/** The engine two quarters ahead, with the levers beside without them. */
function ProjectionBody({ projection }: { projection: QuarterlyLeversProjection }) {
  // Once each time a projection comes into view (later answers for the same form update it in place).
  useEffect(() => void trackFeatureUsage('projection_viewed'), []);
  const { with: withLevers, without, delta } = projection;
  const ahead = `${projection.quarters} quarter${projection.quarters === 1 ? '' : 's'} ahead`;
  return (
    <>
      <p className="fin-levers__summary" data-testid="levers-projection-summary">
        With these levers, {ahead}: net worth {wholeDollars(withLevers.netWorth)} (vs{' '}
        {wholeDollars(without.netWorth)} without), cash {wholeDollars(withLevers.cash)} (vs{' '}
        {wholeDollars(without.cash)}).
      </p>
      <div className="fin-levers__table-wrap">
        <table className="fin-levers__table">
          <caption className="ui-sr-only">
            The engine’s projection, {ahead}, with and without these levers
          </caption>
          <thead>
            <tr>
              <th scope="col">In {ahead.replace(' ahead', '')}</th>
              <th scope="col">With</th>
              <th scope="col">Without</th>
              <th scope="col">Difference</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{wholeDollars(withLevers[key])}</td>
                <td>{wholeDollars(without[key])}</td>
                <td className={toneOf(delta[key])}>{signedDollars(delta[key])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Market share</th>
              <td>{formatHundredthsPercent(withLevers.marketShare)}</td>
              <td>{formatHundredthsPercent(without.marketShare)}</td>
              <td className={toneOf(delta.marketShare)}>
                {delta.marketShare > 0 ? '+' : ''}
                {formatHundredthsPercent(delta.marketShare)}
              </td>
            </tr>
            <tr>
              <th scope="row">Employees</th>
              <td>{withLevers.employeeCount}</td>
              <td>{without.employeeCount}</td>
              <td>
                {delta.employeeCount > 0 ? '+' : ''}
                {delta.employeeCount}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {projection.stake < projection.stakeWithout ? (
        <p className="fin-levers__stake" data-testid="levers-projection-stake">
          Your stake falls to {stakePercent(projection.stake)} (from {stakePercent(projection.stakeWithout)}):
          the final score is multiplied by your stake.
        </p>
      ) : null}
      {projection.effects.length > 0 ? (
        <ul className="fin-levers__effects" aria-label="What the levers book">
          {projection.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ProjectionPanel({
  quarter,
  levers,
  waiting,
}: {
  quarter: number;
  levers: Levers | null;
  /** Why there are no settings to project yet, when there are none. */
  waiting: string;
}) {
  const { projection, projecting, stale, error, idle } = useLeversProjection(quarter, levers);
  return (
    <section
      className="fin-levers__projection"
      aria-labelledby="levers-projection-title"
      data-testid="levers-projection"
    >
      <div className="fin-levers__projection-head">
        <h3 id="levers-projection-title" className="fin-levers__subtitle">
          The engine’s projection
        </h3>
        <p className="fin-levers__status" aria-live="polite" data-testid="levers-projection-status">
          {projecting ? (
            <>
              <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
              Projecting…
            </>
          ) : null}
        </p>
      </div>
      {error ? (
        <p role="alert" className="fin-levers__error" data-testid="levers-projection-error">
          {error}
        </p>
      ) : null}
      {idle ? (
        <p className="ui-muted">
          {levers === null
            ? waiting
            : 'Change a lever and the engine plays the next two quarters on a copy of your company, with and without it. Nothing is changed until you apply.'}
        </p>
      ) : projection ? (
        <div
          className={cn('fin-levers__projection-body', stale && 'fin-levers__projection-body--stale')}
          aria-busy={projecting}
        >
          <ProjectionBody projection={projection} />
        </div>
      ) : error ? null : (
        <Skeleton className="fin-levers__skeleton" label="Projecting your levers" />
      )}
    </section>
  );
}

/** What is set for the coming quarter, and what runs now (a scenario's plan, a decision, the credit line). */
function CurrentLevers({ view }: { view: QuarterlyLeversView }) {
  const set = leverPhrases(view.set);
  const { financing } = view;
  return (
    <div className="fin-levers__current" data-testid="levers-current">
      <div>
        <h3 className="fin-levers__subtitle">Set for {quarterLabel(view.quarter)}</h3>
        {set.length === 0 ? (
          <p className="ui-muted">Nothing set: the quarter plays with the defaults.</p>
        ) : (
          <ul className="fin-levers__list" data-testid="levers-set">
            {set.map((phrase) => (
              <li key={phrase}>{phrase}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="fin-levers__subtitle">Running now</h3>
        {view.running.length === 0 && financing.creditLineBalance === 0 && financing.stake === 10_000 ? (
          <p className="ui-muted">No lever is running.</p>
        ) : (
          <ul className="fin-levers__list" data-testid="levers-running">
            {view.running.map((lever) => (
              <li key={`${lever.source}:${lever.kind}:${lever.description}`}>
                {lever.description}{' '}
                <span className="ui-subtle">
                  ({lever.quartersLeft} quarter{lever.quartersLeft === 1 ? '' : 's'} left)
                </span>
              </li>
            ))}
            {financing.creditLineBalance > 0 ? (
              <li>
                Credit line: {formatCents(financing.creditLineBalance)} owed, repaid{' '}
                {formatCents(financing.creditLineInstallment)} a quarter at {financing.creditLineRatePercent}%
                interest
              </li>
            ) : null}
            {financing.stake < 10_000 ? (
              <li>
                Your stake: {stakePercent(financing.stake)} after {formatCents(financing.capitalRaised)}{' '}
                raised (the final score is multiplied by it)
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </div>
  );
}

function LeversEditor({ view }: { view: QuarterlyLeversView }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
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
  const when = quarterLabel(view.quarter);

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
  const unchanged = levers !== null && sameLevers(levers, view.set);
  const { limits, financing } = view;
  const numeric = (field: LeversField) => ({
    id: id(field),
    inputMode: 'numeric' as const,
    invalid: Boolean(errors[field]),
    value: form[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  return (
    <div className="fin-levers__body">
      <form
        className="fin-levers__form"
        aria-label={`Quarterly levers for ${when}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (levers) apply.mutate(levers);
        }}
      >
        <div className="fin-levers__grid">
          <Field
            id={id('priceChangePercent')}
            label="Price change (%)"
            error={errors.priceChangePercent}
            hint={`-${limits.maxPriceChangePercent} to +${limits.maxPriceChangePercent}: a rise earns more on each sale and loses some share.`}
          >
            {(describedBy) => (
              <Input
                {...numeric('priceChangePercent')}
                aria-describedby={describedBy}
                data-testid="lever-price"
              />
            )}
          </Field>

          <Field
            id={id('hiring')}
            label="Hiring plan"
            error={errors.hires}
            hint={
              form.hiring === 'hire'
                ? `About ${formatCents(limits.costPerHire)} of payroll and equipment per hire this quarter.`
                : form.hiring === 'freeze'
                  ? 'The headcount holds this quarter, whatever the work needs.'
                  : 'Hires follow the work (the default).'
            }
          >
            {(describedBy) => (
              <div className="fin-levers__pair">
                <Select
                  id={id('hiring')}
                  value={form.hiring}
                  onValueChange={(value) => change({ hiring: value as HiringChoice })}
                  options={(Object.keys(HIRING_LABELS) as HiringChoice[]).map((value) => ({
                    value,
                    label: HIRING_LABELS[value],
                  }))}
                  aria-describedby={describedBy}
                  data-testid="lever-hiring"
                />
                {form.hiring === 'hire' ? (
                  <Input
                    {...numeric('hires')}
                    aria-label="Extra hires"
                    aria-describedby={describedBy}
                    placeholder={`1-${limits.maxHires}`}
                    className="fin-levers__count"
                    data-testid="lever-hires"
                  />
                ) : null}
              </div>
            )}
          </Field>

          <Field
            id={id('marketingBudget')}
            label="Marketing budget ($)"
            error={errors.marketingBudget}
            hint={`Extra spend for the quarter; brand and pipeline gain most from about ${formatCents(limits.budgetForFullEffect)}.`}
          >
            {(describedBy) => (
              <Input
                {...numeric('marketingBudget')}
                aria-describedby={describedBy}
                data-testid="lever-marketing"
              />
            )}
          </Field>

          <Field
            id={id('researchBudget')}
            label="R&D budget ($)"
            error={errors.researchBudget}
            hint={`Extra spend for the quarter; tech debt and quality gain most from about ${formatCents(limits.budgetForFullEffect)}.`}
          >
            {(describedBy) => (
              <Input
                {...numeric('researchBudget')}
                aria-describedby={describedBy}
                data-testid="lever-research"
              />
            )}
          </Field>

          <Field
            id={id('financing')}
            label="Financing"
            error={errors.financingAmount}
            hint={
              form.financing === 'credit-line'
                ? `Up to ${formatCents(limits.maxCreditLine)}: ${financing.creditLineRatePercent}% interest a quarter (the bank loan: ${financing.bankLoanRatePercent}%), repaid over ${financing.creditLineTermQuarters} quarters.`
                : form.financing === 'raise-capital'
                  ? `Up to ${formatCents(limits.maxCapitalRaise)}, at the company's net worth: your stake (now ${stakePercent(financing.stake)}) falls, and the final score is multiplied by it.`
                  : 'One-off cash for this quarter: a credit line, or capital that dilutes your score.'
            }
          >
            {(describedBy) => (
              <div className="fin-levers__pair">
                <Select
                  id={id('financing')}
                  value={form.financing}
                  onValueChange={(value) => change({ financing: value as FinancingChoice })}
                  options={(Object.keys(FINANCING_LABELS) as FinancingChoice[]).map((value) => ({
                    value,
                    label: FINANCING_LABELS[value],
                  }))}
                  aria-describedby={describedBy}
                  data-testid="lever-financing"
                />
                {form.financing !== 'none' ? (
                  <Input
                    {...numeric('financingAmount')}
                    aria-label="Financing amount ($)"
                    aria-describedby={describedBy}
                    className="fin-levers__amount"
                    data-testid="lever-financing-amount"
                  />
                ) : null}
              </div>
            )}
          </Field>
        </div>

        <div className="fin-levers__actions">
          <Button
            type="submit"
            disabled={levers === null || unchanged || apply.isPending}
            data-testid="levers-apply"
          >
            {apply.isPending ? <Spinner size="sm" label="Applying" /> : null}
            {apply.isPending
              ? 'Applying'
              : isDefault(levers ?? view.set) && view.isSet
                ? 'Clear levers'
                : 'Apply levers'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={levers !== null && isDefault(levers)}
            onClick={() => setForm(formOf(DEFAULT_QUARTERLY_LEVERS))}
          >
            Reset to defaults
          </Button>
          {unchanged && view.isSet ? <span className="ui-subtle">Applied for {when}.</span> : null}
        </div>
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
    <Card aria-labelledby="quarterly-levers-title" data-testid="quarterly-levers">
      <CardHeader>
        <div className="fin-card-head">
          <div>
            <CardTitle id="quarterly-levers-title">Quarterly Levers</CardTitle>
            <CardDescription>
              Price, hiring, budgets and financing for the coming quarter. They apply when it is played, then
              clear; financing is one-off.
            </CardDescription>
          </div>
          {view ? (
            <Badge variant={view.isSet ? 'default' : 'outline'} data-testid="levers-badge">
              {view.isSet ? `Set for ${quarterLabel(view.quarter)}` : 'Defaults'}
            </Badge>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {error ? (
          <div className="fin-empty" role="alert">
            <p className="fin-empty__title">The quarterly levers could not be loaded.</p>
            <p className="ui-subtle">{serverMessage(error)}</p>
          </div>
        ) : !view ? (
          <Skeleton className="fin-levers__skeleton" label="Loading the quarterly levers" />
        ) : (
          <>
            <LeversEditor view={view} />
            <CurrentLevers view={view} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
