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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, SecretFileError, freePort, loadConfig } from '@ai-council/service-kit';
import { buildStaleWebApps } from '@ai-council/web-build/freshness';
import {
  distributedEnvSchema,
  sharedEnvironment,
  type DistributedConfig,
  type SharedEnvironment,
} from './config';
import { startRoundRobinFront, type RoundRobinFront } from './round-robin';
import {
  repoRoot,
  services,
  supervise,
  type Deployable,
  type ReplicaProcess,
  type Service,
  type Supervised,
} from './supervise';

export { distributedEnvSchema, type DistributedConfig } from './config';
export type { ReplicaProcess } from './supervise';

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
  tapServiceTraffic?: (service: Service, chunk: Buffer) => void;
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
  if (config.SKIP_WEB_BUILD === '0') buildStaleWebApps(repoRoot, (msg) => log(`runner | ${msg}`));
  const replicas = config.MONGO_URL ? 2 : 1;
  log(
    config.MONGO_URL
      ? 'runner | MongoDB at MONGO_URL: two replicas of each service and of the gateway'
      : 'runner | no MONGO_URL: one replica of each, each service on its own embedded store under ' +
          `${dataDir} (replicas need MongoDB: set MONGO_URL to run two of each)`,
  );
  const run = newRun(config, options, replicas, sharedEnvironment(config, dataDir), log);
  // The services first, so their queues exist before any player arrives.
  const serviceUrls = await startServices(run);
  const gateways = await startGateways(run, serviceUrls);
  return systemOf(run, gateways);
}

/** What one run of the runner holds: its processes, their fronts, and its last log lines. */
interface Run {
  config: DistributedConfig;
  options: RunnerOptions;
  replicas: number;
  shared: SharedEnvironment;
  supervised: Supervised[];
  fronts: RoundRobinFront[];
  recent: string[];
  stopping: boolean;
  say(line: string): void;
  /** Each process its own metrics port, as each pod has its own. */
  metricsPort(): Promise<number | null>;
}

function newRun(
  config: DistributedConfig,
  options: RunnerOptions,
  replicas: number,
  shared: SharedEnvironment,
  log: (line: string) => void,
): Run {
  let nextMetricsPort = config.METRICS_PORT;
  const recent: string[] = [];
  return {
    config,
    options,
    replicas,
    shared,
    supervised: [],
    fronts: [],
    recent,
    stopping: false,
    say(line) {
      recent.push(line);
      if (recent.length > 500) recent.shift();
      log(line);
    },
    async metricsPort() {
      if (nextMetricsPort === undefined) return null;
      if (nextMetricsPort === 0) return freePort();
      return nextMetricsPort++;
    },
  };
}

async function replica(
  run: Run,
  name: string,
  deployable: Deployable,
  port: number,
  env: Record<string, string>,
): Promise<Supervised> {
  return supervise({
    name,
    deployable,
    port,
    metricsPort: await run.metricsPort(),
    env,
    say: run.say,
    stopping: () => run.stopping,
    maxRestartDelayMs: run.options.maxRestartDelayMs ?? 30_000,
  });
}

/** Every service's replicas, each group behind its front; resolves with each service's URL. */
async function startServices(run: Run): Promise<Record<string, string>> {
  const { common, tokenKeys, secrets } = run.shared;
  const serviceUrls: Record<string, string> = {};
  for (const service of services) {
    const group: Supervised[] = [];
    for (let i = 1; i <= run.replicas; i += 1) {
      group.push(
        await replica(run, `${service}#${i}`, service, await freePort(), {
          ...common,
          TOKEN_PUBLIC_KEY: tokenKeys.publicKey,
          ...(service === 'svc-council'
            ? { KEY_ENCRYPTION_KEY: secrets.KEY_ENCRYPTION_KEY, GAME_URL: serviceUrls['svc-game']! }
            : {}),
        }),
      );
    }
    run.supervised.push(...group);
    const tap = run.options.tapServiceTraffic;
    serviceUrls[service] = await frontOf(run, group, 0, '127.0.0.1', tap && ((chunk) => tap(service, chunk)));
  }
  if (run.options.ready !== false) await Promise.all(run.supervised.map((p) => p.waitReady(120_000)));
  return serviceUrls;
}

/** The gateway's replicas, in front of the services; resolves with them and the URL players open. */
async function startGateways(
  run: Run,
  serviceUrls: Record<string, string>,
): Promise<{ gateways: Supervised[]; url: string }> {
  const { config, replicas } = run;
  const { common, tokenKeys, secrets } = run.shared;
  const gateways: Supervised[] = [];
  for (let i = 1; i <= replicas; i += 1) {
    const port = replicas === 1 && config.PORT !== 0 ? config.PORT : await freePort();
    gateways.push(
      await replica(run, `gateway#${i}`, 'gateway', port, {
        ...common,
        HOST: replicas === 1 ? config.HOST : '127.0.0.1',
        SESSION_SECRET: secrets.SESSION_SECRET,
        TOKEN_PRIVATE_KEY: tokenKeys.privateKey,
        WEB_ROOT: repoRoot,
        GAME_URL: serviceUrls['svc-game']!,
        COUNCIL_URL: serviceUrls['svc-council']!,
        ANALYTICS_URL: serviceUrls['svc-analytics']!,
      }),
    );
  }
  run.supervised.push(...gateways);
  const url =
    replicas === 1
      ? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${gateways[0]!.port}`
      : await frontOf(run, gateways, config.PORT, config.HOST);
  if (run.options.ready !== false) await Promise.all(gateways.map((p) => p.waitReady(120_000)));
  return { gateways, url };
}

/** A round-robin front for a group (one replica without a tap needs none); resolves with its URL. */
async function frontOf(
  run: Run,
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
  run.fronts.push(front);
  return front.url;
}

function systemOf(run: Run, { gateways, url }: { gateways: Supervised[]; url: string }): DistributedSystem {
  const { supervised } = run;
  const byName = (name: string): Supervised => {
    const found = supervised.find((p) => p.name === name);
    if (!found)
      throw new Error(`no process named ${name} (have ${supervised.map((p) => p.name).join(', ')})`);
    return found;
  };
  return {
    url,
    replicas: run.replicas,
    processes: supervised,
    kill: (name, signal = 'SIGKILL') => byName(name).signal(signal),
    waitReady: (name, timeoutMs = 60_000) => byName(name).waitReady(timeoutMs),
    recentLogs: () => [...run.recent],
    async close() {
      run.stopping = true;
      const codes: Record<string, number | null> = {};
      // Gateways first (no new players' calls), then the services drain.
      for (const group of [gateways, supervised.filter((p) => p.deployable !== 'gateway')]) {
        await Promise.all(
          group.map(async (p) => {
            codes[p.name] = await p.stop(run.config.SHUTDOWN_DEADLINE_MS + 5_000);
          }),
        );
      }
      await Promise.all(run.fronts.map((f) => f.close()));
      return codes;
    },
  };
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
