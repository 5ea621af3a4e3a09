// How long svc-analytics keeps raw events (issue 43): each is about 6 KB and
// only a player's recent ones are ever read back, so past the window they go.
// The dashboard's summaries (the day counters, sessions, achievements) stay:
// they are what the dashboard reads over any range.

/** Raw analytics events older than this many days are deleted. */
export const EVENT_RETENTION_DAYS = 90;

/** How often the sweep runs (it also runs when the service starts). */
export const RETENTION_SWEEP_EVERY_MS = 3_600_000;

const DAY_MS = 86_400_000;

/** The oldest createdAt an event may have and stay, as of `now`. */
export const retainedSince = (now: Date): string =>
  new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS).toISOString();

export interface ExpiringEvents {
  /** Deletes the events created before `createdAt` (ISO): how many went. */
  deleteCreatedBefore(createdAt: string): Promise<number>;
}

/** Deletes the raw events past the retention window, as of `now`. */
export const sweepExpiredEvents = (events: ExpiringEvents, now: Date): Promise<number> =>
  events.deleteCreatedBefore(retainedSince(now));
