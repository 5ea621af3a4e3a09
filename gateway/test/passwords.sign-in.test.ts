// Passwords: scrypt at OWASP's parameters, stored with the hash and raised
// transparently; common passwords refused; and a username that keeps failing
// waits on that network, longer after each failure (sign-in.no-lockout.test.ts:
// a stranger elsewhere never locks the owner out).
import { randomBytes, scryptSync } from 'node:crypto';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { checkPassword, hashPassword } from '../src/auth/passwords';
import { startGatewayHarness } from './gateway-harness';

const harness = startedForFile(() => startGatewayHarness());

const register = (username: string, password: string) =>
  supertest(harness.app)
    .post('/api/auth/register')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ firstName: 'Lee', username, password });
const login = (username: string, password: string) =>
  supertest(harness.app)
    .post('/api/auth/login')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ username, password });

describe('password storage', () => {
  it('when a password is hashed, then the scrypt parameters are stored with it and it verifies', async () => {
    const stored = await hashPassword('violet stapler orbit');
    expect(stored).toMatch(/^scrypt\$65536\$8\$2\$[\w-]{22}\$[\w-]{86}$/);
    expect(await checkPassword('violet stapler orbit', stored)).toEqual({
      matches: true,
      needsRehash: false,
    });
    expect((await checkPassword('violet stapler orbits', stored)).matches).toBe(false);
  });

  it('when an account still has a hash with the old weaker parameters, then signing in replaces it', async () => {
    await register('lee-legacy', 'violet stapler orbit').expect(201);
    const salt = randomBytes(16);
    const legacyHash = `scrypt$${salt.toString('base64url')}$${scryptSync('violet stapler orbit', salt, 64, { N: 2 ** 14, r: 8, p: 1 }).toString('base64url')}`;
    const accounts = harness.store.collection<{ _id: string; username: string; passwordHash: string }>({
      name: 'accounts',
    });
    await accounts.update({ username: 'lee-legacy' }, { $set: { passwordHash: legacyHash } });
    await login('lee-legacy', 'violet stapler orbit').expect(200);
    const after = await accounts.findOne({ username: 'lee-legacy' });
    expect(after?.passwordHash).toMatch(/^scrypt\$65536\$8\$2\$/);
    await login('lee-legacy', 'violet stapler orbit').expect(200);
  });

  it('when a player picks one of the most common passwords, then registering is 400 with a message', async () => {
    const res = await register('lee-common', 'password1').expect(400);
    expect(res.body.message).toMatch(/most common/);
  });
});

describe('per-account throttling', () => {
  it('when one username keeps failing, then it must wait, even with the right password, and others are unaffected', async () => {
    await register('lee-target', 'violet stapler orbit').expect(201);
    await register('lee-bystander', 'violet stapler orbit').expect(201);
    for (let i = 0; i < 3; i++) await login('lee-target', `wrong guess ${i}`).expect(401);
    await login('lee-target', 'wrong guess 3').expect(401);
    const locked = await login('lee-target', 'violet stapler orbit').expect(429);
    expect(locked.body.message).toMatch(
      /Too many failed sign-ins for this account. Try again in \d+ seconds/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await login('lee-bystander', 'violet stapler orbit').expect(200);
  });

  it('when a username does not exist, then failures are throttled all the same (no account enumeration)', async () => {
    for (let i = 0; i < 4; i++) await login('nobody-here', `guess ${i}`).expect(401);
    await login('nobody-here', 'guess 5').expect(429);
  });
});
