// The user token the gateway signs and a service verifies: Ed25519 (the
// service holds the public key only), one audience per service, a typed
// expiry, and purposes that open one call each (erasure, a delegated projection).
import { generateKeyPairSync, sign } from 'node:crypto';
import { Router } from 'express';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { playerDataPath } from '@ai-council/contracts';
import {
  createHttpApp,
  createLogger,
  loadConfig,
  playerOf,
  signUserToken,
  tokenPrivateKey,
  tokenPublicKey,
  verifiedTokens,
  verifyUserToken,
} from '../src/index';
import { signTestToken, testTokenKeys } from '../src/testing/index';
import { z } from 'zod';
import { serviceEnv } from '../src/config';

const player = { sub: 'u1', gameMode: 'demo' as const, firstName: 'Ada' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function service() {
  const erased: string[] = [];
  const api = Router();
  api.get('/whoami', (req, res) => {
    res.json({ sub: playerOf(req).sub });
  });
  api.post('/game/projections', (req, res) => {
    res.json({ sub: playerOf(req).sub });
  });
  const app = createHttpApp({
    logger: createLogger('test', 'silent'),
    tokens: { publicKey: testTokenKeys.publicKey, audience: 'svc-game' },
    delegatedCalls: [{ method: 'POST', path: '/game/projections', purpose: 'game-projection' }],
    api,
    erasePlayerData: async (userId) => {
      erased.push(userId);
      return 1;
    },
    ready: async () => {},
  });
  return { app, erased };
}

describe('user tokens', () => {
  it('when a token is signed by the gateway for this service, then the service reads its player', async () => {
    const res = await supertest(service().app)
      .get('/api/whoami')
      .set('x-user-token', signTestToken(player, 'svc-game'))
      .expect(200);
    expect(res.body).toEqual({ sub: 'u1' });
  });

  it('when a token was signed for another service, then it is refused', async () => {
    await supertest(service().app)
      .get('/api/whoami')
      .set('x-user-token', signTestToken(player, 'svc-council'))
      .expect(401);
  });

  it('when a token is signed by any other key, or its body is changed, then it is refused', async () => {
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const forged = signUserToken(player, stranger, { audience: 'svc-game' });
    expect(verifyUserToken(forged, testTokenKeys.publicKey, 'svc-game')).toBeNull();
    const genuine = signTestToken(player, 'svc-game');
    const signature = genuine.split('.')[1];
    const raised = `${b64({ ...JSON.parse(Buffer.from(genuine.split('.')[0]!, 'base64url').toString()), sub: 'u2' })}.${signature}`;
    expect(verifyUserToken(raised, testTokenKeys.publicKey, 'svc-game')).toBeNull();
  });

  it('when the expiry is past, missing or not a number, then the token is refused', () => {
    const expired = signTestToken(player, 'svc-game', { ttlSeconds: -5 });
    expect(verifyUserToken(expired, testTokenKeys.publicKey, 'svc-game')).toBeNull();
    // A string expiry compares as "not before now" in JavaScript ('9e99' < now is false): typed, it is refused.
    const key = tokenPrivateKey(testTokenKeys.privateKey);
    for (const exp of ['9e99', null, undefined]) {
      const body = b64({ ...player, aud: 'svc-game', iss: 'gateway', exp });
      const signature = sign(null, Buffer.from(body), key).toString('base64url');
      expect(verifyUserToken(`${body}.${signature}`, testTokenKeys.publicKey, 'svc-game')).toBeNull();
    }
  });

  it('when a remembered token is used again, then it is the same player until it expires, and a changed copy is refused', () => {
    const verified = verifiedTokens(testTokenKeys.publicKey, 'svc-game');
    const genuine = signTestToken(player, 'svc-game', { ttlSeconds: 30 });
    expect(verified(genuine)).toMatchObject({ sub: 'u1', aud: 'svc-game' });
    expect(verified(genuine)).toMatchObject({ sub: 'u1', aud: 'svc-game' });
    // The remembered string is the key: the same signature on another body is checked, and fails.
    const signature = genuine.split('.')[1];
    const raised = `${b64({ ...JSON.parse(Buffer.from(genuine.split('.')[0]!, 'base64url').toString()), sub: 'u2' })}.${signature}`;
    expect(verified(raised)).toBeNull();
    expect(verified(signTestToken(player, 'svc-council'))).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 31_000 });
    try {
      expect(verified(genuine)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a service is handed a private key as its verifying key, then it refuses to start', () => {
    expect(() => tokenPublicKey(testTokenKeys.privateKey)).toThrow(/public key/);
    const schema = z.object({ TOKEN_PUBLIC_KEY: serviceEnv.TOKEN_PUBLIC_KEY });
    expect(() => loadConfig('svc-test', schema, { TOKEN_PUBLIC_KEY: testTokenKeys.privateKey })).toThrow(
      /TOKEN_PUBLIC_KEY must be an Ed25519 public key/,
    );
    expect(() =>
      loadConfig('svc-test', schema, { TOKEN_PUBLIC_KEY: testTokenKeys.publicKey.replace(/\n/g, '\\n') }),
    ).not.toThrow();
  });

  it('when a projection token is used, then it opens the projection call and nothing else', async () => {
    const { app } = service();
    const delegated = signTestToken(player, 'svc-game', { purpose: 'game-projection' });
    await supertest(app).post('/api/game/projections').set('x-user-token', delegated).expect(200);
    await supertest(app).get('/api/whoami').set('x-user-token', delegated).expect(403);
    await supertest(app).delete(playerDataPath).set('x-user-token', delegated).expect(403);
  });

  it('when erasure is asked with an ordinary token, then it is refused and nothing is erased', async () => {
    const { app, erased } = service();
    await supertest(app)
      .delete(playerDataPath)
      .set('x-user-token', signTestToken(player, 'svc-game'))
      .expect(403);
    expect(erased).toEqual([]);
  });

  it('when an expired guest’s erasure names a registered account, then it is refused; a guest’s is done', async () => {
    const { app, erased } = service();
    const registered = signTestToken({ ...player, guest: false }, 'svc-game', {
      purpose: 'erase-expired-guest',
    });
    const res = await supertest(app).delete(playerDataPath).set('x-user-token', registered).expect(403);
    expect(res.body.message).toMatch(/registered account/);
    expect(erased).toEqual([]);
    const guest = signTestToken({ ...player, guest: true }, 'svc-game', { purpose: 'erase-expired-guest' });
    await supertest(app).delete(playerDataPath).set('x-user-token', guest).expect(200);
    const deleting = signTestToken({ ...player, sub: 'u9', guest: false }, 'svc-game', {
      purpose: 'erase-deleted-account',
    });
    await supertest(app).delete(playerDataPath).set('x-user-token', deleting).expect(200);
    expect(erased).toEqual(['u1', 'u9']);
  });
});
