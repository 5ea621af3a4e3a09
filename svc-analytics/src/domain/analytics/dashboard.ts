// The analytics dashboard of SPEC §3, assembled from the summaries (see
// summaries.ts). Every read is bounded by the days of the window (times event
// types or features), by the players active in the last two days, or by a small
// limit; raw events are read only for the ten most recent.
import { eventTypes as domainEventTypes, FEATURE_NAMES, type AnalyticsResponse } from '@ai-council/contracts';
import { addDays, DAY_MS, dayOf, daysApart, daysBetween } from '../days';
import type { DayCounters, UserGaps } from './summaries';

export interface DaySummary extends DayCounters {
  day: string;
  userGaps: UserGaps;
}

export interface FeatureDaySummary {
  day: string;
  featureName: string;
  usage: number;
  userGaps: UserGaps;
}

export interface RecentEvent {
  id: string;
  eventType: string;
  eventName: string;
  userId: string;
  createdAt: string;
}

/** The queries the dashboard needs; the data-access layer answers them from the store. */
export interface DashboardReader {
  days(start: string, end: string): Promise<DaySummary[]>;
  eventTypes(start: string, end: string): Promise<Array<{ eventType: string; count: number }>>;
  featureDays(start: string, end: string): Promise<FeatureDaySummary[]>;
  /** Distinct users whose last activity on one of these days is at or after `since`. */
  usersActiveSince(days: string[], since: string): Promise<number>;
  /** The viewer's own most recent events of a day, newest first: no other player's id or text. */
  recentEventsOn(day: string, limit: number, userId: string): Promise<RecentEvent[]>;
  /** How many events one player recorded on a day (from its user-day summary). */
  eventsOfUserOn(day: string, userId: string): Promise<number>;
}

export const RECENT_EVENTS = 10; // SPEC §9
export const DAILY_CHART_DAYS = 7; // SPEC §9
/** Room for every feature of the fixed list and 'other'. */
export const POPULAR_FEATURES = FEATURE_NAMES.length + 1;

/** One decimal place: minutes and percentages read better that way on the cards. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export async function buildDashboard(
  window: { startDate: string; endDate: string },
  reader: DashboardReader,
  now: Date,
  viewerId: string,
): Promise<AnalyticsResponse> {
  const { startDate, endDate } = window;
  const since = new Date(now.getTime() - DAY_MS);
  const [days, eventTypes, featureDays, activeUsers24h] = await Promise.all([
    reader.days(startDate, endDate),
    reader.eventTypes(startDate, endDate),
    reader.featureDays(startDate, endDate),
    // The last 24 hours touch at most two UTC days.
    reader.usersActiveSince([...new Set([dayOf(since), dayOf(now)])], since.toISOString()),
  ]);
  const recentEvents = await mostRecentEvents(days, reader, viewerId);

  const sum = (field: keyof DayCounters) => days.reduce((total, d) => total + d[field], 0);
  const endedSessions = sum('endedSessions');

  return {
    period: { startDate, endDate },
    overview: {
      // Players active in the window (the 24-hour figure is always counted back from now).
      totalUsers: distinctUsers(days, startDate),
      activeUsers24h,
      pageViews: sum('pageViews'),
      sessions: sum('sessions'),
      // Only an ended session has a known duration and page count.
      avgSessionDuration: endedSessions ? oneDecimal(sum('sessionMinutes') / endedSessions) : 0,
      bounceRate: endedSessions ? oneDecimal((sum('bounces') * 100) / endedSessions) : 0,
    },
    popularFeatures: popularFeatures(featureDays, startDate),
    // The client's types apart from the games' domain events, which far outnumber them.
    eventsByType: countByType(eventTypes.filter((r) => !isDomainEventType(r.eventType))),
    domainEventsByType: countByType(eventTypes.filter((r) => isDomainEventType(r.eventType))),
    dailyActiveUsers: dailyActiveUsers(days, startDate, endDate),
    recentEvents,
  };
}

/**
 * Distinct users of a window from its days' gap histograms: on each day, the
 * users whose previous activity was before the window's start (summaries.ts).
 */
export function distinctUsers(days: Array<{ day: string; userGaps: UserGaps }>, start: string): number {
  let users = 0;
  for (const { day, userGaps } of days) {
    const sinceStart = daysApart(day, start);
    for (const [gap, count] of Object.entries(userGaps)) if (Number(gap) > sinceStart) users += count;
  }
  return users;
}

function popularFeatures(
  featureDays: FeatureDaySummary[],
  start: string,
): AnalyticsResponse['popularFeatures'] {
  const byFeature = new Map<string, FeatureDaySummary[]>();
  for (const row of featureDays) {
    const rows = byFeature.get(row.featureName);
    if (rows) rows.push(row);
    else byFeature.set(row.featureName, [row]);
  }
  return [...byFeature]
    .map(([featureName, rows]) => ({
      featureName,
      uniqueUsers: distinctUsers(rows, start),
      totalUsage: rows.reduce((total, r) => total + r.usage, 0),
    }))
    .sort(
      (a, b) =>
        b.totalUsage - a.totalUsage ||
        b.uniqueUsers - a.uniqueUsers ||
        a.featureName.localeCompare(b.featureName),
    )
    .slice(0, POPULAR_FEATURES);
}

const isDomainEventType = (type: string) => (domainEventTypes as readonly string[]).includes(type);

/** Types in descending count, so the object reads in the order the screen lists them. */
function countByType(rows: Array<{ eventType: string; count: number }>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.eventType, (counts.get(r.eventType) ?? 0) + r.count);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** The last seven days of the window, oldest first, quiet days included as zeros so the chart has no gaps. */
function dailyActiveUsers(
  days: DaySummary[],
  startDate: string,
  endDate: string,
): AnalyticsResponse['dailyActiveUsers'] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const first = [addDays(endDate, 1 - DAILY_CHART_DAYS), startDate].sort()[1]!;
  return daysBetween(first, endDate).map((date) => ({
    date,
    users: byDay.get(date)?.users ?? 0,
    pageViews: byDay.get(date)?.pageViews ?? 0,
  }));
}

/** Walks back from the window's last busy day until ten events are found: a few small indexed reads. */
async function mostRecentEvents(
  days: DaySummary[],
  reader: DashboardReader,
  viewerId: string,
): Promise<RecentEvent[]> {
  const busy = days
    .filter((d) => d.events > 0)
    .map((d) => d.day)
    .sort()
    .reverse();
  const events: RecentEvent[] = [];
  for (const day of busy) {
    if (events.length >= RECENT_EVENTS) break;
    events.push(...(await reader.recentEventsOn(day, RECENT_EVENTS - events.length, viewerId)));
  }
  return events;
}
