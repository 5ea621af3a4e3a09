import { FEATURE_NAMES, recordedEventResponseSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsApp, auth, fixedClock } from './support';

const pageView = {
  eventType: 'page_view',
  eventName: 'Dashboard',
  properties: { path: '/dashboard', referrer: '', timestamp: '2025-03-01T08:00:00.000Z' },
  userAgent: 'test-agent',
  referrer: '',
  sessionId: 'session-1',
};

describe('POST /api/analytics/events', () => {
  it('when no user token is sent, then it answers 401', async () => {
    const { http } = analyticsApp();
    const res = await http.post('/api/analytics/events').send(pageView);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sign in to continue.');
  });

  it('when a valid event is sent, then it is recorded with an id and shows on the dashboard', async () => {
    const { http } = analyticsApp(fixedClock('2025-03-01T08:00:00.000Z'));
    const res = await http.post('/api/analytics/events').set(auth('alice')).send(pageView);
    expect(res.status).toBe(201);
    const { id } = recordedEventResponseSchema.parse(res.body);

    const dashboard = await http
      .get('/api/analytics/dashboard?startDate=2025-03-01&endDate=2025-03-01')
      .set(auth('alice'));
    expect(dashboard.body.recentEvents).toEqual([
      {
        id,
        eventType: 'page_view',
        eventName: 'Dashboard',
        userId: 'alice',
        createdAt: '2025-03-01T08:00:00.000Z',
      },
    ]);
    expect(dashboard.body.overview.pageViews).toBe(1);
  });

  it('when properties exceed 4096 bytes of JSON, then it answers 400 saying so and records nothing', async () => {
    const { http } = analyticsApp(fixedClock('2025-03-01T08:00:00.000Z'));
    const res = await http
      .post('/api/analytics/events')
      .set(auth('alice'))
      .send({ ...pageView, properties: { blob: 'x'.repeat(5_000) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/properties must be at most 4096 bytes of JSON/);

    const dashboard = await http
      .get('/api/analytics/dashboard?startDate=2025-03-01&endDate=2025-03-01')
      .set(auth('alice'));
    expect(dashboard.body.eventsByType).toEqual({});
  });

  it('when eventType is missing or eventName is blank, then it answers 400 naming the field', async () => {
    const { http } = analyticsApp();
    const missingType = await http.post('/api/analytics/events').set(auth('alice')).send({ eventName: 'x' });
    expect(missingType.status).toBe(400);
    expect(missingType.body.message).toMatch(/eventType/);

    const blankName = await http
      .post('/api/analytics/events')
      .set(auth('alice'))
      .send({ eventType: 'page_view', eventName: '   ' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toMatch(/eventName is required/);
  });

  it('when the body is not JSON, then it answers 400', async () => {
    const { http } = analyticsApp();
    const res = await http
      .post('/api/analytics/events')
      .set(auth('alice'))
      .set('content-type', 'application/json')
      .send('{not json');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});

describe('POST /api/analytics/feature-usage', () => {
  it('when no user token is sent, then it answers 401', async () => {
    const { http } = analyticsApp();
    expect((await http.post('/api/analytics/feature-usage').send({ featureName: 'x' })).status).toBe(401);
  });

  it('when a feature is used, then it counts as a feature_usage event and in popular features', async () => {
    const { http } = analyticsApp(fixedClock('2025-03-01T08:00:00.000Z'));
    const res = await http
      .post('/api/analytics/feature-usage')
      .set(auth('alice'))
      .send({ featureName: 'theme_switcher' });
    expect(res.status).toBe(201);
    expect(recordedEventResponseSchema.safeParse(res.body).success).toBe(true);

    const dashboard = await http
      .get('/api/analytics/dashboard?startDate=2025-03-01&endDate=2025-03-01')
      .set(auth('alice'));
    expect(dashboard.body.eventsByType).toEqual({ feature_usage: 1 });
    expect(dashboard.body.popularFeatures).toEqual([
      { featureName: 'theme_switcher', uniqueUsers: 1, totalUsage: 1 },
    ]);
  });

  it('when the web apps report every feature of the fixed list, then each is counted by its own name, and any other name as other', async () => {
    const { http } = analyticsApp(fixedClock('2025-03-02T08:00:00.000Z'));
    for (const featureName of [...FEATURE_NAMES, 'Sell the company to my cousin']) {
      const res = await http.post('/api/analytics/feature-usage').set(auth('bob')).send({ featureName });
      expect(res.status).toBe(201);
    }
    const dashboard = await http
      .get('/api/analytics/dashboard?startDate=2025-03-02&endDate=2025-03-02')
      .set(auth('bob'));
    const names = (dashboard.body.popularFeatures as Array<{ featureName: string }>).map(
      (f) => f.featureName,
    );
    // Every named feature and 'other' has room in the list (one use each: in name order).
    expect(names).toEqual([...FEATURE_NAMES, 'other'].sort());
    // (Only the player's own recent events may carry their own words.)
    expect(JSON.stringify(dashboard.body.popularFeatures)).not.toContain('cousin');
    expect(dashboard.body.eventsByType).toEqual({ feature_usage: FEATURE_NAMES.length + 1 });
  });

  it('when featureName is missing or too long, then it answers 400 naming the field', async () => {
    const { http } = analyticsApp();
    const missing = await http.post('/api/analytics/feature-usage').set(auth('alice')).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/featureName/);
    const long = await http
      .post('/api/analytics/feature-usage')
      .set(auth('alice'))
      .send({ featureName: 'f'.repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/featureName/);
  });
});

describe('the daily quota of a player’s browser events', () => {
  it('when a player has recorded the day’s quota, then the next event is refused with 429 and not stored, and another player is not affected', async () => {
    const clock = fixedClock('2025-03-01T08:00:00.000Z');
    const { http, store } = analyticsApp(clock, 3);
    for (let i = 0; i < 2; i += 1)
      expect((await http.post('/api/analytics/events').set(auth('flood')).send(pageView)).status).toBe(201);
    expect(
      (await http.post('/api/analytics/feature-usage').set(auth('flood')).send({ featureName: 'council' }))
        .status,
    ).toBe(201);
    const events = store.collection('analytics_events');
    const before = await events.count({ userId: 'flood' });

    for (const [path, body] of [
      ['/api/analytics/events', pageView],
      ['/api/analytics/feature-usage', { featureName: 'council' }],
    ] as const) {
      const refused = await http.post(path).set(auth('flood')).send(body);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'quota-reached',
        message: 'Your activity for today is recorded in full (3 events); recording resumes tomorrow (UTC).',
      });
    }
    expect(await events.count({ userId: 'flood' })).toBe(before);
    expect((await http.post('/api/analytics/events').set(auth('calm')).send(pageView)).status).toBe(201);
  });

  it('when a player’s browser has had the day’s bytes stored, then the next event is refused with 429 while another player goes on, and the next day it records again', async () => {
    const clock = fixedClock('2025-03-01T08:00:00.000Z');
    const { http, store } = analyticsApp(clock, undefined, 2 * 1024);
    const large = { ...pageView, properties: { note: 'x'.repeat(900) } };
    const statuses: number[] = [];
    for (let i = 0; i < 10 && !statuses.includes(429); i += 1)
      statuses.push((await http.post('/api/analytics/events').set(auth('verbose')).send(large)).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await http.post('/api/analytics/events').set(auth('verbose')).send(pageView);
    expect(refused.body).toEqual({
      code: 'quota-reached',
      message: 'Your activity for today is recorded in full (2 KB); recording resumes tomorrow (UTC).',
    });
    expect(await store.collection('analytics_events').count({ userId: 'verbose' })).toBe(statuses.length - 1);
    expect((await http.post('/api/analytics/events').set(auth('terse')).send(pageView)).status).toBe(201);
    clock.set('2025-03-02T08:00:00.000Z');
    expect((await http.post('/api/analytics/events').set(auth('verbose')).send(pageView)).status).toBe(201);
  });
});
