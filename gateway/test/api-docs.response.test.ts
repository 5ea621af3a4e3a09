// The API documents, generated from the contracts: every call of the route
// table is in the OpenAPI document, every event type in the AsyncAPI one, and
// the page renders both.
import { apiRoutes, eventTypes } from '@ai-council/contracts';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGatewayHarness } from './gateway-harness';

const harness = startedForFile(() => startGatewayHarness());

describe('the API documents at the gateway', () => {
  it('when /api/openapi.json is asked for, then it is OpenAPI 3.1 with every call of the route table', async () => {
    const res = await supertest(harness.app).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      expect(
        res.body.paths[route.path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
    const state = res.body.paths['/api/game/state'].get.responses['200'].content['application/json'].schema;
    expect(state.required).toEqual(expect.arrayContaining(['currentQuarter', 'metrics', 'openScenarioIds']));
    // The one way a game begins: 201 new, 200 when it already had begun; no body needed.
    const start = res.body.paths['/api/game/start'].post;
    expect(Object.keys(start.responses).sort()).toEqual(['200', '201', '4XX']);
    expect(start.requestBody.required).toBe(false);
    expect(res.body.paths['/api/game/restart'].post.responses['200']).toBeUndefined();
  });

  it('when /api/asyncapi.json is asked for, then every event type has its channel and payload schema', async () => {
    const res = await supertest(harness.app).get('/api/asyncapi.json').expect(200);
    expect(res.body.asyncapi).toBe('3.0.0');
    expect(
      Object.values(res.body.channels)
        .map((c) => (c as { address: string }).address)
        .sort(),
    ).toEqual([...eventTypes].sort());
    const started = res.body.components.messages.game_started.payload;
    expect(started.properties.payload.required).toEqual(['company']);
  });

  it('when /api/docs is opened, then a page lists every call and every event, without any script', async () => {
    const res = await supertest(harness.app).get('/api/docs').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<h1>AI Council API</h1>');
    expect(res.text).toContain('/api/scenarios/{id}');
    expect(res.text).toContain('scenario.resolved');
    expect(res.text).not.toContain('<script');
    expect(res.text.match(/class="op"/g)).toHaveLength(apiRoutes.length + eventTypes.length);
  });
});
