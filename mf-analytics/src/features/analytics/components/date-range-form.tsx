import { Button, Input, Label, Spinner } from '@ai-council/ui';
import type { DateRange } from '../lib/date-range';
import { RefreshIcon } from './icons';

/** Start and end date inputs with Refresh (SPEC §2 Analytics). */
export function DateRangeForm({
  range,
  error,
  refreshing,
  onChange,
  onRefresh,
}: {
  range: DateRange;
  /** What is wrong with the window, if anything (mirrors the service's rules). */
  error: string | null;
  refreshing: boolean;
  onChange: (range: DateRange) => void;
  onRefresh: () => void;
}) {
  return (
    <form
      className="anl-range"
      aria-label="Analytics period"
      onSubmit={(e) => {
        e.preventDefault();
        onRefresh();
      }}
    >
      <div className="anl-range__fields">
        <DateField
          id="analytics-start-date"
          label="Start date"
          value={range.startDate}
          bounds={{ max: range.endDate || undefined }}
          invalid={error !== null}
          onChange={(startDate) => onChange({ ...range, startDate })}
        />
        <DateField
          id="analytics-end-date"
          label="End date"
          value={range.endDate}
          bounds={{ min: range.startDate || undefined }}
          invalid={error !== null}
          onChange={(endDate) => onChange({ ...range, endDate })}
        />
        <Button type="submit" variant="secondary" disabled={error !== null}>
          {refreshing ? <Spinner size="sm" label="Refreshing" /> : <RefreshIcon />}
          Refresh
        </Button>
      </div>
      <p
        id="analytics-range-message"
        className={error ? 'anl-range__message anl-range__message--error' : 'anl-range__message'}
        role={error ? 'alert' : undefined}
      >
        {error ?? 'Days are counted in UTC.'}
      </p>
    </form>
  );
}

/** One labelled date of the period; its message is the form's. */
function DateField({
  id,
  label,
  value,
  bounds,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The other end of the period, which this date may not pass. */
  bounds: { min?: string; max?: string };
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="anl-range__field">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        {...bounds}
        invalid={invalid}
        aria-describedby="analytics-range-message"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
