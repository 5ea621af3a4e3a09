// Distributed mode on one machine (`npm run start:distributed`): the gateway
// and the three services as separate OS processes, exactly as they run in
// production (each its own `src/start.ts`), talking over the real RabbitMQ at
// AMQP_URL and over HTTP between the gateway and the services.
//
// - With MONGO_URL: every process on MongoDB, two replicas of each service
//   and of the gateway, each group behind a small round-robin front.
// - Without: each service on its own embedded store under DATA_DIR, one
//   replica each (embedded files cannot be shared between processes).
//
// The runner supervises: a process that dies is started again (with backoff),
// as an orchestrator would; logs are prefixed by process; Ctrl-C (or SIGTERM)
// stops them all gracefully, the gateways first.
import { spawn, type ChildProcess } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ConfigError,
  SecretFileError,
  generateTokenKeys,
  loadConfig,
  localSecret,
  serviceEnv,
  telemetryEnv,
  tokenPrivateKey,
} from '@ai-council/service-kit';
import { buildStaleWebApps } from 'embedded';
import { startRoundRobinFront, type RoundRobinFront } from './round-robin';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const distributedEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: serviceEnv.LOG_LEVEL,
  DATA_DIR: z.string().default('.data/distributed'),
  AMQP_URL: z
    .string({
      error:
        'AMQP_URL is required: the distributed mode runs on RabbitMQ (e.g. AMQP_URL=amqp://guest:guest@127.0.0.1:5672 npm run start:distributed)',
    })
    .regex(/^amqps?:\/\//, 'AMQP_URL must start with amqp:// or amqps://'),
  AMQP_NAMESPACE: serviceEnv.AMQP_NAMESPACE,
  MONGO_URL: serviceEnv.MONGO_URL,
  SESSION_SECRET: z.string().min(32).optional(),
  /** The gateway's Ed25519 signing key (PEM); unset, a fresh pair each run (services get the public half only). */
  TOKEN_PRIVATE_KEY: z
    .string()
    .refine((text) => {
      try {
        return Boolean(tokenPrivateKey(text));
      } catch {
        return false;
      }
    }, 'TOKEN_PRIVATE_KEY must be an Ed25519 private key in PEM')
    .optional(),
  KEY_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'KEY_ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  SHUTDOWN_DEADLINE_MS: serviceEnv.SHUTDOWN_DEADLINE_MS,
  /** Skip the "build what is missing" step (tests that serve no pages). */
  SKIP_WEB_BUILD: z.enum(['0', '1']).default('0'),
  /** The first process's metrics port, the next ones counting up from it (0: each a free port); unset, none. */
  METRICS_PORT: telemetryEnv.METRICS_PORT,
  /** Handed to every process: their spans go to this OTLP/HTTP collector. */
  OTEL_EXPORTER_OTLP_ENDPOINT: telemetryEnv.OTEL_EXPORTER_OTLP_ENDPOINT,
});
export type DistributedConfig = z.infer<typeof distributedEnvSchema>;

type Deployable = 'svc-game' | 'svc-council' | 'svc-analytics' | 'gateway';
const services = ['svc-game', 'svc-council', 'svc-analytics'] as const;

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

export interface DistributedSystem {
  url: string;
  replicas: number;
  processes: ReplicaProcess[];
  /** Sends a signal to one process (tests kill one mid-game); the runner restarts it. */
  kill(name: string, signal?: NodeJS.Signals): void;
  /** Resolves when the process answers /readyz (after a restart too). */
  waitReady(name: string, timeoutMs?: number): Promise<void>;
  /** The last lines every process logged, prefixed by its name. */
  recentLogs(): string[];
  /** Stops everything gracefully; resolves with each process's exit code. */
  close(): Promise<Record<string, number | null>>;
}

export interface RunnerOptions {
  /** Where the prefixed log lines go; default stdout. */
  log?: (line: string) => void;
  /** Wait for every process to be ready before resolving (default true). */
  ready?: boolean;
  /**
   * Sees every byte sent to a service (through its front, made even for one replica): what the
   * gateway and the other services send it. Tests check what crosses.
   */
  tapServiceTraffic?: (service: (typeof services)[number], chunk: Buffer) => void;
  /** The longest a process that keeps dying waits before it is started again (default 30 s). */
  maxRestartDelayMs?: number;
}

export async function startDistributed(
  env: Record<string, string | undefined> = process.env,
  options: RunnerOptions = {},
): Promise<DistributedSystem> {
  const config = loadConfig('distributed', distributedEnvSchema, env);
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dataDir = path.resolve(config.DATA_DIR);
  if (config.SKIP_WEB_BUILD === '0') buildStaleWebApps((msg) => log(`runner | ${msg}`));

  const replicas = config.MONGO_URL ? 2 : 1;
  log(
    config.MONGO_URL
      ? 'runner | MongoDB at MONGO_URL: two replicas of each service and of the gateway'
      : 'runner | no MONGO_URL: one replica of each, each service on its own embedded store under ' +
          `${dataDir} (replicas need MongoDB: set MONGO_URL to run two of each)`,
  );

  // Shared by every process, as a secret store would hand them out.
  const tokenKeys = config.TOKEN_PRIVATE_KEY
    ? {
        privateKey: config.TOKEN_PRIVATE_KEY,
        publicKey: createPublicKey(tokenPrivateKey(config.TOKEN_PRIVATE_KEY))
          .export({ type: 'spki', format: 'pem' })
          .toString(),
      }
    : generateTokenKeys();
  const secrets = {
    SESSION_SECRET: config.SESSION_SECRET ?? localSecret(dataDir, 'session'),
    KEY_ENCRYPTION_KEY: config.KEY_ENCRYPTION_KEY ?? localSecret(dataDir, 'key-encryption'),
  };
  const common: Record<string, string> = {
    HOST: '127.0.0.1',
    LOG_LEVEL: config.LOG_LEVEL,
    DATA_DIR: dataDir,
    AMQP_URL: config.AMQP_URL,
    SHUTDOWN_DEADLINE_MS: String(config.SHUTDOWN_DEADLINE_MS),
    ...(config.AMQP_NAMESPACE ? { AMQP_NAMESPACE: config.AMQP_NAMESPACE } : {}),
    ...(config.MONGO_URL ? { MONGO_URL: config.MONGO_URL } : {}),
    ...(config.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { OTEL_EXPORTER_OTLP_ENDPOINT: config.OTEL_EXPORTER_OTLP_ENDPOINT }
      : {}),
  };
  let nextMetricsPort = config.METRICS_PORT;
  /** Each process its own metrics port, as each pod has its own. */
  const metricsPort = async (): Promise<number | null> => {
    if (nextMetricsPort === undefined) return null;
    if (nextMetricsPort === 0) return freePort();
    return nextMetricsPort++;
  };

  const supervised: Supervised[] = [];
  const recent: string[] = [];
  const say = (line: string) => {
    recent.push(line);
    if (recent.length > 500) recent.shift();
    log(line);
  };
  let stopping = false;

  // The services first, so their queues exist before any player arrives.
  const fronts: RoundRobinFront[] = [];
  const serviceUrls: Record<string, string> = {};
  for (const service of services) {
    const group: Supervised[] = [];
    for (let i = 1; i <= replicas; i += 1) {
      group.push(
        supervise({
          name: `${service}#${i}`,
          deployable: service,
          port: await freePort(),
          metricsPort: await metricsPort(),
          env: {
            ...common,
            TOKEN_PUBLIC_KEY: tokenKeys.publicKey,
            ...(service === 'svc-council'
              ? { KEY_ENCRYPTION_KEY: secrets.KEY_ENCRYPTION_KEY, GAME_URL: serviceUrls['svc-game']! }
              : {}),
          },
          say,
          stopping: () => stopping,
          maxRestartDelayMs: options.maxRestartDelayMs ?? 30_000,
        }),
      );
    }
    supervised.push(...group);
    const tap = options.tapServiceTraffic;
    serviceUrls[service] = await frontOf(group, 0, '127.0.0.1', tap && ((chunk) => tap(service, chunk)));
  }
  if (options.ready !== false) await Promise.all(supervised.map((p) => p.waitReady(120_000)));

  const gateways: Supervised[] = [];
  for (let i = 1; i <= replicas; i += 1) {
    gateways.push(
      supervise({
        name: `gateway#${i}`,
        deployable: 'gateway',
        port: replicas === 1 && config.PORT !== 0 ? config.PORT : await freePort(),
        metricsPort: await metricsPort(),
        env: {
          ...common,
          HOST: replicas === 1 ? config.HOST : '127.0.0.1',
          SESSION_SECRET: secrets.SESSION_SECRET,
          TOKEN_PRIVATE_KEY: tokenKeys.privateKey,
          WEB_ROOT: repoRoot,
          GAME_URL: serviceUrls['svc-game']!,
          COUNCIL_URL: serviceUrls['svc-council']!,
          ANALYTICS_URL: serviceUrls['svc-analytics']!,
        },
        say,
        stopping: () => stopping,
        maxRestartDelayMs: options.maxRestartDelayMs ?? 30_000,
      }),
    );
  }
  supervised.push(...gateways);
  const url =
    replicas === 1
      ? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${gateways[0]!.port}`
      : await frontOf(gateways, config.PORT, config.HOST);
  if (options.ready !== false) await Promise.all(gateways.map((p) => p.waitReady(120_000)));

  async function frontOf(
    group: Supervised[],
    port: number,
    host = '127.0.0.1',
    tap?: (chunk: Buffer) => void,
  ): Promise<string> {
    if (group.length === 1 && !tap) return `http://127.0.0.1:${group[0]!.port}`;
    const front = await startRoundRobinFront({
      host,
      port,
      targets: () => group.map((p) => p.port),
      ...(tap ? { tap } : {}),
    });
    fronts.push(front);
    return front.url;
  }

  const byName = (name: string): Supervised => {
    const found = supervised.find((p) => p.name === name);
    if (!found)
      throw new Error(`no process named ${name} (have ${supervised.map((p) => p.name).join(', ')})`);
    return found;
  };

  return {
    url,
    replicas,
    processes: supervised,
    kill: (name, signal = 'SIGKILL') => byName(name).signal(signal),
    waitReady: (name, timeoutMs = 60_000) => byName(name).waitReady(timeoutMs),
    recentLogs: () => [...recent],
    async close() {
      stopping = true;
      const codes: Record<string, number | null> = {};
      // Gateways first (no new players' calls), then the services drain.
      for (const group of [gateways, supervised.filter((p) => p.deployable !== 'gateway')]) {
        await Promise.all(
          group.map(async (p) => {
            codes[p.name] = await p.stop(config.SHUTDOWN_DEADLINE_MS + 5_000);
          }),
        );
      }
      await Promise.all(fronts.map((f) => f.close()));
      return codes;
    },
  };
}

interface Supervised extends ReplicaProcess {
  signal(signal: NodeJS.Signals): void;
  waitReady(timeoutMs: number): Promise<void>;
  /** SIGTERM, then SIGKILL after the deadline; resolves with the exit code. */
  stop(deadlineMs: number): Promise<number | null>;
}

function supervise(spec: {
  name: string;
  deployable: Deployable;
  port: number;
  metricsPort: number | null;
  env: Record<string, string>;
  say: (line: string) => void;
  stopping: () => boolean;
  maxRestartDelayMs: number;
}): Supervised {
  let child: ChildProcess;
  let restarts = 0;
  let exited: Promise<number | null>;
  let startedAt = 0;
  const label = spec.name.padEnd(15);

  function start(): void {
    startedAt = Date.now();
    child = spawn(
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
    async waitReady(timeoutMs) {
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
    },
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

/** A port nobody listens on now (the OS picks it; the process binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  process.umask(0o077);
  startDistributed()
    .then((system) => {
      console.log(`\n  AI Council (distributed, ${system.replicas} of each) is running at ${system.url}\n`);
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        console.log('\n  stopping every process…');
        system.close().then(
          (codes) => process.exit(Object.values(codes).every((c) => c === 0) ? 0 : 1),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof SecretFileError ? error.message : error);
      process.exit(1);
    });
}
