import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyEncryptionKey, loadCouncilConfig } from '../src/config';
import { encryptionKeyFrom, keyRing, open, seal } from '../src/domain/api-keys/crypto';
import { parseModelJson } from '../src/ai/prompts';
import { testStore, testTokenKeys } from '@ai-council/service-kit/testing';
import { apiKeyRepository } from '../src/data-access/api-key-repository';
import type { ApiKeyDoc } from '../src/data-access/documents';

const key = randomBytes(32);
const ring = keyRing(key);

describe('AES-256-GCM sealing of API keys', () => {
  it('opens what it sealed, with a fresh 96-bit nonce each time', () => {
    const a = seal('sk-secret', ring, 'u1:k1:openai');
    const b = seal('sk-secret', ring, 'u1:k1:openai');
    expect(Buffer.from(a.nonce, 'base64')).toHaveLength(12);
    expect(a.nonce).not.toBe(b.nonce);
    expect(open(a, ring, 'u1:k1:openai').plain).toBe('sk-secret');
  });

  it('refuses a wrong key, another owner, or a changed byte', () => {
    const sealed = seal('sk-secret', ring, 'u1:k1:openai');
    expect(() => open({ ...sealed, kid: undefined }, keyRing(randomBytes(32)), 'u1:k1:openai')).toThrow();
    expect(() => open(sealed, ring, 'u2:k1:openai')).toThrow();
    const tampered = { ...sealed, ciphertext: Buffer.from('sk-secreT').toString('base64') };
    expect(() => open(tampered, ring, 'u1:k1:openai')).toThrow();
  });

  it('accepts only a 64-hex-character key', () => {
    expect(encryptionKeyFrom('ab'.repeat(32))).toHaveLength(32);
    expect(() => encryptionKeyFrom('abc')).toThrow(/64 hex/);
  });

  it('pins the authentication tag at 128 bits: a cut tag never opens', () => {
    const sealed = seal('sk-secret', ring, 'u1:k1:openai');
    expect(Buffer.from(sealed.tag, 'base64')).toHaveLength(16);
    const cut = { ...sealed, tag: Buffer.from(sealed.tag, 'base64').subarray(0, 4).toString('base64') };
    expect(() => open(cut, ring, 'u1:k1:openai')).toThrow(/cut authentication tag/);
  });

  it('names the key that sealed it, and a rotated-out key still opens what it sealed, marked for sealing again', () => {
    const old = randomBytes(32);
    const sealedBefore = seal('sk-old', keyRing(old), 'u1:k1:openai');
    const rotated = keyRing(key, [old]);
    expect(sealedBefore.kid).toBe(keyRing(old).current.id);
    expect(sealedBefore.kid).not.toBe(rotated.current.id);
    expect(open(sealedBefore, rotated, 'u1:k1:openai')).toEqual({ plain: 'sk-old', stale: true });
    expect(open(seal('sk-new', rotated, 'u1:k1:openai'), rotated, 'u1:k1:openai')).toEqual({
      plain: 'sk-new',
      stale: false,
    });
    // Once the old key is dropped from the ring, what it alone sealed no longer opens, and says why.
    expect(() => open(sealedBefore, keyRing(key), 'u1:k1:openai')).toThrow(/no key-encryption key with id/);
    // A key sealed before key ids existed opens with whichever key of the ring sealed it.
    const legacy = { ...sealedBefore, kid: undefined };
    expect(open(legacy, rotated, 'u1:k1:openai')).toEqual({ plain: 'sk-old', stale: true });
  });
});

describe('configuration', () => {
  const base = { TOKEN_PUBLIC_KEY: testTokenKeys.publicKey };

  it('defaults PORT to 4002 and rejects a malformed KEY_ENCRYPTION_KEY with a clear message', () => {
    expect(loadCouncilConfig(base).PORT).toBe(4002);
    expect(() => loadCouncilConfig({ ...base, KEY_ENCRYPTION_KEY: 'short' })).toThrow(
      /KEY_ENCRYPTION_KEY must be 64 hex characters/,
    );
  });

  it('in embedded mode without a key, generates one into DATA_DIR with mode 0600 and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'council-key-'));
    const config = loadCouncilConfig({ ...base, DATA_DIR: dir });
    const first = keyEncryptionKey(config);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(keyEncryptionKey(config)).toBe(first);
    const file = path.join(dir, 'key-encryption.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('with MongoDB, requires the key to be given (replicas must share it)', () => {
    const config = loadCouncilConfig({
      ...base,
      MONGO_URL: 'mongodb://db:27017/council',
      AMQP_URL: 'amqp://rabbitmq:5672',
    });
    expect(() => keyEncryptionKey(config)).toThrow(/KEY_ENCRYPTION_KEY: required with MONGO_URL/);
  });
});

describe('reading a model answer', () => {
  it('takes the JSON object out of fences or a preamble, and refuses prose', () => {
    expect(parseModelJson('{"text":"hi"}')).toEqual({ text: 'hi' });
    expect(parseModelJson('```json\n{"text":"hi"}\n```')).toEqual({ text: 'hi' });
    expect(parseModelJson('Sure! Here it is: {"text":"hi"} Hope it helps.')).toEqual({ text: 'hi' });
    expect(() => parseModelJson('no json here')).toThrow();
  });
});

describe('rotating the key-encryption key', () => {
  it('when a stored key sealed under the previous key is used, then it is sealed again under the current one', async () => {
    const store = testStore();
    const collection = store.collection<ApiKeyDoc>('council_api_keys');
    const old = randomBytes(32);
    await apiKeyRepository(collection, keyRing(old)).add({
      id: 'k1',
      userId: 'u1',
      provider: 'openai',
      keyName: 'work',
      key: 'sk-rotate-me',
      now: new Date(),
    });
    const rotated = keyRing(key, [old]);
    const repository = apiKeyRepository(collection, rotated);
    expect((await repository.keyFor('u1', 'openai'))?.key).toBe('sk-rotate-me');
    const stored = await collection.findOne({ _id: 'k1' });
    expect(stored?.sealed.kid).toBe(rotated.current.id);
    // Now the old key can be retired: the current one alone opens it.
    expect((await apiKeyRepository(collection, keyRing(key)).keyFor('u1', 'openai'))?.key).toBe(
      'sk-rotate-me',
    );
    await store.close();
  });
});
