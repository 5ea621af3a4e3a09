// The session cookie's key comes from SESSION_SECRET through HKDF; a cookie sealed under the
// earlier derivation (a plain hash of the secret) still opens, so a deploy signs no one out.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionCodec, nowSeconds } from '../src/auth/session-cookie';

const secret = 'test-session-secret-0123456789abcdef-xyz';
const session = () => ({ sid: 's1', uid: 'u1', epoch: 0, iat: nowSeconds(), seen: nowSeconds() });

/** A cookie as the gateway sealed it before HKDF. */
function sealedTheEarlierWay(value: object): string {
  const key = createHash('sha256').update(`session:${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ v: 2, ...value }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

describe('the session cookie key', () => {
  it('opens what it sealed, and not under another secret', () => {
    const sealed = createSessionCodec(secret).seal(session());
    expect(createSessionCodec(secret).open(sealed)).toMatchObject({ sid: 's1', uid: 'u1' });
    expect(createSessionCodec(`${secret}-other`).open(sealed)).toBeNull();
  });

  it('seals under the HKDF key, not the plain hash of the secret', () => {
    const sealed = Buffer.from(createSessionCodec(secret).seal(session()), 'base64url');
    const earlierKey = createHash('sha256').update(`session:${secret}`).digest();
    const decipher = createDecipheriv('aes-256-gcm', earlierKey, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    decipher.update(sealed.subarray(28));
    expect(() => decipher.final()).toThrow();
  });

  it('still opens a cookie sealed before HKDF, so a deploy signs no one out', () => {
    expect(createSessionCodec(secret).open(sealedTheEarlierWay(session()))).toMatchObject({
      sid: 's1',
      uid: 'u1',
    });
    expect(createSessionCodec(`${secret}-other`).open(sealedTheEarlierWay(session()))).toBeNull();
  });
});
