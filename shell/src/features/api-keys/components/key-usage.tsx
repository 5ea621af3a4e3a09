import {
  MAX_MONTHLY_CAP_USD,
  MIN_MONTHLY_CAP_USD,
  SUGGESTED_MONTHLY_CAP_USD,
  serverMessage,
  type ApiKeyRecord,
} from '@ai-council/contracts';
import { Button, Input, Label, Spinner, toast } from '@ai-council/ui';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSetKeyCap } from '@ai-council/queries';
import { formatUsd } from '@ai-council/rules';
import { capStanding, formatTokens, nextMonthStart } from '../lib/usage';

const KeyUsageChart = lazy(() => import('./key-usage-chart'));

/** This month's calls, tokens and estimated cost of one key, its chart by day, and its cap. */
export function KeyUsage({ record }: { record: ApiKeyRecord }) {
  const usage = record.usage;
  if (!usage) return null;
  const standing = capStanding(record);
  const cap = record.monthlyCapUsd ?? null;
  const local = record.provider === 'local';
  return (
    <section className="key-usage" aria-label={`${record.keyName}: this month`} data-testid="key-usage">
      <dl className="ui-facts key-usage__figures">
        <div>
          <dt>Calls this month</dt>
          <dd className="ui-figure" data-testid="key-usage-calls">
            {usage.calls.toLocaleString('en-US')}
          </dd>
        </div>
        <div>
          <dt>Tokens in / out</dt>
          <dd className="ui-figure" data-testid="key-usage-tokens">
            {formatTokens(usage.inputTokens)} / {formatTokens(usage.outputTokens)}
          </dd>
        </div>
        <div>
          <dt>Estimated cost</dt>
          <dd className="ui-figure" data-testid="key-usage-cost">
            {local ? 'Free (runs on your machine)' : formatUsd(usage.estimatedUsd)}
            {cap !== null ? <span className="key-usage__of"> of {formatUsd(cap)} cap</span> : null}
          </dd>
        </div>
      </dl>
      {usage.byDay.length > 0 ? (
        <Suspense fallback={<div className="key-usage__chart" aria-busy="true" />}>
          <KeyUsageChart days={usage.byDay} keyName={record.keyName} />
        </Suspense>
      ) : (
        <p className="ui-muted key-usage__none">No calls yet this month.</p>
      )}
      {standing === 'reached' ? (
        <p role="alert" className="ui-alert ui-alert--danger" data-testid="key-cap-reached">
          <strong>Cap reached:</strong> this key has used its {formatUsd(cap!)} for the month, so the council
          answers in its internal voice until {nextMonthStart(usage.month)}. Raise or clear the cap below to
          go on with the model.
        </p>
      ) : standing === 'near' ? (
        <p className="ui-alert key-usage__warning" data-testid="key-cap-near">
          <strong>Near the cap:</strong> over 80 % of this month's {formatUsd(cap!)} is used.
        </p>
      ) : null}
      {local ? null : <CapForm record={record} />}
      {!local && cap === null && usage.calls > 0 ? (
        <p className="ui-field__hint" data-testid="key-cap-suggestion">
          This key has no cap. A cap of {formatUsd(SUGGESTED_MONTHLY_CAP_USD)} a month covers a long game with
          a chatty council; at the cap the council falls back to its internal voice instead of spending more.
        </p>
      ) : null}
      <p className="ui-field__hint">
        Estimates use list prices taken on {usage.pricesAsOf}; your provider's bill is what counts.
      </p>
    </section>
  );
}

/**
 * The typed cap in whole cents, or null when it is no cap the server takes. '0.004' rounds to
 * nothing, and the page says so rather than send it.
 */
function capInCents(typed: string): number | null {
  const amount = Math.round(Number(typed.replace(/[$,\s]/g, '')) * 100) / 100;
  const fits = Number.isFinite(amount) && amount >= MIN_MONTHLY_CAP_USD && amount <= MAX_MONTHLY_CAP_USD;
  return typed.trim() && fits ? amount : null;
}

function CapForm({ record }: { record: ApiKeyRecord }) {
  const setCap = useSetKeyCap();
  const cap = record.monthlyCapUsd ?? null;
  const suggested = cap === null && (record.usage?.calls ?? 0) > 0;
  const [value, setValue] = useState(
    cap !== null ? String(cap) : suggested ? String(SUGGESTED_MONTHLY_CAP_USD) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const save = async (monthlyCapUsd: number | null) => {
    setProblem(null);
    try {
      await setCap.mutateAsync({ id: record.id, monthlyCapUsd });
      toast({
        title: monthlyCapUsd === null ? 'Cap Removed' : 'Cap Saved',
        description:
          monthlyCapUsd === null
            ? `${record.keyName} has no monthly cap.`
            : `${record.keyName} stops at ${formatUsd(monthlyCapUsd)} a month.`,
        variant: 'success',
      });
      if (monthlyCapUsd === null) setValue('');
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = capInCents(value);
    if (amount === null) {
      setProblem(`Enter a cap between $0.01 and $${MAX_MONTHLY_CAP_USD.toLocaleString('en-US')} a month.`);
      return;
    }
    void save(amount);
  };

  return (
    <form className="key-cap" onSubmit={submit} noValidate aria-label={`Monthly cap of ${record.keyName}`}>
      <Label htmlFor={id}>Monthly cap (US $)</Label>
      <div className="key-cap__row">
        <Input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="No cap"
          className="key-cap__input"
          invalid={problem !== null}
          data-testid="key-cap-input"
        />
        <Button type="submit" size="sm" disabled={setCap.isPending} data-testid="key-cap-save">
          {setCap.isPending ? <Spinner size="sm" label="Saving" /> : null}
          {cap === null ? 'Set Cap' : 'Save Cap'}
        </Button>
        {cap !== null ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => void save(null)}
            disabled={setCap.isPending}
          >
            Remove Cap
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="key-cap__problem" data-testid="key-cap-problem">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
