import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { authStatusSchema } from '@ai-council/contracts';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { registerAccount, startGatewayHarness } from './gateway-harness';

const harness = startedForFile(() => startGatewayHarness());

describe('sign-in flows', () => {
  it('when nobody is signed in, then auth status asks for login and names the login page', async () => {
    const res = await supertest(harness.app).get('/api/auth/status').expect(200);
    expect(authStatusSchema.parse(res.body)).toEqual({
      authenticated: false,
      needsLogin: true,
      user: null,
      loginUrl: '/api/auth/login-page',
    });
  });

  it('when starting login, then /api/login redirects to the login page, which offers all three ways in', async () => {
    const res = await supertest(harness.app).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/api/auth/login-page');
    const page = await supertest(harness.app).get('/api/auth/login-page').expect(200);
    expect(page.text).toContain('Continue as Guest');
    expect(page.text).toContain('Create an account');
    expect(page.text).toContain('Sign in');
  });

  it('when a player registers, then the session cookie is httpOnly and SameSite=Lax and status names them', async () => {
    const agent = harness.agent();
    const res = await agent
      .post('/api/auth/register')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ firstName: 'Ada', username: 'ada', password: 'correct horse' })
      .expect(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/aic_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const status = await agent.get('/api/auth/status').expect(200);
    expect(status.body).toMatchObject({
      authenticated: true,
      needsLogin: false,
      user: { firstName: 'Ada', gameMode: null, onboardingCompleted: false },
    });
  });

  it('when the username is taken, then registering again is 409 with a message', async () => {
    await registerAccount(harness.app, { firstName: 'Bob', username: 'bob', password: 'password-1' });
    const res = await supertest(harness.app)
      .post('/api/auth/register')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ firstName: 'Bobby', username: 'BOB', password: 'password-2' })
      .expect(409);
    expect(res.body.message).toMatch(/username is taken/);
  });

  it('when signing in with the right and the wrong password, then only the right one opens a session', async () => {
    await registerAccount(harness.app, { firstName: 'Cy', username: 'cyd', password: 'password-cy' });
    const wrong = await supertest(harness.app)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ username: 'cyd', password: 'nope-nope' })
      .expect(401);
    expect(wrong.body).toEqual({ message: 'Wrong username or password.' });
    const agent = harness.agent();
    await agent
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ username: 'CYD', password: 'password-cy' })
      .expect(200);
    const status = await agent.get('/api/auth/status');
    expect(status.body.user.firstName).toBe('Cy');
  });

  it('when the login page form is posted, then the player lands on / signed in', async () => {
    const agent = harness.agent();
    const res = await agent
      .post('/api/auth/guest')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ firstName: 'Grace' })
      .expect(303);
    expect(res.headers.location).toBe('/');
    const status = await agent.get('/api/auth/status');
    expect(status.body.user).toEqual({ firstName: 'Grace', gameMode: null, onboardingCompleted: false });
  });

  it('when a form post is invalid, then the login page shows the problem', async () => {
    const res = await supertest(harness.app)
      .post('/api/auth/register')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ firstName: 'Al', username: 'al', password: 'short' })
      .expect(400);
    expect(res.text).toContain('Password must be at least 8 characters.');
    expect(res.text).toContain('Username must be at least 3 characters.');
  });

  it('when a guest finishes onboarding, then PATCH /api/auth/user stores mode and completion', async () => {
    const agent = await harness.signedInGuest();
    const res = await agent
      .patch('/api/auth/user')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ gameMode: 'demo', onboardingCompleted: true })
      .expect(200);
    expect(res.body).toEqual({ firstName: null, gameMode: 'demo', onboardingCompleted: true });
    const bad = await agent
      .patch('/api/auth/user')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ gameMode: 'chess' })
      .expect(400);
    expect(bad.body.message).toMatch(/gameMode/);
  });

  it('when logging out, then the session ends', async () => {
    const agent = await harness.signedInGuest();
    await agent
      .post('/api/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Accept', 'application/json')
      .expect(200);
    const status = await agent.get('/api/auth/status');
    expect(status.body.authenticated).toBe(false);
  });

  it('when the cookie is tampered with, then it is not a session', async () => {
    const res = await supertest(harness.app)
      .get('/api/auth/status')
      .set('Cookie', 'aic_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      .expect(200);
    expect(res.body.authenticated).toBe(false);
  });
});
