// What the embedded suites share: the system as `npm start` runs it, on a data
// directory of its own for the suite, and a guest's session as a browser holds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startEmbedded, type EmbeddedSystem } from '../../src/start';

export interface SuiteSystem {
  system: EmbeddedSystem;
  dataDir: string;
}

/**
 * Starts the system before the suite's tests and stops it (removing its data)
 * after them. Read `.system` and `.dataDir` inside hooks and tests.
 */
export function embeddedSystemForSuite(label: string, env: Record<string, string> = {}): SuiteSystem {
  const suite = {} as SuiteSystem;
  beforeAll(async () => {
    suite.dataDir = mkdtempSync(path.join(tmpdir(), `ai-council-${label}-`));
    suite.system = await startEmbedded({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: suite.dataDir,
      LOG_LEVEL: 'silent',
      SKIP_WEB_BUILD: '1',
      ...env,
    });
  });
  afterAll(async () => {
    await suite.system?.close();
    if (suite.dataDir) rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}

/** A new guest's session cookie, as the browser sends it back. */
export async function guestCookie(url: string, firstName = 'Ada'): Promise<string> {
  const res = await fetch(`${url}/api/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ firstName }),
  });
  expect(res.status).toBe(201);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
