// The runner's supervision of one OS process, as an orchestrator would do it:
// a process that dies is started again (backing off if it keeps dying), its
// log lines are prefixed by its name, and it stops with SIGTERM, then SIGKILL
// after a deadline.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const services = ['svc-game', 'svc-council', 'svc-analytics'] as const;
export type Service = (typeof services)[number];
export type Deployable = Service | 'gateway';

/** One supervised OS process: a replica of a deployable. */
export interface ReplicaProcess {
  /** `svc-council#1` */
  readonly name: string;
  readonly deployable: Deployable;
  readonly port: number;
  /** Where its GET /metrics is served, or null without METRICS_PORT. */
  readonly metricsPort: number | null;
  readonly pid: number | undefined;
  /** How many times the runner started it again after it died. */
  readonly restarts: number;
}

export interface Supervised extends ReplicaProcess {
  signal(signal: NodeJS.Signals): void;
  waitReady(timeoutMs: number): Promise<void>;
  /** SIGTERM, then SIGKILL after the deadline; resolves with the exit code. */
  stop(deadlineMs: number): Promise<number | null>;
}

export interface ReplicaSpec {
  name: string;
  deployable: Deployable;
  port: number;
  metricsPort: number | null;
  env: Record<string, string>;
  say: (line: string) => void;
  stopping: () => boolean;
  maxRestartDelayMs: number;
}

export function supervise(spec: ReplicaSpec): Supervised {
  let child: ChildProcess;
  let restarts = 0;
  let exited: Promise<number | null>;
  const label = spec.name.padEnd(15);

  function start(): void {
    const startedAt = Date.now();
    child = spawnDeployable(spec, label);
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.once('exit', (code, signal) => {
      if (spec.stopping()) return;
      // Died on its own (or was killed): start it again, backing off if it keeps dying.
      const quick = Date.now() - startedAt < 10_000;
      const delay = quick ? Math.min(spec.maxRestartDelayMs, 500 * 2 ** Math.min(restarts, 6)) : 500;
      spec.say(`${label}| exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`);
      setTimeout(() => {
        if (spec.stopping()) return;
        restarts += 1;
        start();
      }, delay).unref();
    });
  }
  start();

  return {
    name: spec.name,
    deployable: spec.deployable,
    port: spec.port,
    metricsPort: spec.metricsPort,
    get pid() {
      return child.pid;
    },
    get restarts() {
      return restarts;
    },
    signal: (signal) => {
      child.kill(signal);
    },
    waitReady: (timeoutMs) => waitUntilReady(spec, timeoutMs),
    async stop(deadlineMs) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** The deployable's own `src/start.ts`, as production runs it, its lines prefixed by the label. */
function spawnDeployable(spec: ReplicaSpec, label: string): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, spec.deployable, 'src', 'start.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...spec.env,
        PORT: String(spec.port),
        ...(spec.metricsPort !== null ? { METRICS_PORT: String(spec.metricsPort) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => spec.say(`${label}| ${line}`));
  }
  return child;
}

/** Resolves when the process answers /readyz. */
async function waitUntilReady(spec: ReplicaSpec, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${spec.port}/readyz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${spec.name} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
