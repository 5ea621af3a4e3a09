// Keys at rest: what the store holds is ciphertext only, a fresh nonce per
// key, and nothing in the logs.
import { Writable } from 'node:stream';
import { createEmbeddedStore } from '@ai-council/service-kit';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validKeys } from './support/keys';
import { startHarness, uniqueUser, type Harness } from './support/harness';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let h: Harness;
const store = createEmbeddedStore({ dataDir: null });
beforeAll(async () => {
  h = await startHarness({ store, logger: pino({ level: 'trace' }, logStream) });
});
afterAll(async () => {
  await h.close();
  await store.close();
});

const fragments = (key: string) => [key, key.slice(-12), Buffer.from(key).toString('base64').slice(0, 24)];

describe('stored API keys', () => {
  it('when keys are added, then the stored documents hold no plain key, and each has its own nonce and tag', async () => {
    const userId = uniqueUser('vault');
    const keys = [
      ['openai', validKeys.openai],
      ['anthropic', validKeys.anthropic],
      ['google', validKeys.google],
      ['openai', validKeys.openai],
    ] as const;
    for (const [provider, key] of keys) {
      const res = await h.http
        .post('/api/api-keys')
        .set('x-user-token', h.token(userId, 'llm'))
        .send({ provider, keyName: `${provider} key`, encryptedKey: key });
      expect(res.status).toBe(201);
    }
    const docs = await store.collection('council_api_keys').find({ userId });
    expect(docs).toHaveLength(4);
    const stored = JSON.stringify(docs);
    for (const [, key] of keys) for (const f of fragments(key)) expect(stored).not.toContain(f);
    for (const doc of docs) {
      const sealed = doc.sealed as { alg: string; nonce: string; tag: string; ciphertext: string };
      expect(sealed.alg).toBe('aes-256-gcm');
      expect(Buffer.from(sealed.nonce, 'base64')).toHaveLength(12);
      expect(Buffer.from(sealed.tag, 'base64')).toHaveLength(16);
    }
    // The same key stored twice encrypts differently: a random nonce per key.
    const openai = docs
      .filter((d) => d.provider === 'openai')
      .map((d) => d.sealed as { nonce: string; ciphertext: string });
    expect(openai[0]!.nonce).not.toBe(openai[1]!.nonce);
    expect(openai[0]!.ciphertext).not.toBe(openai[1]!.ciphertext);

    // Nowhere else in the council's documents either.
    for (const name of [
      'council_players',
      'council_communications',
      'council_scenarios',
      'council_meetings',
    ]) {
      const all = JSON.stringify(await store.collection(name).find({}));
      for (const [, key] of keys) expect(all).not.toContain(key);
    }
  });

  it('when keys are added, listed and deleted with logging at trace, then no log line carries a key', async () => {
    const userId = uniqueUser('logs');
    const token = h.token(userId, 'llm');
    const res = await h.addKey(token, { provider: 'google', keyName: 'G', encryptedKey: validKeys.google });
    await h.http.get('/api/api-keys').set('x-user-token', token);
    await h.http.delete(`/api/api-keys/${res.body.id}`).set('x-user-token', token);
    // A rejected key is not logged either.
    await h.addKey(token, { provider: 'openai', keyName: 'bad', encryptedKey: validKeys.google });
    const logs = logLines.join('');
    expect(logs).toContain('API key stored (encrypted)');
    for (const f of fragments(validKeys.google)) expect(logs).not.toContain(f);
    // Each change of a key is a security event naming the account and the key.
    const events = logLines
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { securityEvent?: string; accountId?: string; keyId?: string })
      .filter((line) => line.accountId === userId);
    expect(events.map((line) => line.securityEvent)).toEqual(['api-key-added', 'api-key-deleted']);
    expect(events.every((line) => line.keyId === res.body.id)).toBe(true);
  });
});
