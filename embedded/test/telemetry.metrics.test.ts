// What an operator scrapes from `npm start`: one metrics endpoint on its own
// port for the whole process, every part labelled by service. After one
// quarter advance the histogram names the advance's route (its template, not a
// raw path), svc-game published one game.quarter.advanced and each subscriber
// consumed it once; a message no consumer can read moves the dead-letter counter.
import { describe, expect, it } from 'vitest';
import { defaultInProcessBroker } from '@ai-council/service-kit';
import { sampleValue, scrape, waitFor, type Sample } from '@ai-council/service-kit/testing';
import { asPlayer, embeddedSystemForSuite, guestCookie } from './support/system';

const suite = embeddedSystemForSuite('telemetry-metrics', { METRICS_PORT: '0' });

const advanced = { event_type: 'game.quarter.advanced' };
const advanceRoute = { method: 'PATCH', route: '/api/game/advance-quarter', status: '200' };

describe('the metrics endpoint of the embedded process', () => {
  it('is served on its own port, never by the gateway', async () => {
    const metricsUrl = suite.system.metricsUrl!;
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(suite.system.url).port);
    const throughGateway = await fetch(`${suite.system.url}/metrics`);
    expect(await throughGateway.text()).not.toContain('http_request_duration_seconds');
    const samples = await scrape(metricsUrl);
    // Node's own metrics, for the process.
    expect(
      sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds', { service: 'ai-council' }),
    ).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes', { service: 'ai-council' })).toBeGreaterThan(0);
  });

  it('when a player advances a quarter, then the route is in the histogram and the event was published once and consumed once by each subscriber', async () => {
    const cookie = await guestCookie(suite.system.url);
    const player = asPlayer(suite.system.url, cookie);
    expect((await player.call('POST', '/api/game/start')).status).toBe(201);
    // The start's own events settle first, so the advance's are all that moves.
    await waitFor(async () => {
      const s = await scrape(suite.system.metricsUrl!);
      return (
        sampleValue(s, 'bus_events_consumed_total', {
          service: 'svc-council',
          event_type: 'game.started',
        }) === 1
      );
    });
    const before = await scrape(suite.system.metricsUrl!);

    expect((await player.call('PATCH', '/api/game/advance-quarter')).status).toBe(200);

    const consumedBy = (s: Sample[], service: string) =>
      sampleValue(s, 'bus_events_consumed_total', { service, ...advanced });
    let after: Sample[] = [];
    await waitFor(async () => {
      after = await scrape(suite.system.metricsUrl!);
      return (
        consumedBy(after, 'svc-council') > consumedBy(before, 'svc-council') &&
        consumedBy(after, 'svc-analytics') > consumedBy(before, 'svc-analytics')
      );
    });
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);

    // The route template, by the gateway and by svc-game that answered it.
    for (const service of ['gateway', 'svc-game']) {
      expect(moved('http_request_duration_seconds_count', { service, ...advanceRoute }), service).toBe(1);
    }
    // One event out, confirmed; one in at each subscriber, none retried or dead-lettered.
    expect(moved('bus_events_published_total', { service: 'svc-game', ...advanced })).toBe(1);
    expect(moved('bus_events_confirmed_total', { service: 'svc-game', ...advanced })).toBe(1);
    for (const service of ['svc-council', 'svc-analytics']) {
      expect(moved('bus_events_consumed_total', { service, ...advanced }), service).toBe(1);
      expect(moved('bus_delivery_lag_seconds_count', { service, ...advanced }), service).toBe(1);
      expect(moved('bus_events_dead_lettered_total', { service, ...advanced }), service).toBe(0);
    }
    expect(moved('bus_events_consumed_total', { service: 'svc-game', ...advanced })).toBe(0);
    // The advance read and wrote its game through the store.
    expect(
      moved('store_operation_duration_seconds_count', {
        service: 'svc-game',
        collection: 'games',
        operation: 'update',
      }),
    ).toBeGreaterThan(0);
    // Bounded labels: every route is a template (no ids), every series names its part.
    const routes = new Set(after.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route!));
    for (const route of routes) expect(route).toMatch(/^(\/[a-z0-9\-/.{}]*|web|unmatched)$/i);
    expect(after.filter((s) => s.name.startsWith('http_') && !s.labels.service)).toEqual([]);
    // The outbox reports its backlog (empty once relayed) and the queues their depth.
    expect(after.some((s) => s.name === 'outbox_backlog_events' && s.labels.service === 'svc-game')).toBe(
      true,
    );
    expect(sampleValue(after, 'outbox_oldest_event_age_seconds', { service: 'svc-game' })).toBeLessThan(60);
    expect(after.some((s) => s.name === 'bus_queue_depth' && s.labels.service === 'svc-council')).toBe(true);
  });

  it('when a message cannot be read, then each subscriber dead-letters it and its counter moves', async () => {
    const deadLettered = (s: Sample[], service: string) =>
      sampleValue(s, 'bus_events_dead_lettered_total', { service, ...advanced, reason: 'invalid-event' });
    const before = await scrape(suite.system.metricsUrl!);
    defaultInProcessBroker().publish('game.quarter.advanced', '{"not": "an event"');
    let after: Sample[] = [];
    await waitFor(async () => {
      after = await scrape(suite.system.metricsUrl!);
      return deadLettered(after, 'svc-analytics') > deadLettered(before, 'svc-analytics');
    });
    await waitFor(async () => {
      after = await scrape(suite.system.metricsUrl!);
      return deadLettered(after, 'svc-council') > deadLettered(before, 'svc-council');
    });
    expect(deadLettered(after, 'svc-council') - deadLettered(before, 'svc-council')).toBe(1);
    expect(deadLettered(after, 'svc-analytics') - deadLettered(before, 'svc-analytics')).toBe(1);
  });
});
