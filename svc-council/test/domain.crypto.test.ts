import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyEncryptionKey, loadCouncilConfig } from '../src/config';
import { encryptionKeyFrom, open, seal } from '../src/domain/crypto';
import { parseModelJson } from '../src/ai/prompts';
import { testTokenKeys } from '@ai-council/service-kit/testing';

const key = randomBytes(32);

describe('AES-256-GCM sealing of API keys', () => {
  it('opens what it sealed, with a fresh 96-bit nonce each time', () => {
    const a = seal('sk-secret', key, 'u1:k1:openai');
    const b = seal('sk-secret', key, 'u1:k1:openai');
    expect(Buffer.from(a.nonce, 'base64')).toHaveLength(12);
    expect(a.nonce).not.toBe(b.nonce);
    expect(open(a, key, 'u1:k1:openai')).toBe('sk-secret');
  });

  it('refuses a wrong key, another owner, or a changed byte', () => {
    const sealed = seal('sk-secret', key, 'u1:k1:openai');
    expect(() => open(sealed, randomBytes(32), 'u1:k1:openai')).toThrow();
    expect(() => open(sealed, key, 'u2:k1:openai')).toThrow();
    const tampered = { ...sealed, ciphertext: Buffer.from('sk-secreT').toString('base64') };
    expect(() => open(tampered, key, 'u1:k1:openai')).toThrow();
  });

  it('accepts only a 64-hex-character key', () => {
    expect(encryptionKeyFrom('ab'.repeat(32))).toHaveLength(32);
    expect(() => encryptionKeyFrom('abc')).toThrow(/64 hex/);
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
