// The analytics window (SPEC §2, §9: the last 30 days by default) and the same
// checks the service makes, so a bad window is explained before it is sent.
import { maxAnalyticsWindowDays } from '@ai-council/contracts';

export interface DateRange {
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
}

export const DEFAULT_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** svc-analytics counts days in UTC, so the inputs speak UTC days too. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function defaultDateRange(now: Date = new Date()): DateRange {
  return {
    startDate: utcDay(new Date(now.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS)),
    endDate: utcDay(now),
  };
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value;
}

/** null when the service would accept the window; otherwise what to fix. */
export function dateRangeError({ startDate, endDate }: DateRange): string | null {
  if (!startDate || !endDate) return 'Choose both a start date and an end date.';
  if (!isCalendarDay(startDate)) return 'The start date is not a real date.';
  if (!isCalendarDay(endDate)) return 'The end date is not a real date.';
  if (startDate > endDate) return 'The start date must not be after the end date.';
  if ((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS > maxAnalyticsWindowDays) {
    return `The window can be at most ${maxAnalyticsWindowDays} days.`;
  }
  return null;
}
