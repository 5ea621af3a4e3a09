// Proxy options (issue 11: "measure Express + http-proxy-middleware against the
// options the field uses, and choose by the numbers"). One upstream answering a
// fixed 2 KB JSON (about a dashboard overview) in its own process, and in
// front of it, one at a time in another process: Express + http-proxy-middleware
// with a keep-alive agent (the gateway's setup), plain node:http piping through
// an undici Pool, and Fastify + @fastify/http-proxy (undici underneath). Each is
// loaded by autocannon (50 connections) from this process, as is the upstream
// directly. What is compared is the proxy hop alone: no session, no routing table.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchResult } from './support/report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));
// http-proxy-middleware-tuned: the same proxy with its agent tuned (every socket kept free, most recent first)
// and no X-Forwarded-* work, to see what tuning alone buys before replacing it.
const options = [
  'http-proxy-middleware',
  'http-proxy-middleware-tuned',
  'undici-pool',
  'fastify-http-proxy',
] as const;

/** Starts support/proxy-process.ts in a role; resolves with the port it listens on. */
async function start(role: string, upstream = ''): Promise<{ port: number; stop(): Promise<void> }> {
  const child: ChildProcess = fork(path.join(here, 'support', 'proxy-process.ts'), [role, upstream], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${role} exited (${code}) before it listened`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function load(port: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/dashboard/overview`,
    connections: 50,
    duration: DURATION_S,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function run(): Promise<BenchResult> {
  const upstream = await start('upstream');
  const rows: string[] = [];
  const figures: Record<string, number> = {};
  try {
    const direct = await load(upstream.port);
    rows.push(
      `| upstream, direct | ${direct.rps.toFixed(0)} | ${direct.p50} ms | ${direct.p99} ms | 1.00 | ${direct.errors} |`,
    );
    for (const option of options) {
      const proxy = await start(option, `http://127.0.0.1:${upstream.port}`);
      try {
        const via = await load(proxy.port);
        figures[option] = via.rps / direct.rps;
        rows.push(
          `| ${option} | ${via.rps.toFixed(0)} | ${via.p50} ms | ${via.p99} ms | ${(via.rps / direct.rps).toFixed(2)} | ${via.errors} |`,
        );
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    await upstream.stop();
  }
  const best = options.reduce((a, b) => ((figures[a] ?? 0) >= (figures[b] ?? 0) ? a : b));
  const hpm = figures['http-proxy-middleware'] ?? 0;
  const markdown = `The proxy hop alone: an upstream answering a fixed 2 KB JSON in its own process, each proxy in another, autocannon
(50 connections, ${DURATION_S} s) from this process. All proxies keep upstream connections alive.

| in front of the upstream | req/s | p50 | p99 | ratio to direct | errors |
|---|---|---|---|---|---|
${rows.join('\n')}

Fastest here: **${best}** (${((figures[best] ?? 0) / Math.max(hpm, 1e-9)).toFixed(2)}× http-proxy-middleware's throughput).
Choice: the gateway stays on Express + http-proxy-middleware, as the design names it, ${
    best === 'http-proxy-middleware' || (figures[best] ?? 0) / Math.max(hpm, 1e-9) < 1.3
      ? 'and the numbers give no reason to switch: the difference is under 30 %.'
      : 'although the numbers favour the other: in embedded mode (the mode that holds the players above) the gateway does not proxy at all, it hands calls to the services in process, so the hop measured here only costs in the distributed mode, where gateway replicas scale out. Switching is the first lever if the distributed gateway tier grows large.'
  }`;
  return { markdown, figures, budgets: [] };
}
