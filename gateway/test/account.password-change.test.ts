// A player changes their password: only with the current one again; then the
// old password signs nobody in, every other session of the account ends (the
// reason to change a password), and this device stays signed in.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { ACCOUNT_RECHECKS_PER_WINDOW } from '../src/auth/account.routes';
import { registerAccount, startGatewayHarness } from './gateway-harness';

const harness = startedForFile(() => startGatewayHarness());

const oldPassword = 'a long enough passphrase';
const newPassword = 'another quite unusual passphrase 7';

const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'])
    .split(',')
    .map((c) => c.split(';')[0]!.trim())
    .find((c) => c.includes('aic_session='))!;

const post = (path: string, cookie: string | null, body: object) => {
  const request = supertest(harness.app).post(path).set('Sec-Fetch-Site', 'same-origin');
  return (cookie ? request.set('Cookie', cookie) : request).send(body);
};
const signIn = (username: string, password: string) => post('/api/auth/login', null, { username, password });
/** A new account, registered with the old password: the session cookie of the device that did it. */
const registered = async (firstName: string, username: string) =>
  sessionCookieOf(await registerAccount(harness.app, { firstName, username, password: oldPassword }));
const whoami = (cookie: string) => supertest(harness.app).get('/api/game/whoami').set('Cookie', cookie);

describe('changing the password', () => {
  it('when the current password is wrong, then it is 401 and nothing changes', async () => {
    const here = await registered('Pat', 'pat-pw');
    const res = await post('/api/auth/password', here, {
      currentPassword: 'not it at all',
      newPassword,
    }).expect(401);
    expect(res.body.message).toBe('Your current password is wrong.');
    await signIn('pat-pw', oldPassword).expect(200);
    await whoami(here).expect(200);
  });

  it('when it is changed, then the old password and every other session stop working, and this device stays signed in', async () => {
    const here = await registered('Lou', 'lou-pw');
    const elsewhere = sessionCookieOf(await signIn('lou-pw', oldPassword).expect(200));
    const changed = await post('/api/auth/password', here, {
      currentPassword: oldPassword,
      newPassword,
    }).expect(200);
    expect(changed.body).toEqual({ changed: true });
    const resealed = sessionCookieOf(changed);
    await whoami(resealed).expect(200);
    await whoami(elsewhere).expect(401);
    await whoami(here).expect(401);
    await signIn('lou-pw', oldPassword).expect(401);
    await signIn('lou-pw', newPassword).expect(200);
  });

  it('when the new password is a common one, or a guest asks, then it is refused with a sentence', async () => {
    const here = await registered('Sol', 'sol-pw');
    const common = await post('/api/auth/password', here, {
      currentPassword: oldPassword,
      newPassword: 'password123',
    }).expect(400);
    expect(common.body.message).toMatch(/most common/);
    const guest = sessionCookieOf(await post('/api/auth/guest', null, {}).expect(201));
    const res = await post('/api/auth/password', guest, { currentPassword: 'x', newPassword }).expect(409);
    expect(res.body.message).toMatch(/guest account has no password/);
    await post('/api/auth/password', null, { currentPassword: 'x', newPassword }).expect(401);
  });
});

describe('re-checking the password from many addresses', () => {
  it('when one account is sent wrong passwords from a new address each time, then the account limit stops them, and the right one too until the window passes', async () => {
    const here = await registered('Kit', 'kit-pw');
    const fromAddress = (n: number, path: string, body: object) =>
      post(path, here, body).set('X-Forwarded-For', `203.0.113.${n}`);
    const statuses: number[] = [];
    for (let n = 1; n <= ACCOUNT_RECHECKS_PER_WINDOW + 2; n += 1) {
      const path = n % 2 ? '/api/auth/password' : '/api/auth/delete-account';
      const body =
        n % 2
          ? { currentPassword: `guess ${n}`, newPassword }
          : { confirm: 'delete my account', password: `guess ${n}` };
      statuses.push((await fromAddress(n, path, body)).status);
    }
    expect(statuses).toEqual([...Array<number>(ACCOUNT_RECHECKS_PER_WINDOW).fill(401), 429, 429]);
    const refused = await fromAddress(99, '/api/auth/password', {
      currentPassword: oldPassword,
      newPassword,
    }).expect(429);
    expect(refused.body.message).toMatch(/Too many wrong passwords for this account/);
    // Another account, from those same addresses, is not held back.
    const other = await registered('Ray', 'ray-pw');
    await post('/api/auth/password', other, { currentPassword: 'nope', newPassword })
      .set('X-Forwarded-For', '203.0.113.1')
      .expect(401);
  });
});
