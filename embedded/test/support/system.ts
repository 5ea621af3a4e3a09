// What the embedded suites share: the system as `npm start` runs it, on a data
// directory of its own for the suite, and a guest's session as a browser holds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiRoute } from '@ai-council/contracts';
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
export function embeddedSystemForSuite(
  label: string,
  env: Record<string, string> = {},
  /** Either topology whatever the machine; unset, what `npm start` runs here. */
  topology: { onThreads?: boolean } = {},
): SuiteSystem {
  const suite = {} as SuiteSystem;
  beforeAll(async () => {
    suite.dataDir = mkdtempSync(path.join(tmpdir(), `ai-council-${label}-`));
    suite.system = await startEmbedded(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: suite.dataDir,
        LOG_LEVEL: 'silent',
        SKIP_WEB_BUILD: '1',
        ...env,
      },
      topology,
    );
  });
  afterAll(async () => {
    await suite.system?.close();
    if (suite.dataDir) rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}

/** Where a route of the contracts' route table is served: straight to its service, or the gateway's own. */
export const serviceUrlOf = (system: EmbeddedSystem, route: ApiRoute): string =>
  ({
    'svc-game': system.services.game,
    'svc-council': system.services.council,
    'svc-analytics': system.services.analytics,
    gateway: system.url,
  })[route.owner];

/** The session cookie a sign-up answers with (201), as the browser sends it back. */
async function signUpCookie(url: string, route: string, body: Record<string, string>): Promise<string> {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A new guest's session cookie, as the browser sends it back. */
export const guestCookie = (url: string, firstName = 'Ada'): Promise<string> =>
  signUpCookie(url, '/api/auth/guest', { firstName });

/** A newly registered player's session cookie, as the browser sends it back. */
export const registeredCookie = (
  url: string,
  account: { firstName: string; username: string; password: string },
): Promise<string> => signUpCookie(url, '/api/auth/register', account);

export interface Answer {
  status: number;
  /** The JSON body, or the text of a body that is not JSON. */
  body: unknown;
}

/** A signed-in player's calls through the gateway, as the browser makes them (no redirects followed). */
export function asPlayer(url: string, cookie: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    return { status: res.status, body: json && text ? (JSON.parse(text) as unknown) : text || null };
  };
  return {
    call,
    get: (path: string) => call('GET', path),
    /**
     * Polls a GET until `done` holds; after `timeoutMs` (default 10 s) fails
     * saying what never happened (`what`) and the last answer.
     */
    async until<T>(
      path: string,
      done: (body: T) => boolean,
      { what, timeoutMs = 10_000 }: { what?: string; timeoutMs?: number } = {},
    ): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { status, body } = await call('GET', path);
        if (status === 200 && done(body as T)) return body as T;
        if (Date.now() > deadline) {
          const never = what ? `${what} never happened in ${timeoutMs / 1000} s: ` : '';
          throw new Error(`${never}${path} not as expected in time: ${JSON.stringify(body)}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * Reads `read` until two reads `quietMs` apart agree (as JSON) and gives the
 * last: what the bus still carries has then been applied. Rejects after
 * `timeoutMs` naming `what`.
 */
export async function still<T>(
  what: string,
  read: () => T | Promise<T>,
  { quietMs = 300, timeoutMs = 20_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  for (;;) {
    await new Promise((r) => setTimeout(r, quietMs));
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    if (Date.now() > deadline) throw new Error(`${what} did not settle in ${timeoutMs / 1000} s`);
    last = next;
  }
}

/**
 * A new guest in llm mode with a started game and an OpenAI key of their own
 * (`encryptedKey`, one the fake provider takes), through the gateway.
 */
export async function llmPlayerWithKey(
  url: string,
  { firstName, keyName, encryptedKey }: { firstName: string; keyName: string; encryptedKey: string },
) {
  const cookie = await guestCookie(url, firstName);
  const player = asPlayer(url, cookie);
  expect(
    (await player.call('PATCH', '/api/auth/user', { gameMode: 'llm', onboardingCompleted: true })).status,
  ).toBe(200);
  expect((await player.call('POST', '/api/game/start')).status).toBe(201);
  expect(
    (await player.call('POST', '/api/api-keys', { provider: 'openai', keyName, encryptedKey })).status,
  ).toBe(201);
  return { cookie, player };
}
