// The gateway's one HTTP proxy (routing/proxy.ts) passes on a poll's ETag and
// its 304, a write's body, the X-Forwarded-* headers, and no hop-by-hop header.
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGatewayHarness } from './gateway-harness';

const harness = startedForFile(() => startGatewayHarness());

describe('the proxy to the services', () => {
  it('when a poll repeats the ETag of its answer, then the 304 comes back through the gateway with no body', async () => {
    const agent = await harness.signedInGuest();
    const first = await agent.get('/api/game/poll').expect(200);
    expect(first.body).toEqual({ quarter: 3, note: 'the same answer on every poll' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await agent.get('/api/game/poll').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
  });

  it('when a write carries a body, then the service reads it whole', async () => {
    const agent = await harness.signedInGuest();
    const decision = { playerDecision: 'x'.repeat(20_000) };
    const res = await agent.post('/api/game/echo').set('Sec-Fetch-Site', 'same-origin').send(decision);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ body: decision });
  });

  it('when a call is proxied, then the service sees who forwarded it and no hop-by-hop header', async () => {
    const agent = await harness.signedInGuest();
    const res = await agent.get('/api/game/whoami').set('Keep-Alive', 'timeout=5').expect(200);
    const headers = res.body.headers as Record<string, string>;
    expect(headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['keep-alive']).toBeUndefined();
  });

  it('when a write’s service is away, then the answer is the 502 sentence, with the API’s headers', async () => {
    const agent = await harness.signedInGuest();
    const res = await agent.post('/api/analytics/events').set('Sec-Fetch-Site', 'same-origin').send({});
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      message: 'The analytics service is not reachable right now. Please try again shortly.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
