/** SPEC §2: an average session in minutes, or hours and minutes from an hour up. */
export function formatSessionDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total}m`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${hours}h ${rest}m`;
}

/** SPEC §2: recent events show the first 8 characters of the user id. */
export function shortUserId(userId: string): string {
  return userId.slice(0, 8);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Bounce rate arrives as a percent with one decimal. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const clockFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An event's time in the player's zone: 'Nov 22, 14:05'. */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return `${dateFormat.format(date)}, ${clockFormat.format(date)}`;
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** A yyyy-MM-dd (UTC) day as 'Mon 16'. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return `${weekdayFormat.format(date)} ${date.getUTCDate()}`;
}
