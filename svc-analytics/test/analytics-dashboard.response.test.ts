import { analyticsResponseSchema } from '@ai-council/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsApp, auth, fixedClock } from './support';

type Http = ReturnType<typeof analyticsApp>['http'];

/**
 * A known month of play, recorded through the real calls with the clock set
 * to each moment. "Now" is 2025-03-10T12:00Z at the end.
 */
async function seedKnownMonth(): Promise<Http> {
  const clock = fixedClock('2025-02-20T09:00:00.000Z');
  const { http } = analyticsApp(clock);
  const sessions = new Map<string, string>();
  /** Sets the clock to 2025-{when} UTC, then makes the call. */
  const at = async (when: string, call: () => PromiseLike<unknown>) => {
    clock.set(`2025-${when}:00.000Z`);
    await call();
  };
  const view = (user: string, path: string) =>
    http
      .post('/api/analytics/events')
      .set(auth(user))
      // As the tracker sends it: with the session it belongs to, once there is one.
      .send({
        eventType: 'page_view',
        eventName: path,
        properties: { path },
        sessionId: sessions.get(user) ?? null,
      });
  const event = (user: string, eventType: string, eventName: string) =>
    http.post('/api/analytics/events').set(auth(user)).send({ eventType, eventName, properties: {} });
  const feature = (user: string, featureName: string) =>
    http.post('/api/analytics/feature-usage').set(auth(user)).send({ featureName });
  const start = async (user: string) => {
    const res = await http.post('/api/analytics/sessions').set(auth(user)).send({ userAgent: 'test' });
    sessions.set(user, res.body.id);
  };
  const end = (user: string, durationMinutes: number, pageViews: number) =>
    http
      .patch(`/api/analytics/sessions/${sessions.get(user)}`)
      .set(auth(user))
      .send({ durationMinutes, pageViews, actionsTaken: 0 });

  await at('02-20T09:00', () => view('dave', '/dashboard')); // before the window
  await at('03-01T08:00', () => start('alice'));
  await at('03-01T08:01', () => view('alice', '/dashboard'));
  await at('03-01T08:02', () => view('alice', '/financial'));
  await at('03-01T08:03', () => feature('alice', 'mood_theme'));
  await at('03-01T09:00', () => start('bob'));
  await at('03-01T09:01', () => view('bob', '/dashboard'));
  await at('03-01T09:30', () => end('alice', 12, 5));
  await at('03-01T09:31', () => end('bob', 3, 1)); // a bounce
  await at('03-05T10:00', () => start('carol')); // never ended
  await at('03-05T10:01', () => event('carol', 'login', 'Signed in'));
  await at('03-05T10:02', () => feature('carol', 'theme_switcher'));
  await at('03-05T10:03', () => event('carol', 'feature_usage', 'theme_switcher')); // the same thing, sent as a plain event
  await at('03-05T11:00', () => view('alice', '/scenarios'));
  await at('03-05T12:00', () => feature('bob', 'mood_theme'));
  await at('03-09T10:00', () => view('bob', '/analytics')); // 26 hours before now
  await at('03-09T19:00', () => start('dave'));
  await at('03-09T20:00', () => view('dave', '/achievements'));
  await at('03-09T20:10', () => end('dave', 2, 1)); // a bounce at first…
  await at('03-10T11:00', () => event('alice', 'error', 'Failed to fetch analytics'));
  // …ended again after a reload, claiming 4 page views where the server saw 1: still a bounce.
  await at('03-10T11:30', () => end('dave', 8, 4));
  clock.set('2025-03-10T12:00:00.000Z');
  return http;
}

/** An event of the seeded month as the dashboard lists it (without its id); `when` as in seedKnownMonth. */
function recentEvent(eventType: string, eventName: string, userId: string, when: string) {
  return { eventType, eventName, userId, createdAt: `2025-${when}:00.000Z` };
}

/** The seeded month's newest events, newest first, of every player. */
const seededRecentEvents = [
  recentEvent('error', 'Failed to fetch analytics', 'alice', '03-10T11:00'),
  recentEvent('page_view', '/achievements', 'dave', '03-09T20:00'),
  recentEvent('page_view', '/analytics', 'bob', '03-09T10:00'),
  recentEvent('feature_usage', 'mood_theme', 'bob', '03-05T12:00'),
  recentEvent('page_view', '/scenarios', 'alice', '03-05T11:00'),
  recentEvent('feature_usage', 'theme_switcher', 'carol', '03-05T10:03'),
  recentEvent('feature_usage', 'theme_switcher', 'carol', '03-05T10:02'),
  recentEvent('login', 'Signed in', 'carol', '03-05T10:01'),
  recentEvent('page_view', '/dashboard', 'bob', '03-01T09:01'),
  recentEvent('feature_usage', 'mood_theme', 'alice', '03-01T08:03'),
];

describe('GET /api/analytics/dashboard', () => {
  let http: Http;
  beforeAll(async () => {
    http = await seedKnownMonth();
  });
  /** The dashboard the player sees for the window, checked against the contract. */
  const dashboardOf = async (user: string, startDate: string, endDate: string) => {
    const res = await http
      .get(`/api/analytics/dashboard?startDate=${startDate}&endDate=${endDate}`)
      .set(auth(user));
    expect(res.status).toBe(200);
    return analyticsResponseSchema.parse(res.body);
  };

  it('when asked for the seeded window, then every figure matches the known data set', async () => {
    const body = await dashboardOf('alice', '2025-03-01', '2025-03-10');
    expect(body.period).toEqual({ startDate: '2025-03-01', endDate: '2025-03-10' });
    expect(body.overview).toEqual({
      totalUsers: 4, // alice, bob, carol, dave (dave also before the window: counted once)
      activeUsers24h: 2, // dave at 03-09 20:00, alice at 03-10 11:00; bob's 03-09 10:00 is 26 h ago
      pageViews: 6,
      sessions: 4, // alice, bob, carol, dave started in the window
      avgSessionDuration: 7.7, // (12 + 3 + 8) / 3 ended sessions
      bounceRate: 66.7, // bob's, and dave's (his page views clamped to the 1 the server saw); alice saw 2
    });
    expect(body.popularFeatures).toEqual([
      { featureName: 'mood_theme', uniqueUsers: 2, totalUsage: 2 },
      { featureName: 'theme_switcher', uniqueUsers: 1, totalUsage: 2 },
    ]);
    expect(body.eventsByType).toEqual({ page_view: 6, feature_usage: 4, error: 1, login: 1 });
    expect(Object.keys(body.eventsByType)).toEqual(['page_view', 'feature_usage', 'error', 'login']);
    expect(body.domainEventsByType).toEqual({});
    expect(body.dailyActiveUsers).toEqual([
      { date: '2025-03-04', users: 0, pageViews: 0 },
      { date: '2025-03-05', users: 3, pageViews: 1 },
      { date: '2025-03-06', users: 0, pageViews: 0 },
      { date: '2025-03-07', users: 0, pageViews: 0 },
      { date: '2025-03-08', users: 0, pageViews: 0 },
      { date: '2025-03-09', users: 2, pageViews: 2 },
      { date: '2025-03-10', users: 1, pageViews: 0 },
    ]);
    // A player sees only their own (no other player's id or text).
    const mine = body.recentEvents.map(({ id: _id, ...e }) => e);
    expect(mine.every((e) => e.userId === 'alice')).toBe(true);
    const alicesAmongTheNewest = seededRecentEvents.filter((e) => e.userId === 'alice');
    expect(mine.slice(0, alicesAmongTheNewest.length)).toEqual(alicesAmongTheNewest);
  });

  it('when the window is one day, then only that day counts and the chart has that one day', async () => {
    const body = await dashboardOf('bob', '2025-03-05', '2025-03-05');
    expect(body.overview).toEqual({
      totalUsers: 3,
      activeUsers24h: 2, // always the last 24 hours from now, whatever the window
      pageViews: 1,
      sessions: 1,
      avgSessionDuration: 0, // carol's session never ended
      bounceRate: 0,
    });
    expect(body.popularFeatures).toEqual([
      { featureName: 'theme_switcher', uniqueUsers: 1, totalUsage: 2 },
      { featureName: 'mood_theme', uniqueUsers: 1, totalUsage: 1 },
    ]);
    expect(body.dailyActiveUsers).toEqual([{ date: '2025-03-05', users: 3, pageViews: 1 }]);
    expect(body.recentEvents.length).toBeGreaterThan(0);
    expect(body.recentEvents.every((e) => e.userId === 'bob')).toBe(true);
  });

  it('when the window reaches back before a user was first seen, then each user is still counted once', async () => {
    const body = await dashboardOf('bob', '2025-02-01', '2025-03-10');
    expect(body.overview.totalUsers).toBe(4);
    expect(body.overview.pageViews).toBe(7);
    expect(body.eventsByType.page_view).toBe(7);
  });

  it('when the window holds nothing, then every figure is zero and the lists are empty', async () => {
    const body = await dashboardOf('bob', '2024-01-01', '2024-01-31');
    expect(body.overview).toEqual({
      totalUsers: 0,
      activeUsers24h: 2,
      pageViews: 0,
      sessions: 0,
      avgSessionDuration: 0,
      bounceRate: 0,
    });
    expect(body.popularFeatures).toEqual([]);
    expect(body.eventsByType).toEqual({});
    expect(body.recentEvents).toEqual([]);
    expect(body.dailyActiveUsers).toHaveLength(7);
  });
});

describe('GET /api/analytics/dashboard with bad input', () => {
  const { http } = analyticsApp(fixedClock('2025-03-10T12:00:00.000Z'));
  const get = (query: string, user: string | null = 'alice') => {
    const req = http.get(`/api/analytics/dashboard${query}`);
    return user ? req.set(auth(user)) : req;
  };
  /** Asks for the window, expects a 400 and gives its message. */
  const refusal = async (query: string) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    return res.body.message;
  };

  it('when no user token is sent, then it answers 401', async () => {
    expect((await get('?startDate=2025-03-01&endDate=2025-03-10', null)).status).toBe(401);
  });

  it('when a date is not yyyy-MM-dd, then it answers 400 with the format', async () => {
    expect(await refusal('?startDate=03/01/2025&endDate=2025-03-10')).toBe('Dates must be yyyy-MM-dd.');
  });

  it('when a date has the shape but does not exist, then it answers 400 naming it', async () => {
    expect(await refusal('?startDate=2025-02-30&endDate=2025-03-10')).toBe(
      'startDate 2025-02-30 is not a real date.',
    );
  });

  it('when a date is missing, then it answers 400 naming the field', async () => {
    expect(await refusal('?startDate=2025-03-01')).toMatch(/endDate/);
  });

  it('when the start is after the end, then it answers 400 saying so', async () => {
    expect(await refusal('?startDate=2025-03-10&endDate=2025-03-01')).toBe(
      'startDate must not be after endDate.',
    );
  });

  it('when the window is longer than 366 days, then it answers 400 with the limit', async () => {
    expect(await refusal('?startDate=2023-01-01&endDate=2025-03-10')).toBe(
      'The window must be at most 366 days.',
    );
  });

  it('when the window is exactly the limit, then it answers 200', async () => {
    const res = await get('?startDate=2024-03-09&endDate=2025-03-10');
    expect(res.status).toBe(200);
  });
});

describe('analytics privacy between players', () => {
  it('when player B opens the dashboard, then no id or free text of player A is in it', async () => {
    const { http } = analyticsApp();
    const a = 'player-a-0123456789';
    const b = 'player-b-9876543210';
    await http
      .post('/api/analytics/events')
      .set(auth(a))
      .send({ eventType: 'my-secret-type', eventName: 'A wrote this privately', properties: {} })
      .expect(201);
    await http
      .post('/api/analytics/feature-usage')
      .set(auth(a))
      .send({ featureName: 'Visit my site, A was here' })
      .expect(201);
    await http
      .post('/api/analytics/events')
      .set(auth(b))
      .send({ eventType: 'page_view', eventName: '/dashboard' })
      .expect(201);
    const today = new Date().toISOString().slice(0, 10);
    const res = await http
      .get(`/api/analytics/dashboard?startDate=${today}&endDate=${today}`)
      .set(auth(b))
      .expect(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('player-a');
    expect(text).not.toContain('A wrote this privately');
    expect(text).not.toContain('my-secret-type');
    // A's event still counts, under a type every player may see.
    expect(text).not.toContain('A was here');
    expect(res.body.eventsByType).toMatchObject({ other: 1, page_view: 1, feature_usage: 1 });
    // A's feature use still counts, under a name every player may see.
    expect(res.body.popularFeatures).toEqual([{ featureName: 'other', uniqueUsers: 1, totalUsage: 1 }]);
    expect(res.body.recentEvents.map((e: { userId: string }) => e.userId)).toEqual([b]);
  });
});
