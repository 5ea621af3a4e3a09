// Login CSRF: a hostile page must not be able to sign a victim into an
// attacker's account, nor make any other write. A write needs an Origin of
// this site, or Sec-Fetch-Site: same-origin; the sign-in forms may instead
// carry the token their page planted.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { startGatewayHarnessWithAccount } from './gateway-harness';

const harness = startedForFile(() =>
  startGatewayHarnessWithAccount({
    firstName: 'Mal',
    username: 'mallory',
    password: 'attacker account pass',
  }),
);

describe('cross-site writes at the gateway', () => {
  it('when a login POST has no Origin and no CSRF token, then it is refused and no session is made', async () => {
    const res = await supertest(harness.app)
      .post('/api/auth/login')
      .type('form')
      .send({ username: 'mallory', password: 'attacker account pass' })
      .expect(403);
    expect(res.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/aic_session=/)]),
    );
  });

  it('when the Origin is "null" (a sandboxed or data: page), then a guest sign-in is refused', async () => {
    await supertest(harness.app).post('/api/auth/guest').set('Origin', 'null').send({}).expect(403);
  });

  it('when Sec-Fetch-Site says cross-site and there is no Origin, then a write is refused', async () => {
    const agent = await harness.signedInGuest();
    const res = await agent.post('/api/game/echo').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed.');
  });

  it('when the login page is used without an Origin header, then its form token lets the sign-in through', async () => {
    const agent = harness.agent();
    const page = await agent.get('/api/auth/login-page').expect(200);
    const token = /name="csrf" value="([\w-]+)"/.exec(page.text)?.[1];
    expect(token).toBeTruthy();
    await agent
      .post('/api/auth/login')
      .type('form')
      .send({ username: 'mallory', password: 'attacker account pass', csrf: token })
      .expect(303);
    const wrong = await harness
      .agent()
      .post('/api/auth/guest')
      .type('form')
      .set('Cookie', `aic_csrf=${token}`)
      .send({ csrf: 'x'.repeat(token!.length) })
      .expect(403);
    expect(wrong.text).toMatch(/sign-in form has expired/);
  });

  it('when a cookie and form carry a token the gateway did not sign (planted from a sibling subdomain), then it is refused', async () => {
    const planted = 'A'.repeat(64);
    const res = await harness
      .agent()
      .post('/api/auth/guest')
      .type('form')
      .set('Cookie', `aic_csrf=${planted}`)
      .send({ csrf: planted })
      .expect(403);
    expect(res.text).toMatch(/sign-in form has expired/);
  });

  it('when a write comes with this site as its Origin, then it goes through', async () => {
    const server = harness.app.listen(0);
    const port = (server.address() as { port: number }).port;
    try {
      await supertest(server)
        .post('/api/auth/guest')
        .set('Host', `127.0.0.1:${port}`)
        .set('Origin', `http://127.0.0.1:${port}`)
        .send({})
        .expect(201);
    } finally {
      server.close();
    }
  });
});
