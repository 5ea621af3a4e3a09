// Raw analytics events are kept EVENT_RETENTION_DAYS (issue 43): the service
// sweeps older ones when it starts and on its timer, and the dashboard's
// summaries of those days stay.
import {
  createInProcessBus,
  createStore,
  InProcessBroker,
  type DocumentStore,
} from '@ai-council/service-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EVENT_RETENTION_DAYS } from '../src/domain/analytics/retention';
import { createAnalyticsService } from '../src/service';
import { auth, fixedClock, silentLogger, TOKEN_PUBLIC_KEY } from './support';

const DAY_MS = 86_400_000;
const pageView = { eventType: 'page_view', eventName: 'Dashboard' };

/** The service as start.ts starts it (consuming a bus), on `store`, sweeping every `sweepEveryMs`. */
async function started(store: DocumentStore, clock: () => Date, sweepEveryMs: number) {
  const service = createAnalyticsService({
    store,
    bus: createInProcessBus({ service: 'svc-analytics', broker: new InProcessBroker() }),
    logger: silentLogger,
    tokenPublicKey: TOKEN_PUBLIC_KEY,
    now: clock,
    retentionSweepEveryMs: sweepEveryMs,
  });
  await service.start();
  return { service, http: request(service.app) };
}

const eventsOf = (store: DocumentStore, userId: string) =>
  store.collection('analytics_events').count({ userId });

describe('analytics event retention', () => {
  it('when events pass the retention window, then the timer sweeps them and the day’s summary stays on the dashboard', async () => {
    const store = createStore({ dataDir: null });
    const clock = fixedClock('2030-01-06T09:00:00.000Z');
    const { service, http } = await started(store, clock, 50);
    expect((await http.post('/api/analytics/events').set(auth('old-timer')).send(pageView)).status).toBe(201);
    clock.set(
      new Date(Date.parse('2030-01-06T09:00:00.000Z') + (EVENT_RETENTION_DAYS - 1) * DAY_MS).toISOString(),
    );
    expect((await http.post('/api/analytics/events').set(auth('old-timer')).send(pageView)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 150));
    // Within the window, both stay.
    expect(await eventsOf(store, 'old-timer')).toBe(2);

    clock.set(
      new Date(Date.parse('2030-01-06T09:00:00.000Z') + (EVENT_RETENTION_DAYS + 1) * DAY_MS).toISOString(),
    );
    await expect.poll(() => eventsOf(store, 'old-timer'), { timeout: 5_000 }).toBe(1);
    const dashboard = await http
      .get('/api/analytics/dashboard?startDate=2030-01-06&endDate=2030-01-06')
      .set(auth('old-timer'));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.overview.pageViews).toBe(1);
    await service.stop();
  });

  it('when the service starts, then events past the window are swept at once', async () => {
    const store = createStore({ dataDir: null });
    const clock = fixedClock('2030-01-06T09:00:00.000Z');
    const first = await started(store, clock, 3_600_000);
    expect(
      (await first.http.post('/api/analytics/events').set(auth('returning')).send(pageView)).status,
    ).toBe(201);
    await first.service.stop();

    clock.set('2030-06-01T09:00:00.000Z');
    const second = await started(store, clock, 3_600_000);
    await expect.poll(() => eventsOf(store, 'returning'), { timeout: 5_000 }).toBe(0);
    await second.service.stop();
  });
});
