// Summaries are how the dashboard answers without reading raw events: every
// recorded event adds to a few small counter documents at write time, so a
// dashboard for a window reads O(days in the window) documents, whatever the
// number of events or players behind them.
//
//   days              one per day: events, pageViews, users (distinct that day),
//                     sessions started, sessions ended, their minutes, bounces,
//                     and userGaps (below)
//   dayTypes          one per (day, eventType): count
//   dayFeatures       one per (day, feature): usage, users, userGaps
//   userDays          one per (user, day) the user was active: events, pageViews,
//                     lastAt, prevDay (the user's previous active day)
//   featureUserDays   one per (feature, user, day) of use, with prevDay
//
// Distinct users over any window, from day documents alone: each user-day
// (or feature-user-day) adds 1 to its day's histogram `userGaps[g]`, g being
// the days since that user's previous active day (BEYOND_ANY_WINDOW for a
// first visit, and for gaps longer than any window). A user active in
// [start, end] has exactly one active day d there whose gap reaches back
// before start, i.e. g > d - start; every later active day in the window has
// g <= d - start. So distinct users = sum over the window's days d of the
// histogram entries with g > d - start (see distinctUsers in dashboard.ts).
//
// This module is the one definition of what an event adds where. The service
// applies it to the store, the benchmark to memory before bulk-loading, so
// both build identical summaries.
import { FEATURE_NAMES, maxAnalyticsWindowDays } from '@ai-council/contracts';
import { daysApart } from '../days';
import { compositeId, idsStartingWith } from '../ids';
import { FEATURE_USAGE, type RecordedEvent } from './recorded-event';

export const counterSummaries = ['days', 'dayTypes', 'dayFeatures'] as const;
export type CounterSummary = (typeof counterSummaries)[number];

export const activitySummaries = ['userDays', 'featureUserDays'] as const;
export type ActivitySummary = (typeof activitySummaries)[number];

/** Longer than the largest window's (end - start), so such a gap always counts as new to the window. */
export const BEYOND_ANY_WINDOW = maxAnalyticsWindowDays + 1;

/** Counters a day document carries; all start at zero. */
export interface DayCounters {
  events: number;
  pageViews: number;
  users: number;
  sessions: number;
  endedSessions: number;
  sessionMinutes: number;
  bounces: number;
}

/** Users active on a day by days since their previous activity (see the top of this file). */
export type UserGaps = Record<string, number>;

export interface ActivityKey {
  /** '' for user activity as a whole, the feature name for feature use. */
  scope: string;
  userId: string;
  day: string;
}

export interface ActivityChange {
  /** The user's first activity in this scope on this day. */
  firstToday: boolean;
  /** Days since the user's previous active day in this scope (when firstToday). */
  gap: number;
  /** A later active day whose gap shrank because this earlier day arrived late. */
  shifted: { day: string; from: number; to: number } | null;
}

/** Where summaries are written: the store in the service, memory in the benchmark. */
export interface SummarySink {
  /**
   * Adds `inc` to the counters of one summary document (dotted paths reach
   * into histograms), creating it with `identity` when absent.
   */
  add(
    summary: CounterSummary,
    id: string,
    identity: Record<string, string>,
    inc: Record<string, number>,
  ): Promise<void>;
  /**
   * Notes that a user was active in a scope on a day: adds `inc` (and `set`) to
   * that activity document, creating it with its prevDay when it is the first
   * activity that day, and moving the next active day's prevDay when days
   * arrive out of order.
   */
  markActive(
    summary: ActivitySummary,
    key: ActivityKey,
    inc: Record<string, number>,
    set?: Record<string, unknown>,
  ): Promise<ActivityChange>;
}

export const PAGE_VIEW = 'page_view';

export function activityId(summary: ActivitySummary, key: ActivityKey): string {
  return summary === 'userDays'
    ? compositeId(key.day, key.userId)
    : compositeId(key.scope, key.userId, key.day);
}

/** A day's userDays documents as a range of their ids: activityId puts the day first. */
export const userDayIdsOn = (day: string) => idsStartingWith(day);

/** The gap between a day and the previous active day ('' when there is none). */
export function gapBetween(day: string, previousDay: string): number {
  return previousDay ? Math.min(daysApart(day, previousDay), BEYOND_ANY_WINDOW) : BEYOND_ANY_WINDOW;
}

/** Increments by day, merged so each summary document gets one write. */
class DayIncrements {
  readonly byDay = new Map<string, Record<string, number>>();
  add(day: string, inc: Record<string, number>): this {
    const into = this.byDay.get(day) ?? {};
    for (const [field, by] of Object.entries(inc)) into[field] = (into[field] ?? 0) + by;
    this.byDay.set(day, into);
    return this;
  }
  /** The distinct-user count and histogram changes of one activity change (see the top of this file). */
  addActivity(change: ActivityChange, day: string): this {
    if (change.firstToday) this.add(day, { users: 1, [`userGaps.${change.gap}`]: 1 });
    if (change.shifted) {
      const { from, to } = change.shifted;
      this.add(change.shifted.day, { [`userGaps.${from}`]: -1, [`userGaps.${to}`]: 1 });
    }
    return this;
  }
}

const knownFeature = (name: string) => ((FEATURE_NAMES as readonly string[]).includes(name) ? name : 'other');

/** What one recorded event adds to the summaries. */
export async function summarizeEvent(event: RecordedEvent, sink: SummarySink): Promise<void> {
  const { day, userId, eventType } = event;
  const pageViews = eventType === PAGE_VIEW ? 1 : 0;
  // For feature usage the event name is the feature's name: a known one, or 'other' (see FEATURE_NAMES).
  const featureName = eventType === FEATURE_USAGE ? knownFeature(event.eventName) : null;

  const [user, feature] = await Promise.all([
    sink.markActive(
      'userDays',
      { scope: '', userId, day },
      { events: 1, pageViews },
      { lastAt: event.createdAt },
    ),
    featureName !== null
      ? sink.markActive('featureUserDays', { scope: featureName, userId, day }, { usage: 1 })
      : null,
  ]);

  const days = new DayIncrements().add(day, { events: 1, pageViews }).addActivity(user, day);
  const writes = [
    ...[...days.byDay].map(([d, inc]) => sink.add('days', d, { day: d }, inc)),
    sink.add('dayTypes', compositeId(day, eventType), { day, eventType }, { count: 1 }),
  ];
  if (featureName !== null && feature) {
    const featureDays = new DayIncrements().add(day, { usage: 1 }).addActivity(feature, day);
    for (const [d, inc] of featureDays.byDay) {
      writes.push(sink.add('dayFeatures', compositeId(d, featureName), { day: d, featureName }, inc));
    }
  }
  await Promise.all(writes);
}

/** A session as the summaries see it. */
export interface SessionFigures {
  ended: boolean;
  durationMinutes: number;
  pageViews: number;
}

/** A session with at most one page view left without exploring: a bounce. */
export const isBounce = (s: SessionFigures): boolean => s.ended && s.pageViews <= 1;

export async function summarizeSessionStart(day: string, sink: SummarySink): Promise<void> {
  await sink.add('days', day, { day }, { sessions: 1 });
}

/**
 * What ending (or re-ending) a session changes on its start day. A session is
 * ended again after each page reload (SPEC §4: the id survives in session
 * storage), so the day holds the latest figures: add the difference only.
 */
export async function summarizeSessionEnd(
  startDay: string,
  before: SessionFigures,
  after: SessionFigures,
  sink: SummarySink,
): Promise<void> {
  const minutes = (s: SessionFigures) => (s.ended ? s.durationMinutes : 0);
  await sink.add(
    'days',
    startDay,
    { day: startDay },
    {
      endedSessions: Number(after.ended) - Number(before.ended),
      sessionMinutes: minutes(after) - minutes(before),
      bounces: Number(isBounce(after)) - Number(isBounce(before)),
    },
  );
}
