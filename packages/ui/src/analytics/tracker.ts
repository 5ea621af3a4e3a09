// Usage analytics (SPEC §4 analytics session, §7 calls, §8 "logged only").
// One analytics session per browser session: its id lives in session storage,
// so a reload keeps it, and the page-view and action counters live beside it so
// the figures sent when the session ends cover the whole visit. Every failure is
// only logged: tracking never gets in the player's way.
//
// @ai-council/ui is a federation singleton, so the shell and every remote share
// this one tracker.
import { apiRequest, type FeatureName } from '@ai-council/contracts';

/** SPEC §4: the session id is kept in session storage. */
export const analyticsSessionIdKey = 'ai-council-analytics-session-id';
export const analyticsSessionStatsKey = 'ai-council-analytics-session-stats';

/** The server keeps at most a day per session and names of at most 120 characters. */
const MAX_SESSION_MINUTES = 24 * 60;
const MAX_EVENT_NAME = 120;

interface SessionStats {
  startedAt: number;
  pageViews: number;
  actionsTaken: number;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStats(): SessionStats {
  try {
    const raw = sessionStore()?.getItem(analyticsSessionStatsKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<SessionStats>) : {};
    return {
      startedAt: typeof parsed.startedAt === 'number' ? parsed.startedAt : Date.now(),
      pageViews: typeof parsed.pageViews === 'number' ? parsed.pageViews : 0,
      actionsTaken: typeof parsed.actionsTaken === 'number' ? parsed.actionsTaken : 0,
    };
  } catch {
    return { startedAt: Date.now(), pageViews: 0, actionsTaken: 0 };
  }
}

function writeStats(stats: SessionStats) {
  try {
    sessionStore()?.setItem(analyticsSessionStatsKey, JSON.stringify(stats));
  } catch {
    // Storage full or switched off: the counters then last for this page only.
  }
}

function bump(counter: 'pageViews' | 'actionsTaken') {
  const stats = readStats();
  stats[counter] += 1;
  writeStats(stats);
}

/** The counters of the current analytics session (page views and actions). */
export function getSessionCounters(): { pageViews: number; actionsTaken: number } {
  const { pageViews, actionsTaken } = readStats();
  return { pageViews, actionsTaken };
}

export function getAnalyticsSessionId(): string | null {
  try {
    return sessionStore()?.getItem(analyticsSessionIdKey) ?? null;
  } catch {
    return null;
  }
}

const inflight = new Set<Promise<unknown>>();

/** Resolves once every analytics request sent so far has settled (tests wait on it before tearing down). */
export async function whenAnalyticsIdle(): Promise<void> {
  while (inflight.size > 0) await Promise.allSettled([...inflight]);
}

/** Keeps count of a piece of tracking work until it settles. */
function tracked<T>(work: Promise<T>): Promise<T> {
  inflight.add(work);
  void work.then(
    () => inflight.delete(work),
    () => inflight.delete(work),
  );
  return work;
}

/** Every analytics call goes through the one fetch client: session cookie, JSON, one error type. */
function send(method: 'POST' | 'PATCH', path: string, body: unknown, keepalive = false): Promise<unknown> {
  return apiRequest(method, path, body, undefined, { keepalive });
}

let starting: Promise<string | null> | null = null;

/**
 * Starts the analytics session unless session storage already holds one.
 * Concurrent callers share one request.
 */
export function startAnalyticsSession(): Promise<string | null> {
  const existing = getAnalyticsSessionId();
  if (existing) return Promise.resolve(existing);
  starting ??= tracked(
    (async () => {
      try {
        const answer = await send('POST', '/api/analytics/sessions', { userAgent: navigator.userAgent });
        const { id } = (answer ?? {}) as { id?: unknown };
        if (typeof id !== 'string') throw new Error('the session answer has no id');
        sessionStore()?.setItem(analyticsSessionIdKey, id);
        // The session's clock starts now; the first page view, counted while it
        // was being created, stays in its figures.
        writeStats({ ...readStats(), startedAt: Date.now() });
        return id;
      } catch (error) {
        console.error('Failed to create session', error);
        return null;
      } finally {
        starting = null;
      }
    })(),
  );
  return starting;
}

/**
 * Ends the session (page unload or unmount) with its duration in whole minutes
 * and its counters. keepalive lets the request outlive the page. The id stays
 * stored: a reload continues the session and a later end overwrites the figures.
 */
export function endAnalyticsSession(): void {
  const id = getAnalyticsSessionId();
  if (!id) return;
  const { startedAt, pageViews, actionsTaken } = readStats();
  const minutes = Math.floor((Date.now() - startedAt) / 60_000);
  const ending = send(
    'PATCH',
    `/api/analytics/sessions/${encodeURIComponent(id)}`,
    {
      endedAt: new Date().toISOString(),
      durationMinutes: Math.min(Math.max(minutes, 0), MAX_SESSION_MINUTES),
      pageViews,
      actionsTaken,
    },
    true,
  ).catch((error: unknown) => console.error('Failed to update session', error));
  void tracked(ending);
}

/** Records one analytics event; userAgent, referrer and the session id are added here. */
export function trackEvent(
  eventType: string,
  eventName: string,
  properties: Record<string, unknown> = {},
): Promise<void> {
  return tracked(recordEvent(eventType, eventName, properties));
}

async function recordEvent(eventType: string, eventName: string, properties: Record<string, unknown>) {
  try {
    // An event raised while the session is being created belongs to that session.
    const sessionId = getAnalyticsSessionId() ?? (starting ? await starting : null);
    await send('POST', '/api/analytics/events', {
      eventType,
      eventName: eventName.slice(0, MAX_EVENT_NAME),
      properties,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      sessionId,
    });
  } catch (error) {
    console.error('Failed to track event', error);
  }
}

/** SPEC §2: each route change is a page view. */
export function trackPageView(path: string): Promise<void> {
  bump('pageViews');
  return trackEvent('page_view', path, {
    path,
    referrer: document.referrer,
    timestamp: new Date().toISOString(),
  });
}

/** Counts an action of the player without recording a feature. */
export function trackAction(): void {
  bump('actionsTaken');
}

/** Records the use of a feature (and counts it as an action). */
export function trackFeatureUsage(featureName: FeatureName): Promise<void> {
  bump('actionsTaken');
  return tracked(
    send('POST', '/api/analytics/feature-usage', { featureName }).then(
      () => undefined,
      (error: unknown) => console.error('Failed to track feature usage', error),
    ),
  );
}
