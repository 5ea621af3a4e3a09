// Gateway overhead: the same polled routes called directly on their service
// and through the gateway, in one run, with one load generator (autocannon,
// 50 connections) in this process and the system in its own process.
// Budget (issue 11): gateway ≥ 0.7× direct throughput, p99 within direct + 10 ms.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { directToken, signInGuest, startSystemUnderLoad, type SystemUnderLoad } from './support/system';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
const reportPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'reports',
  'gateway-overhead.md',
);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** TCP connections from the gateway process to a service port, counted by the kernel. */
function connectionsTo(system: SystemUnderLoad, serviceUrl: string): number {
  const port = new URL(serviceUrl).port;
  try {
    const out = execFileSync('ss', ['-tanH', 'state', 'all', `( dport = :${port} )`], { encoding: 'utf8' });
    return out.split('\n').filter((line) => line.trim()).length;
  } catch {
    return Number.NaN;
  }
}

export async function run(): Promise<void> {
  const system = await startSystemUnderLoad();
  try {
    const { cookie } = await signInGuest(system);
    const viaGateway = { cookie, origin: system.url };
    const direct = { 'x-user-token': directToken(system, 'bench-direct-player') };
    const routes = [
      { name: 'GET /api/game/state', path: '/api/game/state', service: system.services.game },
      {
        name: 'GET /api/dashboard/overview',
        path: '/api/dashboard/overview',
        service: system.services.council,
      },
    ];
    // First calls create what the polls read (the game, the council's view of it).
    for (const route of routes) {
      await fetch(`${system.url}${route.path}`, { headers: viaGateway });
      await fetch(`${route.service}${route.path}`, { headers: direct });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const rows: string[] = [];
    const verdicts: string[] = [];
    for (const route of routes) {
      const d = await load(`${route.service}${route.path}`, direct);
      const before = connectionsTo(system, route.service);
      const g = await load(`${system.url}${route.path}`, viaGateway);
      const opened = Math.max(0, connectionsTo(system, route.service) - before);
      const requests = g.rps * DURATION_S;
      const ratio = g.rps / d.rps;
      const withinP99 = g.p99 <= d.p99 + 10;
      rows.push(
        `| ${route.name} | ${d.rps.toFixed(0)} req/s, p50 ${d.p50} ms, p99 ${d.p99} ms | ${g.rps.toFixed(0)} req/s, p50 ${g.p50} ms, p99 ${g.p99} ms | **${ratio.toFixed(2)}** | ${g.errors + g.non2xx + d.errors + d.non2xx} | ${((opened / Math.max(1, requests)) * 10_000).toFixed(1)} |`,
      );
      verdicts.push(
        `- ${route.name}: ratio ${ratio.toFixed(2)} (${ratio >= 0.7 ? 'within' : 'outside'} the ≥ 0.7 budget); gateway p99 ${g.p99} ms vs direct ${d.p99} ms + 10 (${withinP99 ? 'within' : 'outside'} budget).`,
      );
    }

    const report = `# Gateway overhead

Run \`npm run bench -w bench -- gateway-overhead\` (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}).
Embedded mode in its own process; autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per cell from this process.
Direct calls carry the signed user token the gateway would add; gateway calls carry the session cookie.

| route | direct to the service | through the gateway | ratio | errors | upstream connections opened per 10,000 proxied requests |
|---|---|---|---|---|---|
${rows.join('\n')}

${verdicts.join('\n')}

Before this change (issue 11's measurement, no keep-alive agent): ratio 0.12–0.18 on /api/game/state and 0.26–0.28 on
/api/dashboard/overview, gateway p99 2.8–4.0 s.
`;
    writeFileSync(reportPath, report);
    console.log(report);
  } finally {
    await system.stop();
  }
}
