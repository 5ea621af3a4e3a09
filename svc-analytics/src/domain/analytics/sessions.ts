// Analytics sessions (SPEC §3, §4): the browser opens one when none is in its
// session storage and ends it on unload or unmount with the duration in whole
// minutes and its local page-view and action counters. The id survives a
// reload, so one session can be ended several times: the latest figures win.
// The browser's figures are clamped by what the server saw (issue 12): no
// longer than the session has been open, no more page views than page_view
// events recorded for it, at most one action a second.
import { conflict, notFound } from '@ai-council/service-kit';
import { dayOf } from '../days';
import {
  summarizeSessionEnd,
  summarizeSessionStart,
  type SessionFigures,
  type SummarySink,
} from './summaries';

export interface AnalyticsSession {
  id: string;
  userId: string;
  userAgent: string | null;
  startedAt: string;
  /** UTC day of startedAt: the day the session is counted on. */
  day: string;
  endedAt: string | null;
  durationMinutes: number;
  pageViews: number;
  actionsTaken: number;
  /** page_view events the server recorded with this session's id (counted as they arrive). */
  seenPageViews?: number;
  /** Optimistic concurrency: two ends racing cannot both apply their difference. */
  version: number;
}

export interface SessionRepository {
  insert(session: AnalyticsSession): Promise<void>;
  findOwned(id: string, userId: string): Promise<AnalyticsSession | null>;
  /** Replaces the session if it is still at `version`; resolves false when someone else got there first. */
  replaceIfVersion(session: AnalyticsSession, version: number): Promise<boolean>;
  /** Counts a page_view event recorded for the player's own session (another's id counts nothing). */
  countPageView(id: string, userId: string): Promise<void>;
  /** Sessions the player started on a UTC day (they count toward the day's quota). */
  startedOn(day: string, userId: string): Promise<number>;
}

export interface SessionEnd {
  endedAt?: string | undefined;
  durationMinutes: number;
  pageViews: number;
  actionsTaken: number;
}

const figures = (s: AnalyticsSession): SessionFigures => ({
  ended: s.endedAt !== null,
  durationMinutes: s.durationMinutes,
  pageViews: s.pageViews,
});

export async function startSession(
  input: { id: string; userId: string; userAgent: string | null; now: Date },
  deps: { sessions: SessionRepository; sink: SummarySink },
): Promise<AnalyticsSession> {
  const session: AnalyticsSession = {
    id: input.id,
    userId: input.userId,
    userAgent: input.userAgent,
    startedAt: input.now.toISOString(),
    day: dayOf(input.now),
    endedAt: null,
    durationMinutes: 0,
    pageViews: 0,
    actionsTaken: 0,
    version: 0,
  };
  await deps.sessions.insert(session);
  await summarizeSessionStart(session.day, deps.sink);
  return session;
}

const MAX_RACES = 5;

/** The browser's end figures, held to what the server saw of the session. */
function clamped(session: AnalyticsSession, end: SessionEnd, now: Date) {
  const started = Date.parse(session.startedAt);
  const claimed = end.endedAt ? Date.parse(end.endedAt) : now.getTime();
  const endedAt = Math.min(Math.max(claimed, started), now.getTime());
  const openMs = endedAt - started;
  return {
    endedAt: new Date(endedAt).toISOString(),
    durationMinutes: Math.min(end.durationMinutes, Math.ceil(openMs / 60_000)),
    pageViews: Math.min(end.pageViews, session.seenPageViews ?? 0),
    actionsTaken: Math.min(end.actionsTaken, Math.ceil(openMs / 1_000)),
  };
}

export async function endSession(
  input: { id: string; userId: string; end: SessionEnd; now: Date },
  deps: { sessions: SessionRepository; sink: SummarySink },
): Promise<AnalyticsSession> {
  for (let attempt = 0; attempt < MAX_RACES; attempt += 1) {
    // Someone else's session answers exactly like a missing one: ids are not disclosed.
    const before = await deps.sessions.findOwned(input.id, input.userId);
    if (!before) throw notFound('No such analytics session.');
    const after: AnalyticsSession = {
      ...before,
      ...clamped(before, input.end, input.now),
      version: before.version + 1,
    };
    if (await deps.sessions.replaceIfVersion(after, before.version)) {
      await summarizeSessionEnd(before.day, figures(before), figures(after), deps.sink);
      return after;
    }
  }
  throw conflict('The session is being updated elsewhere. Please try again.');
}
