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
        <div className="anl-range__field">
          <Label htmlFor="analytics-start-date">Start date</Label>
          <Input
            id="analytics-start-date"
            type="date"
            value={range.startDate}
            max={range.endDate || undefined}
            invalid={error !== null}
            aria-describedby="analytics-range-message"
            onChange={(e) => onChange({ ...range, startDate: e.target.value })}
          />
        </div>
        <div className="anl-range__field">
          <Label htmlFor="analytics-end-date">End date</Label>
          <Input
            id="analytics-end-date"
            type="date"
            value={range.endDate}
            min={range.startDate || undefined}
            invalid={error !== null}
            aria-describedby="analytics-range-message"
            onChange={(e) => onChange({ ...range, endDate: e.target.value })}
          />
        </div>
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
