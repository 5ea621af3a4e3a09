// The distributed mode under load, as `npm run start:distributed` runs it on
// one machine: the gateway and the three services each their own OS process
// (each its own `src/start.ts`), on the real RabbitMQ at AMQP_URL (default the
// local broker, guest/guest), each service on its own embedded store (one
// replica each; replicas need MongoDB). The broker objects live under a
// namespace of their own and are removed at the end.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import { generateTokenKeys } from '@ai-council/service-kit';
import { deleteBusTopology } from '@ai-council/service-kit/testing';
import { loadTestLimits } from './load-test-limits';
import { startDistributed } from 'distributed';

export interface DistributedUnderLoad {
  url: string;
  /** Each process's name and id, for CPU sampling. */
  processes: Array<{ name: string; pid: number }>;
  /** Each service's own address (one replica each), for calls that bypass the gateway. */
  services: { game: string; council: string; analytics: string };
  /** The gateway's signing key (PEM), to sign tokens a service accepts directly. */
  tokenPrivateKey: string;
  stop(): Promise<void>;
}

const DEFAULT_AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672';

/** `env`: more variables for every process (e.g. TRUST_PROXY), taken back when the system stops. */
export async function startDistributedUnderLoad(
  env: Record<string, string> = {},
): Promise<DistributedUnderLoad> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-bench-distributed-'));
  const amqpUrl = process.env.AMQP_URL ?? DEFAULT_AMQP_URL;
  const namespace = `bench-${process.pid}-${Date.now()}`;
  const tokenPrivateKey = generateTokenKeys().privateKey;
  // The runner hands its own environment to every process it starts (and starts again), the gateway's limits included.
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, loadTestLimits, env);
  const system = await startDistributed(
    {
      PORT: '0',
      DATA_DIR: dataDir,
      AMQP_URL: amqpUrl,
      AMQP_NAMESPACE: namespace,
      LOG_LEVEL: 'error',
      SKIP_WEB_BUILD: '1',
      SHUTDOWN_DEADLINE_MS: '10000',
      TOKEN_PRIVATE_KEY: tokenPrivateKey,
    },
    // Errors and restarts are worth seeing while the load runs; the rest is noise.
    { log: (line) => (/error|exited|fatal/i.test(line) ? console.error(`  ${line}`) : undefined) },
  );
  const serviceUrl = (service: string) =>
    `http://127.0.0.1:${system.processes.find((p) => p.deployable === service)!.port}`;
  return {
    url: system.url,
    processes: system.processes.map((p) => ({ name: p.name, pid: p.pid! })),
    services: {
      game: serviceUrl('svc-game'),
      council: serviceUrl('svc-council'),
      analytics: serviceUrl('svc-analytics'),
    },
    tokenPrivateKey,
    async stop() {
      await system.close();
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await removeNamespace(amqpUrl, namespace);
    },
  };
}

/** The run's exchange and queues go: the broker keeps nothing of a benchmark. */
async function removeNamespace(amqpUrl: string, namespace: string): Promise<void> {
  const connection = await amqp.connect(amqpUrl);
  try {
    await deleteBusTopology(await connection.createChannel(), {
      exchange: `${namespace}.ai-council.events`,
      queues: ['svc-game', 'svc-council', 'svc-analytics'].map((service) => `${namespace}.${service}`),
    });
  } finally {
    await connection.close();
  }
}

/** A process's CPU time so far, in seconds (utime + stime from /proc). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
