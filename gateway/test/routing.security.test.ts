import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { verifyUserToken } from '@ai-council/service-kit';
import { startGatewayHarness, tokenPublicKey } from './gateway-harness';

// Both ways the gateway reaches a service behave the same: proxied over HTTP
// (distributed mode) and handed to the service's app in process (embedded mode).
const transports = ['http', 'in-process'] as const;
describe.each(transports)('routing and identity at the gateway (%s)', (transport) => {
  let harness: Awaited<ReturnType<typeof startGatewayHarness>>;
  beforeAll(async () => {
    harness = await startGatewayHarness({ transport });
  });
  afterAll(() => harness.close());

  it('when not signed in, then a service call is 401 with a message', async () => {
    const res = await supertest(harness.app).get('/api/game/whoami').expect(401);
    expect(res.body).toEqual({ message: 'Sign in to continue.' });
  });

  it('when a client forges identity headers, then they are stripped and the call is still 401', async () => {
    const res = await supertest(harness.app)
      .get('/api/game/whoami')
      .set('x-user-token', 'forged.token')
      .set('x-user-id', 'someone-else')
      .expect(401);
    expect(res.body.message).toBe('Sign in to continue.');
  });

  it('when signed in, then the service sees the player through a signed token only', async () => {
    const agent = harness.agent();
    await agent
      .post('/api/auth/guest')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ firstName: 'Ida' })
      .expect(201);
    const res = await agent.get('/api/game/whoami').set('x-user-id', 'someone-else').expect(200);
    expect(res.body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.headers['x-user-id']).toBeUndefined();
    // The session cookie is the gateway's alone.
    expect(res.body.headers.cookie).toBeUndefined();
    expect(verifyUserToken(res.body.headers['x-user-token'], tokenPublicKey, 'svc-game')).toMatchObject({
      sub: res.body.userId,
      aud: 'svc-game',
    });
    expect(verifyUserToken(res.body.headers['x-user-token'], tokenPublicKey, 'svc-council')).toBeNull();
  });

  it('when svc-council is called, then it gets a token for itself and one for svc-game’s projections only', async () => {
    const agent = await harness.signedInGuest();
    const res = await agent.get('/api/council/whoami').set('x-user-token-game', 'forged.token').expect(200);
    expect(res.body.headers.cookie).toBeUndefined();
    const own = verifyUserToken(res.body.headers['x-user-token'], tokenPublicKey, 'svc-council');
    expect(own).toMatchObject({ sub: res.body.userId });
    expect(own?.purpose).toBeUndefined();
    const delegated = verifyUserToken(res.body.headers['x-user-token-game'], tokenPublicKey, 'svc-game');
    expect(delegated).toMatchObject({ sub: res.body.userId, purpose: 'game-projection' });
  });

  it.each([
    ['a service', 'post', '/api/game/echo', '{"cost": 12,'],
    ['the gateway itself', 'patch', '/api/auth/user', '{oops'],
  ] as const)(
    'when a body for %s is malformed JSON, then the answer is 400 with a message',
    async (_answerer, method, url, body) => {
      const agent = await harness.signedInGuest();
      const write = agent[method](url).set('Sec-Fetch-Site', 'same-origin');
      const res = await write.set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
    },
  );

  it('when a write comes from another site, then it is refused', async () => {
    const agent = await harness.signedInGuest();
    const res = await agent
      .post('/api/game/echo')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed.');
  });

  // Only a service across the network can be down while the gateway runs.
  if (transport !== 'in-process')
    it('when a service is down, then the gateway answers 502 with a message instead of crashing', async () => {
      const agent = await harness.signedInGuest();
      const res = await agent.get('/api/analytics/dashboard').expect(502);
      expect(res.body.message).toMatch(/analytics service is not reachable/);
    });

  it('when a path belongs to nobody, then it is a 404 with a message', async () => {
    const res = await supertest(harness.app).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ message: 'No such call: GET /api/nothing-here' });
  });
});
