import { analyticsResponseSchema, analyticsSessionSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsApp, auth, fixedClock } from './support';

/** Alice's overview of 1 March 2025 on the dashboard, where her sessions are counted and averaged. */
async function overviewOfTheDay(http: ReturnType<typeof analyticsApp>['http']) {
  const res = await http
    .get('/api/analytics/dashboard?startDate=2025-03-01&endDate=2025-03-01')
    .set(auth('alice'))
    .expect(200);
  return analyticsResponseSchema.parse(res.body).overview;
}

describe('POST /api/analytics/sessions', () => {
  it('when no user token is sent, then it answers 401', async () => {
    const { http } = analyticsApp();
    expect((await http.post('/api/analytics/sessions').send({ userAgent: 'x' })).status).toBe(401);
  });

  it('when a session starts, then it answers 201 with its id and it counts on the dashboard', async () => {
    const { http } = analyticsApp(fixedClock('2025-03-01T08:00:00.000Z'));
    const res = await http.post('/api/analytics/sessions').set(auth('alice')).send({ userAgent: 'Firefox' });
    expect(res.status).toBe(201);
    expect(analyticsSessionSchema.parse(res.body)).toEqual({
      id: expect.any(String),
      userAgent: 'Firefox',
      startedAt: '2025-03-01T08:00:00.000Z',
      endedAt: null,
      durationMinutes: 0,
      pageViews: 0,
      actionsTaken: 0,
    });
    expect(await overviewOfTheDay(http)).toMatchObject({ sessions: 1, avgSessionDuration: 0, bounceRate: 0 });
  });

  it('when a player has used the day’s quota on events and sessions together, then the next session is refused with 429 and not stored', async () => {
    const { http } = analyticsApp(fixedClock('2025-03-01T08:00:00.000Z'), 4);
    await http
      .post('/api/analytics/events')
      .set(auth('alice'))
      .send({ eventType: 'custom', eventName: 'one' })
      .expect(201);
    for (let i = 0; i < 3; i += 1)
      await http.post('/api/analytics/sessions').set(auth('alice')).send({}).expect(201);
    const refused = await http.post('/api/analytics/sessions').set(auth('alice')).send({});
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('quota-reached');
    // Sessions count toward events too: the day is full for both.
    await http
      .post('/api/analytics/events')
      .set(auth('alice'))
      .send({ eventType: 'custom', eventName: 'two' })
      .expect(429);
    expect(await overviewOfTheDay(http)).toMatchObject({ sessions: 3 });
    await http.post('/api/analytics/sessions').set(auth('bob')).send({}).expect(201);
  });

  it('when the user agent is too long, then it answers 400', async () => {
    const { http } = analyticsApp();
    const res = await http
      .post('/api/analytics/sessions')
      .set(auth('alice'))
      .send({ userAgent: 'a'.repeat(401) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/userAgent/);
  });
});

describe('PATCH /api/analytics/sessions/:id', () => {
  async function started(clockAt = '2025-03-01T08:00:00.000Z') {
    const clock = fixedClock(clockAt);
    const harness = analyticsApp(clock);
    const res = await harness.http
      .post('/api/analytics/sessions')
      .set(auth('alice'))
      .send({ userAgent: 'Firefox' });
    const id = res.body.id as string;
    /** The browser's page_view events for this session, as the tracker sends them. */
    const viewPages = async (count: number, user = 'alice', sessionId = id) => {
      for (let i = 0; i < count; i += 1) {
        const sent = await harness.http
          .post('/api/analytics/events')
          .set(auth(user))
          .send({ eventType: 'page_view', eventName: `/page-${i}`, sessionId });
        expect(sent.status).toBe(201);
      }
    };
    return { ...harness, clock, id, viewPages };
  }

  it('when the owner ends it, then it answers 200 with the figures and the dashboard averages them', async () => {
    const { http, clock, id, viewPages } = await started();
    await viewPages(5);
    clock.set('2025-03-01T08:12:30.000Z');
    const res = await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('alice'))
      .send({ durationMinutes: 12, pageViews: 5, actionsTaken: 3 });
    expect(res.status).toBe(200);
    expect(analyticsSessionSchema.parse(res.body)).toMatchObject({
      id,
      endedAt: '2025-03-01T08:12:30.000Z',
      durationMinutes: 12,
      pageViews: 5,
      actionsTaken: 3,
    });
    expect(await overviewOfTheDay(http)).toMatchObject({
      sessions: 1,
      avgSessionDuration: 12,
      bounceRate: 0,
    });
  });

  it("when another player ends someone's session, then it answers 404 and the session is untouched", async () => {
    const { http, id } = await started();
    const res = await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('mallory'))
      .send({ durationMinutes: 99, pageViews: 1, actionsTaken: 0 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such analytics session.');
    expect(await overviewOfTheDay(http)).toMatchObject({ sessions: 1, avgSessionDuration: 0, bounceRate: 0 });
  });

  it('when the id does not exist, then it answers 404', async () => {
    const { http } = await started();
    const res = await http
      .patch('/api/analytics/sessions/no-such-session')
      .set(auth('alice'))
      .send({ durationMinutes: 1, pageViews: 1, actionsTaken: 0 });
    expect(res.status).toBe(404);
  });

  it('when the figures are invalid, then it answers 400 naming the field', async () => {
    const { http, id } = await started();
    const negative = await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('alice'))
      .send({ durationMinutes: -1, pageViews: 1, actionsTaken: 0 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/durationMinutes/);
    const badDate = await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('alice'))
      .send({ endedAt: 'yesterday', durationMinutes: 1, pageViews: 1, actionsTaken: 0 });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/endedAt/);
  });

  it('when no user token is sent, then it answers 401', async () => {
    const { http, id } = await started();
    const res = await http
      .patch(`/api/analytics/sessions/${id}`)
      .send({ durationMinutes: 1, pageViews: 1, actionsTaken: 0 });
    expect(res.status).toBe(401);
  });

  it('when a session is ended again after a reload, then the latest figures replace the first ones', async () => {
    const { http, clock, id, viewPages } = await started();
    await viewPages(1);
    clock.set('2025-03-01T08:02:00.000Z');
    // First end: one page view, a bounce.
    await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('alice'))
      .send({ durationMinutes: 2, pageViews: 1, actionsTaken: 0 });
    expect(await overviewOfTheDay(http)).toMatchObject({
      avgSessionDuration: 2,
      bounceRate: 100,
    });
    // The same session, ended again after more browsing: no longer a bounce, counted once.
    await viewPages(3);
    clock.set('2025-03-01T08:10:00.000Z');
    const res = await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('alice'))
      .send({ endedAt: '2025-03-01T08:09:00.000Z', durationMinutes: 9, pageViews: 4, actionsTaken: 2 });
    expect(res.body.endedAt).toBe('2025-03-01T08:09:00.000Z');
    expect(await overviewOfTheDay(http)).toMatchObject({
      sessions: 1,
      avgSessionDuration: 9,
      bounceRate: 0,
    });
  });

  it('when the browser claims more than the server saw, then its figures are clamped to what the server saw', async () => {
    const { http, clock, id, viewPages } = await started();
    await viewPages(2);
    // Page views sent under another player's name, or for another session, do not count for this one.
    await viewPages(4, 'mallory');
    clock.set('2025-03-01T08:03:10.000Z');
    const res = await http.patch(`/api/analytics/sessions/${id}`).set(auth('alice')).send({
      endedAt: '2025-03-09T00:00:00.000Z',
      durationMinutes: 1_000,
      pageViews: 90_000,
      actionsTaken: 100_000,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      endedAt: '2025-03-01T08:03:10.000Z', // not in the future
      durationMinutes: 4, // open 3 min 10 s
      pageViews: 2, // the page_view events recorded for it
      actionsTaken: 190, // one a second at most
    });
    expect(await overviewOfTheDay(http)).toMatchObject({ avgSessionDuration: 4 });

    const early = await http
      .patch(`/api/analytics/sessions/${id}`)
      .set(auth('alice'))
      .send({ endedAt: '2025-02-01T00:00:00.000Z', durationMinutes: 3, pageViews: 1, actionsTaken: 1 });
    expect(early.body).toMatchObject({
      endedAt: '2025-03-01T08:00:00.000Z',
      durationMinutes: 0,
      actionsTaken: 0,
    });
  });
});
