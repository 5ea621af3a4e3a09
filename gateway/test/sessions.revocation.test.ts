// Sessions the server can end: logout voids the cookie it ended (a copy of it
// included), "sign out everywhere" voids every session of the account, a
// session dies when idle or too old, and a cookie that is not even
// well-formed is simply no session.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { testStore } from '@ai-council/service-kit/testing';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { createAccounts } from '../src/auth/accounts';
import { createSessionCodec } from '../src/auth/session-cookie';
import { startGatewayHarness } from './gateway-harness';

const harness = startedForFile(() => startGatewayHarness());

const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'])
    .split(',')
    .map((c) => c.split(';')[0]!.trim())
    .find((c) => c.includes('aic_session='))!;

async function register(username: string) {
  const res = await supertest(harness.app)
    .post('/api/auth/register')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ firstName: 'Kim', username, password: 'a long enough passphrase' })
    .expect(201);
  return sessionCookieOf(res);
}

async function signIn(username: string) {
  const res = await supertest(harness.app)
    .post('/api/auth/login')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ username, password: 'a long enough passphrase' })
    .expect(200);
  return sessionCookieOf(res);
}

const whoami = (cookie: string) => supertest(harness.app).get('/api/game/whoami').set('Cookie', cookie);

describe('sessions the server can end', () => {
  it('when a player logs out, then the old cookie (or a stolen copy) is 401, and their other session still works', async () => {
    const laptop = await register('kim-laptop');
    const phone = await signIn('kim-laptop');
    await whoami(laptop).expect(200);
    await supertest(harness.app)
      .post('/api/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', laptop)
      .expect(200);
    const res = await whoami(laptop).expect(401);
    expect(res.body.message).toBe('Sign in to continue.');
    await whoami(phone).expect(200);
  });

  it('when a player signs out everywhere, then every session of the account is 401', async () => {
    const laptop = await register('kim-everywhere');
    const phone = await signIn('kim-everywhere');
    await supertest(harness.app)
      .post('/api/auth/sign-out-everywhere')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', phone)
      .expect(200);
    await whoami(laptop).expect(401);
    await whoami(phone).expect(401);
    // Signing in again works and starts a fresh session.
    await whoami(await signIn('kim-everywhere')).expect(200);
  });

  it('when signing out everywhere without a session, then it is 401', async () => {
    await supertest(harness.app)
      .post('/api/auth/sign-out-everywhere')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(401);
  });

  it('when a cookie has a malformed percent-encoding, then the call is 401, not 500', async () => {
    const res = await whoami('aic_session=%E0%A4%A').expect(401);
    expect(res.body.message).toBe('Sign in to continue.');
    await supertest(harness.app)
      .get('/api/auth/status')
      .set('Cookie', 'aic_session=%zz')
      .expect(200)
      .expect((r) => expect(r.body.authenticated).toBe(false));
  });

  it('when the gateway is behind TLS, then the cookie takes the __Host- prefix and is Secure', async () => {
    const res = await supertest(harness.app)
      .post('/api/auth/guest')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-Proto', 'https')
      .send({})
      .expect(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-aic_session=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('session lifetimes', () => {
  const codec = createSessionCodec('test-session-secret-0123456789abcdef-xyz', {
    idleSeconds: 3600,
    absoluteSeconds: 86_400,
  });
  const session = { sid: 's1', uid: 'u1', epoch: 0, iat: 1_000_000, seen: 1_000_000 };

  it('when a session is used within its idle time, then it opens', () => {
    expect(codec.open(codec.seal(session), 1_000_000 + 3599)).toEqual(session);
  });

  it('when a session sat idle for longer than the idle timeout, then it is void', () => {
    expect(codec.open(codec.seal(session), 1_000_000 + 3600)).toBeNull();
  });

  it('when a session is kept busy past its absolute lifetime, then it is void all the same', () => {
    const busy = { ...session, seen: 1_000_000 + 86_000 };
    expect(codec.open(codec.seal(busy), 1_000_000 + 86_399)).toEqual(busy);
    expect(codec.open(codec.seal(busy), 1_000_000 + 86_400)).toBeNull();
  });

  it('when a cookie was sealed with another secret or tampered with, then it is void', () => {
    const other = createSessionCodec('another-secret-0123456789abcdef-0123456');
    expect(codec.open(other.seal(session), 1_000_001)).toBeNull();
    const sealed = codec.seal(session);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(codec.open(tampered, 1_000_001)).toBeNull();
  });
});

describe('revocations under concurrency', () => {
  it('when two sessions log out at the same moment, then both stay revoked (and expired revocations are pruned)', async () => {
    const store = testStore();
    const accounts = createAccounts(store);
    const account = await accounts.create({
      username: 'twin-devices',
      passwordHash: null,
      firstName: 'Ada',
      guest: true,
    });
    const now = 1_000_000;
    await accounts.endSession(account._id, 'old', now - 1, now - 100);
    await Promise.all(
      ['phone', 'laptop', 'tablet'].map((sid) => accounts.endSession(account._id, sid, now + 3600, now)),
    );
    const stored = await accounts.byId(account._id);
    expect((stored?.revokedSessions ?? []).map((entry) => entry.sid).sort()).toEqual([
      'laptop',
      'phone',
      'tablet',
    ]);
    await store.close();
  });
});
