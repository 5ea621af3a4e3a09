// SPEC §2 login start: the app's login buttons go to /api/login, which redirects to the loginUrl the auth status
// gives (an external sign-in page when LOGIN_URL names one), else the gateway's own login page.
import { testStore } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { authStatusSchema } from '@ai-council/contracts';
import { testGatewayApp } from './gateway-harness';

describe('login start through /api/login', () => {
  it('when the gateway has an external loginUrl, then /api/login redirects to exactly the auth status loginUrl', async () => {
    const app = testGatewayApp({ store: testStore(), loginUrl: 'https://sso.example.com/start?app=council' });
    const status = authStatusSchema.parse((await supertest(app).get('/api/auth/status').expect(200)).body);
    expect(status.loginUrl).toBe('https://sso.example.com/start?app=council');
    const res = await supertest(app).get('/api/login').expect(302);
    expect(res.headers.location).toBe(status.loginUrl);
  });

  it('when the gateway has no loginUrl, then /api/login redirects to its own login page', async () => {
    const app = testGatewayApp({ store: testStore(), loginUrl: '' });
    const res = await supertest(app).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/api/auth/login-page');
  });
});
