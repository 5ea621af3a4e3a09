import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import {
  endAnalyticsSession,
  getAnalyticsSessionId,
  getSessionCounters,
  startAnalyticsSession,
  trackAction,
  trackEvent,
  trackFeatureUsage,
  trackPageView,
  whenAnalyticsIdle,
} from './tracker';

const sessionRoutes = {
  'POST /api/analytics/sessions': { id: 's-42' },
  'PATCH /api/analytics/sessions/s-42': { id: 's-42' },
  'POST /api/analytics/events': { id: 'e' },
  'POST /api/analytics/feature-usage': { id: 'f' },
};

beforeEach(() => sessionStorage.clear());

afterEach(async () => {
  await whenAnalyticsIdle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('analytics session (SPEC §4)', () => {
  it('when started twice at once and again later, then one session is created and its id kept in session storage', async () => {
    const { calls } = fakeApi(sessionRoutes);
    const [a, b] = await Promise.all([startAnalyticsSession(), startAnalyticsSession()]);
    expect(a).toBe('s-42');
    expect(b).toBe('s-42');
    expect(await startAnalyticsSession()).toBe('s-42');
    expect(calls.filter((c) => c.path === '/api/analytics/sessions')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ userAgent: navigator.userAgent });
    expect(sessionStorage.getItem('ai-council-analytics-session-id')).toBe('s-42');
  });

  it('when session storage already holds an id (a reload), then no session is created', async () => {
    sessionStorage.setItem('ai-council-analytics-session-id', 'kept');
    const { calls } = fakeApi(sessionRoutes);
    expect(await startAnalyticsSession()).toBe('kept');
    expect(calls).toEqual([]);
  });

  it('when the session ends, then a keepalive PATCH sends whole minutes, page views and actions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    const { calls } = fakeApi(sessionRoutes);
    await startAnalyticsSession();
    await trackPageView('/dashboard');
    await trackPageView('/financial');
    await trackFeatureUsage('theme_switcher');
    trackAction();
    expect(getSessionCounters()).toEqual({ pageViews: 2, actionsTaken: 2 });

    vi.setSystemTime(new Date('2025-05-01T10:07:59Z'));
    const realFetch = globalThis.fetch;
    const inits: RequestInit[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      inits.push(init);
      return realFetch(input, init);
    });
    endAnalyticsSession();
    await whenAnalyticsIdle();
    const end = calls.find((c) => c.method === 'PATCH');
    expect(end?.path).toBe('/api/analytics/sessions/s-42');
    expect(end?.body).toEqual({
      endedAt: '2025-05-01T10:07:59.000Z',
      durationMinutes: 7,
      pageViews: 2,
      actionsTaken: 2,
    });
    expect(inits[0]).toMatchObject({ keepalive: true, method: 'PATCH' });
    // The id stays: a reload continues the same session.
    expect(getAnalyticsSessionId()).toBe('s-42');
  });

  it('when no session was ever created, then ending sends nothing', async () => {
    const { calls } = fakeApi(sessionRoutes);
    endAnalyticsSession();
    await whenAnalyticsIdle();
    expect(calls).toEqual([]);
  });
});

describe('events and feature usage (SPEC §3, §7)', () => {
  it('when a page view is tracked, then the event carries path, referrer, timestamp, userAgent and the session id', async () => {
    const { calls } = fakeApi(sessionRoutes);
    await startAnalyticsSession();
    await trackPageView('/agents');
    const event = calls.find((c) => c.path === '/api/analytics/events')?.body as Record<string, unknown>;
    expect(event).toMatchObject({
      eventType: 'page_view',
      eventName: '/agents',
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      sessionId: 's-42',
    });
    expect(event.properties).toMatchObject({ path: '/agents', referrer: document.referrer });
    expect(typeof (event.properties as { timestamp: unknown }).timestamp).toBe('string');
  });

  it('when an event is raised while the session is being created, then it waits and carries the new id', async () => {
    const { calls } = fakeApi(sessionRoutes);
    void startAnalyticsSession();
    await trackEvent('error', 'mf_finance failed');
    expect(
      (calls.find((c) => c.path === '/api/analytics/events')?.body as { sessionId: string }).sessionId,
    ).toBe('s-42');
  });

  it('when a feature is used, then its name is sent and it counts as an action', async () => {
    const { calls } = fakeApi(sessionRoutes);
    await trackFeatureUsage('mood_theme');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/analytics/feature-usage', body: { featureName: 'mood_theme' } },
    ]);
    expect(getSessionCounters().actionsTaken).toBe(1);
  });
});

describe('failures are only logged (SPEC §8)', () => {
  it('when every analytics call fails, then each is logged with its SPEC text and nothing throws', async () => {
    fakeApi({ 'PATCH /api/analytics/sessions/old': new Response('gone', { status: 404 }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startAnalyticsSession()).toBeNull();
    await trackEvent('page_view', '/');
    await trackFeatureUsage('theme_switcher');
    sessionStorage.setItem('ai-council-analytics-session-id', 'old');
    endAnalyticsSession();
    await whenAnalyticsIdle();
    expect(log.mock.calls.map((call) => call[0])).toEqual([
      'Failed to create session',
      'Failed to track event',
      'Failed to track feature usage',
      'Failed to update session',
    ]);
  });
});
