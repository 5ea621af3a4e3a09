// Graceful shutdown of a real process: SIGTERM lands while requests are
// under way; /readyz turns 503 at once, the requests under way complete, the
// stop steps run in order, and the process exits 0. A request that outlives
// the deadline is cut and the exit code says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../src/http/server';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'slow-deployable.ts');
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startDeployable(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slow-deployable-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const logs: Array<{ msg: string; time: number; step?: string }> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as { msg: string; time: number });
    } catch {
      // not a log line
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the deployable did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** Waits until the deployable has logged `msg` at least `count` times. */
  const logged = (msg: string, count = 1) =>
    expect
      .poll(() => logs.filter((l) => l.msg === msg).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(count);
  return { url, child, logs, exited, logged };
}

describe('graceful shutdown of a deployable', () => {
  it('when SIGTERM lands with requests under way, then they complete, /readyz says 503 meanwhile, the steps run in order, and it exits 0', async () => {
    const { url, child, logs, exited, logged } = await startDeployable({ DRAIN_DELAY_MS: '400' });
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${url}/slow?ms=1500`).then(async (r) => ({ status: r.status, body: await r.json() })),
    );
    await logged('slow request started', 5);
    child.kill('SIGTERM');
    await logged('slow-deployable draining');

    const readiness = await fetch(`${url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ message: 'not ready: slow-deployable is shutting down' });

    for (const answer of await Promise.all(inFlight))
      expect(answer).toEqual({ status: 200, body: { done: true } });
    expect(await exited).toBe(0);
    // The listener is gone: nobody new gets in.
    await expect(fetch(`${url}/readyz`)).rejects.toThrow();
    // Each step once, and each done no earlier than the one before it. Compared by the time each line
    // carries: steps done within one millisecond can reach this end of the pipe in another order
    // (seen once in CI).
    const steps = ['stop consumers', 'flush outbox', 'close bus', 'close store', 'flush telemetry'];
    expect(
      logs
        .filter((l) => l.step)
        .map((l) => l.step)
        .sort(),
      JSON.stringify(logs),
    ).toEqual([...steps].sort());
    const doneAt = (step: string) => logs.find((l) => l.step === step)!.time;
    for (let i = 1; i < steps.length; i += 1) {
      expect(doneAt(steps[i]!), JSON.stringify(logs)).toBeGreaterThanOrEqual(doneAt(steps[i - 1]!));
    }
    const flushed = logs.find((l) => l.msg === 'outbox flushed')!.time;
    expect(flushed).toBeGreaterThanOrEqual(doneAt('stop consumers'));
  }, 30_000);

  it('when a request outlives the deadline, then it is cut and the process exits 1', async () => {
    const { url, child, exited, logged } = await startDeployable({ SHUTDOWN_DEADLINE_MS: '500' });
    const stuck = fetch(`${url}/slow?ms=5000`).then(
      (r) => r.status,
      () => 'cut',
    );
    await logged('slow request started');
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await stuck).toBe('cut');
  }, 30_000);
});
