// Calendar days as `yyyy-MM-dd` strings in UTC. Summaries are bucketed by UTC
// day so every replica, whatever its time zone, puts an event in the same bucket;
// such strings also sort in date order, which the store's range queries rely on.
export const DAY_MS = 86_400_000;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayOf(instant: Date | string): string {
  return (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/** True only for a real date: '2025-02-30' has the right shape but JavaScript would roll it into March. */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && dayOf(new Date(time)) === text;
}

/** Every day from start to end, both included, in order. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whole days from `earlier` to `later` (both yyyy-MM-dd). */
export function daysApart(later: string, earlier: string): number {
  return Math.round((Date.parse(`${later}T00:00:00.000Z`) - Date.parse(`${earlier}T00:00:00.000Z`)) / DAY_MS);
}
