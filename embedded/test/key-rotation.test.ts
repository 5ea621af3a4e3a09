// Rotating the key that seals players' API keys under `npm start`: started
// with a new KEY_ENCRYPTION_KEY and the old one in KEY_ENCRYPTION_KEYS_PREVIOUS,
// the system still opens a key sealed under the old one (and seals it again
// under the new one), so the next start needs the new key alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from 'svc-council/testing/fake-providers';
import { validKeys } from 'svc-council/testing/keys';
import { startEmbedded } from '../src/start';
import { asPlayer, llmPlayerWithKey } from './support/system';

const oldKey = 'a'.repeat(64);
const newKey = 'b'.repeat(64);

let openai: FakeProvider;
let dataDir: string;
beforeAll(async () => {
  openai = await startFakeProvider('openai');
  dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-key-rotation-'));
});
afterAll(async () => {
  await openai.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A bound on one start, use and stop of the system on a busy machine (the suite's hooks have 60 s). */
const SYSTEM_START_MS = 60_000;

/** The system on `dataDir` with these key-encryption settings, for the length of `use`. */
async function withSystem(keys: Record<string, string>, use: (url: string) => Promise<void>) {
  const system = await startEmbedded({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SKIP_WEB_BUILD: '1',
    OPENAI_BASE_URL: openai.baseUrl,
    ...keys,
  });
  try {
    await use(system.url);
  } finally {
    await system.close();
  }
}

/** Asks the CFO; answers the key the provider was called with. */
async function keyTheCfoWasAskedWith(url: string, cookie: string): Promise<string | undefined> {
  const before = openai.requests.length;
  const asked = await asPlayer(url, cookie).call('POST', '/api/communications/to-agent', {
    agentName: 'Marcus Webb',
    message: 'How many quarters of runway do we have?',
  });
  expect(asked.status).toBeLessThan(300);
  return openai.requests.slice(before).at(-1)?.headers.authorization;
}

describe('key-encryption key rotation in embedded mode', () => {
  it(
    'when the system restarts with a new key and the old one as previous, then a key sealed under the old one still reaches the provider, and after that the new key alone opens it',
    async () => {
      openai.mode = 'success';
      openai.answer = { text: 'Six quarters at this burn; keep hiring flat until the next raise.' };
      let cookie = '';
      await withSystem({ KEY_ENCRYPTION_KEY: oldKey }, async (url) => {
        ({ cookie } = await llmPlayerWithKey(url, {
          firstName: 'Rota',
          keyName: 'Mine',
          encryptedKey: validKeys.openaiProject,
        }));
        await asPlayer(url, cookie).until<unknown[]>('/api/agents', (agents) => agents.length > 0);
      });

      await withSystem({ KEY_ENCRYPTION_KEY: newKey, KEY_ENCRYPTION_KEYS_PREVIOUS: oldKey }, async (url) => {
        expect(await keyTheCfoWasAskedWith(url, cookie)).toBe(`Bearer ${validKeys.openaiProject}`);
      });

      await withSystem({ KEY_ENCRYPTION_KEY: newKey }, async (url) => {
        expect(await keyTheCfoWasAskedWith(url, cookie)).toBe(`Bearer ${validKeys.openaiProject}`);
      });
      // Three starts of the system as `npm start` runs it (its threads load their modules): a start's bound each.
    },
    3 * SYSTEM_START_MS,
  );
});
