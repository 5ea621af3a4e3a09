// Starts the whole system the way `npm start` does (embedded mode, a fresh
// DATA_DIR, a free port) in a child process, and Debian's Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, headlessChromium } from '@ai-council/web-build/chromium';
import { afterAll, beforeAll, describe } from 'vitest';
import { freePort } from '@ai-council/service-kit';
import { newPlayer, type Player, type PlayerOptions } from './player';

export const hasChromium = existsSync(chromiumPath);

/** Says, where there is no Chromium, that the browser suite `suite` is skipped and how to get one. */
export function warnIfNoChromium(suite: string): void {
  if (!hasChromium)
    console.warn(`[e2e] ${suite} skipped: no Chromium at ${chromiumPath} (apt-get install chromium)`);
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningSystem {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The port comes from binding port 0 and letting it go, so another process
 * (a parallel suite's service) can take it before the system listens: then it
 * exits with EADDRINUSE, and it is started again on another port.
 */
export async function startSystem(extraEnv: Record<string, string> = {}): Promise<RunningSystem> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startSystemOn(await freePort(), extraEnv);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

/**
 * The port answers as a gateway: a parallel suite's service, listening on the port this system was
 * given, answers /healthz too (the player's calls then went to it), but has no /api/auth/status; the
 * system itself, losing the port to it, exits with EADDRINUSE and is started again.
 */
async function isGatewayAt(baseUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/api/auth/status`);
  return res.ok && typeof ((await res.json()) as { loginUrl?: unknown }).loginUrl === 'string';
}

async function startSystemOn(port: number, extraEnv: Record<string, string>): Promise<RunningSystem> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'embedded/src/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  // Once its output is all read (the exit can come before the last of it).
  const closed = new Promise((resolve) => child.once('close', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 360_000;
  for (;;) {
    if (child.exitCode !== null) {
      await closed;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the system exited early:\n${output}`);
    }
    try {
      if (await isGatewayAt(baseUrl)) break;
    } catch {
      // not listening yet (the first start builds the web apps)
    }
    if (Date.now() > deadline) throw new Error(`the system did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  // playwright-core gives every launch a fresh, temporary profile of its own.
  const browser = await chromium.launch(headlessChromium);
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

export interface SystemAndBrowser {
  readonly system: RunningSystem;
  readonly chromium: { browser: Browser; close(): Promise<void> };
  /** A new player on this system, in a browser context of its own (see `newPlayer`). */
  newPlayer(options: PlayerOptions): Promise<Player>;
}

/**
 * One running system and one Chromium for a whole test file, started before
 * its first test and stopped after its last: `const env = useSystemAndBrowser()`,
 * then `env.newPlayer(…)`, `env.system.baseUrl` and `env.chromium.browser` inside the tests.
 */
export function useSystemAndBrowser(
  /** More environment for the system, read when it starts (after the file's earlier beforeAll hooks). */
  env: () => Record<string, string> = () => ({}),
): SystemAndBrowser {
  let system: RunningSystem | undefined;
  let chromium: { browser: Browser; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    system = await startSystem(env());
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await system?.stop();
  });
  const started: SystemAndBrowser = {
    get system() {
      if (!system) throw new Error('the system is not started yet (use it inside a test)');
      return system;
    },
    get chromium() {
      if (!chromium) throw new Error('Chromium is not launched yet (use it inside a test)');
      return chromium;
    },
    newPlayer: (options) => newPlayer(started.chromium.browser, started.system.baseUrl, options),
  };
  return started;
}

/**
 * A browser suite: its tests get one running system and one Chromium (`env`,
 * as `useSystemAndBrowser` gives them); where there is no Chromium it is
 * skipped, and says so.
 */
export function describeInBrowser(
  title: string,
  suite: (env: SystemAndBrowser) => void,
  /** More environment for the system (see `useSystemAndBrowser`). */
  env?: () => Record<string, string>,
): void {
  warnIfNoChromium(title);
  describe.skipIf(!hasChromium)(title, () => suite(useSystemAndBrowser(env)));
}

/**
 * One player for a whole test file, on the file's system and browser (call it
 * after `useSystemAndBrowser`): made before its first test, its browser
 * context closed after its last.
 */
export function usePlayer(env: SystemAndBrowser, options: PlayerOptions): Player {
  let player: Player | undefined;
  beforeAll(async () => {
    player = await env.newPlayer(options);
  });
  afterAll(async () => {
    await player?.close();
  });
  const made = (): Player => {
    if (!player) throw new Error('the player is not made yet (use it inside a test)');
    return player;
  };
  return {
    get context() {
      return made().context;
    },
    get page() {
      return made().page;
    },
    get pageErrors() {
      return made().pageErrors;
    },
    close: () => made().close(),
  };
}
