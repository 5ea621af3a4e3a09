// Gateway overhead: the same polled routes called directly on their service
// and through the gateway, in one run, with one load generator (autocannon,
// 50 connections) in this process and the system in its own process. Run
// once per embedded transport: the gateway handing calls to the services'
// apps in process, and proxying them over loopback HTTP (as distributed) with
// http-proxy-middleware or with undici's pools. Each cell warms both ways,
// then loads them in turn, ROUNDS times: this machine's speed drifts by a
// quarter within minutes, which one stretch of each read as a ratio.
// Budget (issue 11): gateway ≥ 0.7× direct throughput, p99 within direct + 10 ms;
// (issue 22) the http transports ≥ 0.6× direct on the overview.
// BENCH_DURATION_S sets the seconds per stretch (default 10); BENCH_CPU_PROF=1
// writes a CPU profile of each cell's first gateway stretch to /tmp/prof.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { directToken, signInGuest, startSystemUnderLoad, type SystemUnderLoad } from './support/system';
import type { Budget, BenchResult } from './support/report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
/** Stretches of each way per cell, in turn (direct, gateway, direct, …). */
const ROUNDS = 3;
/** Seconds each way is loaded before a cell counts (JIT, pools, connections). */
const WARM_UP_S = 3;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, duration = DURATION_S): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
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

/**
 * How the gateway reaches the service. On one thread the proxy's HTTP work comes out of the service's own
 * loop; the last row is a gateway tier's case, the gateway proxying over loopback HTTP to a service that
 * runs on a core of its own (EMBEDDED_THREADS=2 puts svc-council on its own thread, reached through
 * undici's pool), as the distributed mode's processes do.
 */
const transports = [
  { name: 'in-process', env: { GATEWAY_DISPATCH: 'in-process' }, routes },
  { name: 'http', env: { GATEWAY_DISPATCH: 'http' }, routes },
  { name: 'http-pool', env: { GATEWAY_DISPATCH: 'http-pool' }, routes },
  {
    name: 'http-pool, svc-council on its own thread',
    env: { GATEWAY_DISPATCH: 'http-pool', EMBEDDED_THREADS: '2' },
    routes: routes.filter((route) => route.service === 'council'),
  },
] as const;
type Transport = (typeof transports)[number]['name'];

/** A player through the gateway and one calling the services directly, each with a started game. */
async function twoPlayers(system: SystemUnderLoad) {
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

/** A way's stretches as one: mean throughput, median latencies, every error. */
const together = (stretches: Figures[]): Figures => ({
  rps: stretches.reduce((sum, f) => sum + f.rps, 0) / stretches.length,
  p50: median(stretches.map((f) => f.p50)),
  p99: median(stretches.map((f) => f.p99)),
  errors: stretches.reduce((sum, f) => sum + f.errors, 0),
});

/**
 * One cell: both ways warmed, then the route loaded directly and through the gateway in turn, counting
 * the upstream connections the gateway opened while it was loaded.
 */
async function measureCell(
  system: SystemUnderLoad,
  transport: Transport,
  route: Route,
  { viaGateway, direct }: Awaited<ReturnType<typeof twoPlayers>>,
) {
  const serviceUrl = system.services[route.service];
  const directly = (duration?: number) => load(`${serviceUrl}${route.path}`, direct(route.service), duration);
  const through = (duration?: number) => load(`${system.url}${route.path}`, viaGateway, duration);
  await directly(WARM_UP_S);
  await through(WARM_UP_S);
  const d: Figures[] = [];
  const g: Figures[] = [];
  let opened = 0;
  for (let round = 0; round < ROUNDS; round++) {
    d.push(await directly());
    // The direct stretch's own connections are closing now: known before the gateway's stretch, not counted.
    const before = connectionsTo(serviceUrl);
    const profile = process.env.BENCH_CPU_PROF && round === 0 ? await system.profile() : null;
    g.push(await through());
    if (profile) {
      mkdirSync('/tmp/prof', { recursive: true });
      await profile.stop(`/tmp/prof/gateway-${transport.replace(/\W+/g, '-')}-${route.service}.cpuprofile`);
    }
    for (const connection of connectionsTo(serviceUrl)) if (!before.has(connection)) opened += 1;
  }
  const ratios = g.map((figures, round) => figures.rps / d[round]!.rps);
  return { d: together(d), g: together(g), opened, ratio: together(g).rps / together(d).rps, ratios };
}

type Cell = Awaited<ReturnType<typeof measureCell>>;

/** The budgets a cell answers to: issue 22's for the http transports on the overview, issue 11's in process. */
function budgetsOf(transport: Transport, route: Route, { d, g, ratio }: Cell): Budget[] {
  const budgets: Budget[] = [];
  if (transport !== 'in-process' && route.service === 'council') {
    budgets.push({
      figure: `${transport} transport, ${route.name} ratio to direct`,
      budget: '≥ 0.60',
      measured: `${ratio.toFixed(2)} (p99 ${g.p99} ms)`,
      met: ratio >= 0.6,
    });
  }
  if (transport === 'in-process') {
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
  for (const { name: transport, env, routes: measured } of transports) {
    const system = await startSystemUnderLoad(env);
    try {
      const players = await twoPlayers(system);
      for (const route of measured) {
        const cell = await measureCell(system, transport, route, players);
        const { d, g, opened, ratio, ratios } = cell;
        const perTenThousand = (opened / Math.max(1, g.rps * DURATION_S * ROUNDS)) * 10_000;
        rows.push(
          `| ${transport} | ${route.name} | ${d.rps.toFixed(0)} req/s, p50 ${d.p50} ms, p99 ${d.p99} ms | ${g.rps.toFixed(0)} req/s, p50 ${g.p50} ms, p99 ${g.p99} ms | **${ratio.toFixed(2)}** (${ratios.map((r) => r.toFixed(2)).join(', ')}) | ${d.errors + g.errors} | ${opened} (${perTenThousand.toFixed(1)}) |`,
        );
        figures[`${transport}:${route.service}:gatewayRps`] = g.rps;
        figures[`${transport}:${route.service}:ratio`] = ratio;
        // Each row against the budgets it answers to (the in-process ones issue 11's, the others issue 22's), else issue 11's.
        const held = budgetsOf(transport, route, cell);
        budgets.push(...held);
        verdicts.push(
          held.length > 0
            ? `- ${transport}, ${route.name}: ${held.map((b) => `${b.figure.replace(`${transport} transport, `, '')} ${b.measured}, ${b.met ? 'within' : 'outside'} the ${b.budget} budget`).join('; ')}.`
            : `- ${transport}, ${route.name}: ratio ${ratio.toFixed(2)} (${ratio >= 0.7 ? 'within' : 'outside'} issue 11's ≥ 0.7); gateway p99 ${g.p99} ms against direct ${d.p99} ms + 10 ms.`,
        );
      }
    } finally {
      await system.stop();
    }
  }

  const markdown = `Embedded mode in its own process; autocannon with ${CONNECTIONS} connections from this process. Each cell loads
both ways for ${WARM_UP_S} s (not counted), then directly and through the gateway in turn, ${ROUNDS} stretches of ${DURATION_S} s
each: throughput is the stretches' mean, p50 and p99 their median, the ratio the mean through the gateway over the
mean direct (each stretch's own ratio in brackets).
Direct calls carry the signed user token the gateway would add; gateway calls carry the session cookie.
"Transport" is how the gateway reaches the service: \`in-process\` hands the call to the service's Express app in
the same process (embedded default), \`http\` proxies over loopback with http-proxy-middleware and a keep-alive agent
(as in the distributed mode), \`http-pool\` proxies over loopback through undici's connection pools (\`GATEWAY_DISPATCH=http-pool\`);
the last row is a gateway tier's case: svc-council on a thread of its own (\`EMBEDDED_THREADS=2\`), so the gateway's
proxying no longer comes out of the service's loop, as between the distributed mode's processes.

| transport | route | direct to the service | through the gateway | ratio (each stretch) | errors | upstream connections opened while measured (per 10,000 proxied requests) |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${verdicts.join('\n')}

In embedded mode on one thread the gateway and the services share one event loop, so every cycle the gateway spends comes out of
the services' throughput; in-process dispatch removes the second HTTP parse and serialisation of each call: the
\`in-process\` rows against the \`http\` rows are what it buys.

Before the keep-alive agent (issue 11's measurement: a new upstream connection per request): ratio 0.12–0.18 on
/api/game/state and 0.26–0.28 on /api/dashboard/overview, gateway p99 2.8–4.0 s.`;
  return { markdown, figures, budgets };
}
