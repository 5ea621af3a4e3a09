// Gateway overhead: the same polled routes called directly on their service
// and through the gateway, in one run, with one load generator (autocannon,
// 50 connections) in this process and the system in its own process(es). Run
// once per transport: the embedded gateway handing calls to the services' apps
// on its own thread; and the gateway tier as deployed, the gateway proxying to
// svc-council on a core of its own (a thread of `npm start`, a process of the
// distributed mode). Each
// cell warms both ways, then loads them in turn, ROUNDS times: this machine's
// speed drifts by a quarter within minutes, which one stretch of each read as a ratio.
// Budget (issue 11): in process, ≥ 0.7× direct throughput, p99 within direct + 10 ms;
// (issue 22) the http transport of the gateway tier ≥ 0.6× direct on the overview.
// BENCH_DURATION_S sets the seconds per stretch (default 10); BENCH_TRANSPORTS
// (ids, comma-separated) measures only those rows, for experiments; BENCH_CPU_PROF=1
// writes a CPU profile of each cell's first gateway stretch to /tmp/prof.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuSecondsOf, startDistributedUnderLoad } from './support/distributed-process';
import { directToken, signInGuest, startSystemUnderLoad, type SystemUnderLoad } from './support/system';
import type { Budget, BenchResult } from './support/report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
/**
 * Stretches of each way per cell, in turn (direct, gateway, direct, …): five, since one pair of 10 s stretches
 * read the gateway tier's ratio anywhere from 0.45 to 0.82 on one commit (2026-12-03), the machine shared.
 */
const ROUNDS = 5;
/** Seconds each way is loaded before a cell counts (JIT, pools, connections). */
const WARM_UP_S = 3;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Calls answered. */
  calls: number;
  /** CPU seconds the system spent meanwhile, by process: the one embedded process, or the gateway and the service. */
  cpu: CpuByProcess;
}

type CpuByProcess = Record<string, number>;

const byProcess = (cpu: CpuByProcess, f: (seconds: number, process: string) => number): CpuByProcess =>
  Object.fromEntries(Object.entries(cpu).map(([process, seconds]) => [process, f(seconds, process)]));

/** The system a cell loads: embedded in one process, or the distributed mode's processes. */
interface Tested {
  url: string;
  services: SystemUnderLoad['services'];
  tokenPrivateKey: string;
  profile: SystemUnderLoad['profile'] | null;
  /** CPU seconds so far: the one process's, or the gateway's and the named service's. */
  cpuSeconds(service: Route['service']): CpuByProcess;
  stop(): Promise<void>;
}

async function startTested(mode: 'embedded' | 'distributed', env: Record<string, string>): Promise<Tested> {
  if (mode === 'distributed') {
    const system = await startDistributedUnderLoad(env);
    const pidOf = (deployable: string) => system.processes.find((p) => p.name === `${deployable}#1`)!.pid;
    return {
      ...system,
      profile: null,
      cpuSeconds: (service) => ({
        gateway: cpuSecondsOf(pidOf('gateway')),
        [`svc-${service}`]: cpuSecondsOf(pidOf(`svc-${service}`)),
      }),
    };
  }
  const system = await startSystemUnderLoad(env);
  return { ...system, cpuSeconds: () => ({ 'the one process': cpuSecondsOf(system.pid) }) };
}

async function load(
  system: Tested,
  service: Route['service'],
  url: string,
  headers: Record<string, string>,
  duration = DURATION_S,
): Promise<Figures> {
  const before = system.cpuSeconds(service);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    calls: result.requests.total,
    cpu: byProcess(system.cpuSeconds(service), (seconds, process) => seconds - before[process]!),
  };
}

/**
 * The TCP connections to a port that the kernel knows of (open or recently closed), by their local
 * address and port: a connection is counted as opened once, whatever state it moves through.
 */
function connectionsTo(serviceUrl: string): Set<string> {
  const port = new URL(serviceUrl).port;
  try {
    const out = execFileSync('ss', ['-tanH', 'state', 'all', `( dport = :${port} )`], { encoding: 'utf8' });
    return new Set(
      out
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => line.trim().split(/\s+/)[3]!),
    );
  } catch {
    return new Set();
  }
}

const routes = [
  { name: 'GET /api/game/state', path: '/api/game/state', service: 'game' },
  { name: 'GET /api/dashboard/overview', path: '/api/dashboard/overview', service: 'council' },
] as const;
type Route = (typeof routes)[number];

const overview = routes.filter((route) => route.service === 'council');

/**
 * How the gateway reaches the service (`id` names the figures the capacity model reads). On one loop
 * (embedded on one core: BENCH_SERVICES_ON_THREADS=0) the gateway hands the call to the service's app. The
 * gateway tier rows are the deployed cases, the gateway proxying over loopback HTTP (its one proxy, undici's
 * pools) to svc-council on a core of its own: `npm start`'s threads and the distributed mode's processes.
 */
const transports = [
  {
    id: 'in-process',
    name: 'in-process',
    mode: 'embedded',
    tier: false,
    env: { BENCH_SERVICES_ON_THREADS: '0' },
    routes,
  },
  {
    id: 'threads',
    name: 'http (undici pool), gateway tier: every service on a thread of its own',
    mode: 'embedded',
    tier: true,
    env: { BENCH_SERVICES_ON_THREADS: '1' },
    routes: overview,
  },
  {
    id: 'distributed',
    name: 'http (undici pool), gateway tier: distributed processes',
    mode: 'distributed',
    tier: true,
    env: {},
    routes: overview,
  },
] as const;
type Transport = (typeof transports)[number];

/** A player through the gateway and one calling the services directly, each with a started game. */
async function twoPlayers(system: Tested) {
  const { cookie } = await signInGuest(system);
  const viaGateway = { cookie };
  const direct = (service: 'game' | 'council' | 'analytics') => ({
    'x-user-token': directToken(system, 'bench-direct-player', `svc-${service}`),
  });
  // Start both players' games (reads never create one); the council's view follows from game.started.
  await fetch(`${system.url}/api/game/start`, {
    method: 'POST',
    headers: { ...viaGateway, origin: system.url },
  });
  await fetch(`${system.services.game}/api/game/start`, { method: 'POST', headers: direct('game') });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { viaGateway, direct };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sum = (values: number[]) => values.reduce((total, x) => total + x, 0);

/** A way's stretches as one: mean throughput, median latencies, every error, calls and CPU summed. */
const together = (stretches: Figures[]): Figures => ({
  rps: sum(stretches.map((f) => f.rps)) / stretches.length,
  p50: median(stretches.map((f) => f.p50)),
  p99: median(stretches.map((f) => f.p99)),
  errors: sum(stretches.map((f) => f.errors)),
  calls: sum(stretches.map((f) => f.calls)),
  cpu: byProcess(stretches[0]!.cpu, (_, process) => sum(stretches.map((f) => f.cpu[process]!))),
});

/** CPU milliseconds per call answered, by process. */
const cpuPerCall = ({ cpu, calls }: Figures) =>
  byProcess(cpu, (seconds) => (seconds * 1000) / Math.max(1, calls));

/** "svc-council 0.28 → gateway 0.25 + svc-council 0.27 ms": what each process spent per call, each way. */
function cpuColumn(d: Figures, g: Figures): string {
  const parts = (cpu: CpuByProcess) =>
    Object.entries(cpu)
      .map(([process, ms]) => `${process} ${ms.toFixed(2)}`)
      .join(' + ');
  // Directly, the gateway's process idles: only the service's part is the call's.
  const { gateway: _idle, ...direct } = cpuPerCall(d);
  return `${parts(direct)} → ${parts(cpuPerCall(g))} ms`;
}

/**
 * One cell: both ways warmed, then the route loaded directly and through the gateway in turn, counting
 * the upstream connections the gateway opened while it was loaded.
 */
async function measureCell(
  system: Tested,
  transport: Transport,
  route: Route,
  { viaGateway, direct }: Awaited<ReturnType<typeof twoPlayers>>,
) {
  const serviceUrl = system.services[route.service];
  const directly = (duration?: number) =>
    load(system, route.service, `${serviceUrl}${route.path}`, direct(route.service), duration);
  const through = (duration?: number) =>
    load(system, route.service, `${system.url}${route.path}`, viaGateway, duration);
  await directly(WARM_UP_S);
  await through(WARM_UP_S);
  const d: Figures[] = [];
  const g: Figures[] = [];
  let opened = 0;
  for (let round = 0; round < ROUNDS; round++) {
    d.push(await directly());
    // The direct stretch's own connections are closing now: known before the gateway's stretch, not counted.
    const before = connectionsTo(serviceUrl);
    const profile =
      process.env.BENCH_CPU_PROF && round === 0 && system.profile ? await system.profile() : null;
    g.push(await through());
    if (profile) {
      mkdirSync('/tmp/prof', { recursive: true });
      await profile.stop(`/tmp/prof/gateway-${transport.id}-${route.service}.cpuprofile`);
    }
    for (const connection of connectionsTo(serviceUrl)) if (!before.has(connection)) opened += 1;
  }
  const ratios = g.map((figures, round) => figures.rps / d[round]!.rps);
  return { d: together(d), g: together(g), opened, ratio: together(g).rps / together(d).rps, ratios };
}

type Cell = Awaited<ReturnType<typeof measureCell>>;

/** The budgets a cell answers to: issue 22's for the gateway tier on the overview, issue 11's in process. */
function budgetsOf(transport: Transport, route: Route, { d, g, ratio }: Cell): Budget[] {
  const budgets: Budget[] = [];
  if (transport.tier && route.service === 'council') {
    budgets.push({
      figure: `${transport.name}, ${route.name} ratio to direct`,
      budget: '≥ 0.60',
      measured: `${ratio.toFixed(2)} (p99 ${g.p99} ms)`,
      met: ratio >= 0.6,
    });
  }
  if (transport.id === 'in-process') {
    budgets.push(
      {
        figure: `${route.name} ratio to direct`,
        budget: '≥ 0.70',
        measured: ratio.toFixed(2),
        met: ratio >= 0.7,
      },
      {
        figure: `${route.name} p99 over direct`,
        budget: '≤ +10 ms',
        measured: `${g.p99 >= d.p99 ? '+' : '−'}${Math.abs(g.p99 - d.p99)} ms`,
        met: g.p99 <= d.p99 + 10,
      },
    );
  }
  return budgets;
}

export async function run(): Promise<BenchResult> {
  const rows: string[] = [];
  const verdicts: string[] = [];
  const budgets: Budget[] = [];
  const figures: Record<string, number> = {};
  const only = process.env.BENCH_TRANSPORTS?.split(',');
  for (const transport of transports.filter(({ id }) => !only || only.includes(id))) {
    const system = await startTested(transport.mode, transport.env);
    try {
      const players = await twoPlayers(system);
      for (const route of transport.routes) {
        const cell = await measureCell(system, transport, route, players);
        const { d, g, opened, ratio, ratios } = cell;
        const perTenThousand = (opened / Math.max(1, g.calls)) * 10_000;
        rows.push(
          `| ${transport.name} | ${route.name} | ${d.rps.toFixed(0)} req/s, p50 ${d.p50} ms, p99 ${d.p99} ms | ${g.rps.toFixed(0)} req/s, p50 ${g.p50} ms, p99 ${g.p99} ms | **${ratio.toFixed(2)}** (${ratios.map((r) => r.toFixed(2)).join(', ')}) | ${cpuColumn(d, g)} | ${d.errors + g.errors} | ${opened} (${perTenThousand.toFixed(1)}) |`,
        );
        const key = `${transport.id}:${route.service}`;
        figures[`${key}:gatewayRps`] = g.rps;
        figures[`${key}:ratio`] = ratio;
        const through = cpuPerCall(g);
        if (through.gateway !== undefined) {
          figures[`${key}:gatewayCpuMsPerCall`] = through.gateway;
          figures[`${key}:serviceCpuMsPerCall`] = through[`svc-${route.service}`]!;
        }
        const held = budgetsOf(transport, route, cell);
        budgets.push(...held);
        verdicts.push(
          held.length > 0
            ? `- ${transport.name}, ${route.name}: ${held.map((b) => `${b.figure.replace(`${transport.name}, ${route.name} `, '')} ${b.measured}, ${b.met ? 'within' : 'outside'} the ${b.budget} budget`).join('; ')}.`
            : `- ${transport.name}, ${route.name}: ratio ${ratio.toFixed(2)}: on one loop the gateway's share of a call's CPU is about 1 − ratio, ${((1 - ratio) * 100).toFixed(0)} %; gateway p99 ${g.p99} ms against direct ${d.p99} ms.`,
        );
      }
    } finally {
      await system.stop();
    }
  }

  const markdown = `The embedded system in its own process, or the distributed mode's processes (the gateway and each service its
own, on RabbitMQ); autocannon with ${CONNECTIONS} connections from this process. Each cell loads
both ways for ${WARM_UP_S} s (not counted), then directly and through the gateway in turn, ${ROUNDS} stretches of ${DURATION_S} s
each: throughput is the stretches' mean, p50 and p99 their median, the ratio the mean through the gateway over the
mean direct (each stretch's own ratio in brackets). CPU per call is read from /proc over the same stretches.
Direct calls carry the signed user token the gateway would add; gateway calls carry the session cookie.
"Transport" is how the gateway reaches the service: \`in-process\` hands the call to the service's Express app in
the same thread (\`npm start\` on one core); the others proxy over loopback HTTP through the gateway's one proxy
(undici's pools). "Gateway tier": the gateway and svc-council each on a core of its own, as deployed: \`npm start\`'s
threads and the distributed mode's processes; these rows answer to issue 22's ≥ 0.6.

| transport | route | direct to the service | through the gateway | ratio (each stretch) | CPU per call, direct → through | errors | upstream connections opened while measured (per 10,000 proxied requests) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${verdicts.join('\n')}
`;
  return { markdown, figures, budgets };
}
