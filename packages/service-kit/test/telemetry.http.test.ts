// The request-duration histogram's labels stay bounded: a route is labelled by
// its template (the Express route that matched, or, for a call the gateway
// proxies and so never routes itself, the contracts' template), never by the
// raw path with its ids; probes are not counted; and the endpoint that serves
// it answers GET /metrics and nothing else.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler, notFound } from '../src/http/errors';
import { createLogger } from '../src/logger';
import { httpTelemetry } from '../src/telemetry/http';
import { metricsText } from '../src/telemetry/metrics';
import { startTelemetryOf } from '../src/telemetry/runtime';
import { parseMetricsText, sampleValue } from '../src/testing/index';

const service = `svc-http-test-${process.pid}`;
const countOf = async (labels: Record<string, string>) =>
  sampleValue(parseMetricsText(await metricsText()), 'http_request_duration_seconds_count', {
    service,
    ...labels,
  });

function appUnderTest() {
  const app = express();
  app.use(httpTelemetry(service));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const api = express.Router();
  api.get('/scenarios/:id', (req, res, next) => {
    if (req.params.id === 'missing') return next(notFound('No such scenario.'));
    res.json({ id: req.params.id });
  });
  app.use('/api', api);
  // Answered without a route of its own, as the gateway's proxy answers.
  app.use((req, res, next) => (req.method === 'PATCH' ? res.status(204).end() : next()));
  app.use((_req, _res, next) => next(notFound('No such call.')));
  app.use(errorHandler(createLogger(service, 'silent')));
  return app;
}

describe('the request-duration histogram', () => {
  it('when routes with ids are called, then each is counted under its template, whatever the outcome', async () => {
    const app = appUnderTest();
    for (const id of ['a1', 'b2', 'c3'])
      expect((await request(app).get(`/api/scenarios/${id}`)).status).toBe(200);
    expect((await request(app).get('/api/scenarios/missing')).status).toBe(404);
    expect((await request(app).patch('/api/scenarios/d4')).status).toBe(204);
    expect((await request(app).get('/api/no/such/call/9f8e')).status).toBe(404);
    expect((await request(app).get('/healthz')).status).toBe(200);

    expect(await countOf({ method: 'GET', route: '/api/scenarios/{id}', status: '200' })).toBe(3);
    // An error leaves the router (Express resets its base URL): still the template.
    expect(await countOf({ method: 'GET', route: '/api/scenarios/{id}', status: '404' })).toBe(1);
    // No Express route (a proxied call): the contracts' template.
    expect(await countOf({ method: 'PATCH', route: '/api/scenarios/{id}', status: '204' })).toBe(1);
    expect(await countOf({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // Probes are not requests of players.
    expect(await countOf({ route: '/healthz' })).toBe(0);
    const routes = parseMetricsText(await metricsText())
      .filter((s) => s.labels.service === service)
      .map((s) => s.labels.route);
    for (const raw of ['a1', 'b2', 'd4', '9f8e']) expect(routes.filter((r) => r?.includes(raw))).toEqual([]);
  });

  it('when a client sends a method of its own, then it is counted as OTHER, not as a new label value', async () => {
    const app = appUnderTest();
    await request(app).search('/api/scenarios/a1');
    expect(await countOf({ method: 'OTHER' })).toBe(1);
  });
});

describe('the metrics endpoint', () => {
  it('answers GET /metrics with the exposition, and nothing else', async () => {
    const telemetry = await startTelemetryOf('http-test', { HOST: '127.0.0.1', METRICS_PORT: 0 });
    try {
      const metricsUrl = telemetry.metricsUrl!;
      const scraped = await fetch(metricsUrl);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await scraped.text()).toMatch(/^# HELP /m);
      expect((await fetch(metricsUrl.replace('/metrics', '/api/game/state'))).status).toBe(404);
      expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
      expect(telemetry.tracing.enabled).toBe(false);
    } finally {
      await telemetry.stop();
    }
  });
});
