// What the distributed drills share: a player talking to the gateway as a
// browser does, waiting for the eventual, counting the CFO's briefings, and
// leaving the broker as the drill found it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { deleteBusTopology } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { startDistributed, type DistributedSystem, type RunnerOptions } from '../../src/start';

export interface Scenario {
  id: string;
  title: string;
  status: string;
}
export interface Communication {
  id: string;
  message: string;
}

/** A player's session with the gateway: cookie and same-origin headers, as the browser sends them. */
export class Player {
  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  static async signUp(url: string, firstName: string): Promise<Player> {
    const res = await fetch(`${url}/api/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ firstName }),
    });
    expect(res.status).toBe(201);
    return new Player(
      url,
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }

  /** One call; a call that outlives `timeoutMs` is aborted (a drill never hangs on a dead process). */
  async call<T>(
    method: string,
    route: string,
    body?: unknown,
    timeoutMs = 15_000,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.url}${route}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T };
  }

  async get<T>(route: string): Promise<T> {
    const { status, body } = await this.call<T>('GET', route);
    if (status !== 200) throw new Error(`GET ${route}: ${status} ${JSON.stringify(body)}`);
    return body;
  }
}

/** A new player whose game has started, once the council has opened its first scenarios. */
export async function playerWithOpeningScenarios(
  url: string,
  firstName: string,
): Promise<{ player: Player; opening: Scenario[] }> {
  const player = await Player.signUp(url, firstName);
  expect((await player.call('POST', '/api/game/start')).status).toBe(201);
  const opening = await until('the opening scenarios', async () => {
    const scenarios = await player.get<Scenario[]>('/api/scenarios');
    return scenarios.length > 0 ? scenarios : undefined;
  });
  return { player, opening };
}

/** Asks until `probe` gives a value (errors count as "not yet"). */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  context: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The CFO's briefings, by quarter label ("Q2 Year 1 briefing: …"). */
export function briefingsOf(communications: Communication[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of communications) {
    const match = /^(.+?) briefing:/.exec(c.message);
    if (match) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

/** The drill's own exchange and queues go; the broker keeps nothing of it. */
export async function removeFromBroker(amqpUrl: string, namespace: string, queues: string[] = []) {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  for (const queue of queues) await channel.deleteQueue(queue);
  await deleteBusTopology(channel, {
    exchange: `${namespace}.ai-council.events`,
    queues: ['svc-game', 'svc-council', 'svc-analytics'].map((service) => `${namespace}.${service}`),
  });
  await connection.close();
}

/**
 * Messages the deployment's service queues still hold, ready or delivered and not yet acknowledged: 0 once
 * every message routed to them is handled. Read with rabbitmqctl on this machine (AMQP gives only the ready
 * count); null where rabbitmqctl cannot reach the broker.
 */
export async function messagesInFlight(namespace: string): Promise<number | null> {
  const queues = new Set(['svc-game', 'svc-council', 'svc-analytics'].map((s) => `${namespace}.${s}`));
  let listing: string;
  try {
    ({ stdout: listing } = await promisify(execFile)(
      'rabbitmqctl',
      ['-q', 'list_queues', 'name', 'messages_ready', 'messages_unacknowledged'],
      { timeout: 30_000 },
    ));
  } catch {
    return null;
  }
  return listing
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([name]) => queues.has(name!))
    .reduce((n, [, ready, unacked]) => n + Number(ready) + Number(unacked), 0);
}

/** Messages each service's dead-letter queue holds: a drill that loses nothing leaves them empty. */
export async function deadLettered(amqpUrl: string, namespace: string): Promise<Record<string, number>> {
  const connection = await amqp.connect(amqpUrl);
  try {
    const counts: Record<string, number> = {};
    for (const service of ['svc-game', 'svc-council', 'svc-analytics']) {
      // A channel per check: checking a queue that does not exist closes the channel.
      const channel = await connection.createChannel();
      counts[service] = await channel
        .checkQueue(`${namespace}.${service}.dead-letter`)
        .then((q) => q.messageCount)
        .catch(() => 0);
      await channel.close().catch(() => undefined);
    }
    return counts;
  } finally {
    await connection.close();
  }
}

/**
 * The environment a drill starts the distributed mode with: any free port, its
 * own data and broker namespace, no web build; `more` adds to it or overrides it.
 */
export function drillEnv(
  run: { dataDir: string; amqpUrl: string; namespace: string },
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: '0',
    DATA_DIR: run.dataDir,
    AMQP_URL: run.amqpUrl,
    AMQP_NAMESPACE: run.namespace,
    LOG_LEVEL: 'warn',
    SKIP_WEB_BUILD: '1',
    ...more,
  };
}

export interface DrillDeployment {
  readonly system: DistributedSystem;
  /** The file's own broker namespace: its exchange and queues carry it. */
  readonly namespace: string;
  /** Every line the processes logged. */
  readonly lines: string[];
}

/**
 * The distributed mode for a whole test file, on the real RabbitMQ, with its own data folder and broker
 * namespace (`drill` names both): started before the file's first test, stopped and removed after its last.
 * `env` is read when it starts (after the file's earlier beforeAll hooks).
 */
export function useDistributedSystem(
  drill: string,
  amqpUrl: string | undefined,
  { env = () => ({}), ...options }: { env?: () => Record<string, string> } & Omit<RunnerOptions, 'log'> = {},
): DrillDeployment {
  const namespace = `test-${drill}-${process.pid}-${Date.now()}`;
  const lines: string[] = [];
  let system: DistributedSystem | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `ai-council-${drill}-`));
    system = await startDistributed(drillEnv({ dataDir, amqpUrl: amqpUrl!, namespace }, env()), {
      ...options,
      log: (line) => lines.push(line),
    });
  }, 180_000);
  afterAll(async () => {
    await system?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await removeFromBroker(amqpUrl!, namespace);
  }, 60_000);
  return {
    get system() {
      if (!system) throw new Error('the system is not started yet (use it inside a test)');
      return system;
    },
    namespace,
    lines,
  };
}
