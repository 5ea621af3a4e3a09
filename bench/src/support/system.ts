// Starts the embedded system in a child process for a benchmark and signs a
// player in, so both gateway calls (cookie) and direct service calls (the
// gateway's signed user token) can be made.
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTokenKeys, signUserToken, type TokenAudience } from '@ai-council/service-kit';
import { loadTestLimits } from './load-test-limits';

export interface SystemUnderLoad {
  url: string;
  /** The process's metrics endpoint when METRICS_PORT was given (absent on a commit without one). */
  metricsUrl?: string | null;
  services: { game: string; council: string; analytics: string };
  /** Where the system keeps its stores (storage per player is read from it). */
  dataDir: string;
  /** The process id, for CPU sampling. */
  pid: number;
  /** Compacts every store file, then answers their total size in bytes. */
  storedBytes(): Promise<number>;
  /** Profiles the system's CPU from now until the returned stop(), which writes a .cpuprofile file. */
  profile(): Promise<{ stop(file: string): Promise<void> }>;
  /** The gateway's signing key (PEM), to sign tokens a service accepts directly. */
  tokenPrivateKey: string;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function bytesUnder(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    const stat = statSync(entry);
    total += stat.isDirectory() ? bytesUnder(entry) : stat.size;
  }
  return total;
}

export async function startSystemUnderLoad(
  env: Record<string, string> = {},
  /** Another checkout's system (a baseline commit; see baseline.ts): its own code, started the same way. */
  checkout?: string,
): Promise<SystemUnderLoad> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-bench-'));
  const tokenPrivateKey = generateTokenKeys().privateKey;
  const processFile = checkout
    ? path.join(checkout, 'bench', 'src', 'support', 'system-process.ts')
    : path.join(here, 'system-process.ts');
  const child = fork(processFile, [], {
    ...(checkout ? { cwd: checkout } : {}),
    // BENCH_NODE_ARGS: V8 or Node flags for the system's process (e.g. --trace-gc), for experiments.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...loadTestLimits, ...env, DATA_DIR: dataDir, TOKEN_PRIVATE_KEY: tokenPrivateKey },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<{
    url: string;
    services: SystemUnderLoad['services'];
    metricsUrl?: string | null;
  }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as never));
    child.once('exit', (code) => reject(new Error(`the system exited (${code}) before it was up`)));
  });
  const ask = (message: { type: string; file?: string }) =>
    new Promise<void>((resolve) => {
      const done = (reply: unknown) => {
        if ((reply as { type?: string }).type !== `${message.type}-done`) return;
        child.off('message', done);
        resolve();
      };
      child.on('message', done);
      child.send(message);
    });
  return {
    ...address,
    dataDir,
    pid: child.pid!,
    async storedBytes() {
      await ask({ type: 'compact' });
      return bytesUnder(dataDir);
    },
    async profile() {
      await ask({ type: 'profile-start' });
      return { stop: (file: string) => ask({ type: 'profile-stop', file }) };
    },
    tokenPrivateKey,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A guest signed in through the gateway: its cookie, and a token a service accepts directly. */
export async function signInGuest(system: { url: string }, firstName = 'Bench') {
  const res = await fetch(`${system.url}/api/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: system.url },
    body: JSON.stringify({ firstName }),
  });
  if (res.status !== 201) throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

/** A token a service accepts directly, as the gateway would sign it for this player. */
export function directToken(
  system: { tokenPrivateKey: string },
  playerId: string,
  audience: TokenAudience,
): string {
  return signUserToken({ sub: playerId, gameMode: 'demo', firstName: 'Bench' }, system.tokenPrivateKey, {
    audience,
    ttlSeconds: 3600,
  });
}
