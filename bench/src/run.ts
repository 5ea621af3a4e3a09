// Runs the benchmarks and writes bench/REPORT.md: the machine, the date, every
// budget with its measured figure, and each benchmark's section with the
// command that reproduces it; then the capacity model derived from them.
//   npm run bench                        every benchmark (about an hour)
//   npm run bench -- player-load         only the named ones (the report keeps the others' last sections)
//   npm run bench -- player-load --mode distributed
//                                        player load through the distributed mode (RabbitMQ at AMQP_URL)
//   npm run bench -- --report-only       rewrites REPORT.md from the kept results, running nothing
// Benchmarks are never timed tests: they measure, report, and leave the verdict to the report.
// Each result is also kept in bench/reports/<name>.json, so a partial run rewrites only its own sections.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { capacityModel } from './capacity-model';
import type { BenchResult } from './support/report';

interface Benchmark {
  title: string;
  /** The arguments that run it alone, when they are not its name. */
  command?: string;
  load: () => Promise<{ run(): Promise<BenchResult> }>;
}

/** In running order: the build comes before the frontend, which loads what it built. */
const benchmarks: Record<string, Benchmark> = {
  'gateway-overhead': { title: 'Gateway overhead', load: () => import('./gateway-overhead.bench') },
  'tracing-overhead': {
    title: 'Gateway overhead with tracing off and on',
    load: () => import('./tracing-overhead.bench'),
  },
  'proxy-options': { title: 'Proxy options for the gateway', load: () => import('./proxy-options.bench') },
  'player-load': { title: 'Player load', load: () => import('./player-load.bench') },
  // The same players through the distributed mode, kept beside the embedded figures.
  'player-load-distributed': {
    title: 'Player load, distributed mode',
    command: 'player-load --mode distributed',
    load: async () => {
      const { run } = await import('./player-load.bench');
      return { run: () => run({ mode: 'distributed' }) };
    },
  },
  'unchanged-poll': { title: 'An unchanged poll', load: () => import('./unchanged-poll.bench') },
  'quarter-advance': { title: 'Quarter advance', load: () => import('./quarter-advance.bench') },
  'analytics-dashboard': { title: 'Analytics at scale', load: () => import('./analytics-dashboard.bench') },
  'store-indexes': { title: 'Embedded store indexes', load: () => import('./store-indexes.bench') },
  build: { title: 'Build', load: () => import('./build.bench') },
  frontend: { title: 'Frontend (Chromium, cold /dashboard)', load: () => import('./frontend.bench') },
};

interface Kept extends BenchResult {
  date: string;
  seconds: number;
  loadAverage: number;
}

/** For a budget this run did not meet: what stands in the way (by the figure's name). */
const whyNotMet: Record<string, string> = {
  'http (undici pool), gateway tier: every service on a thread of its own, GET /api/dashboard/overview ratio to direct':
    "0.54 on 2026-12-07 (0.81 on 2026-12-06, when svc-council alone had a second thread): since madeForApp (packages/service-kit/src/http/server.ts: each request and response made with the app's own prototypes, so Express swaps none per call) every service's own Express answers a call for less CPU, so the direct call, the ratio's denominator, went from 0.31 to 0.20 ms of the process's CPU, while a proxied call costs 0.57 ms against 0.53 (four threads now, on two cores). The proxy's own price, not the service's, is what is left: undici's request and the socket writes on the gateway's thread, about 0.2 ms a call",
  'http (undici pool), gateway tier: distributed processes, GET /api/dashboard/overview ratio to direct':
    "0.54 on 2026-12-07 (0.77 on 2026-12-06): since madeForApp (packages/service-kit/src/http/server.ts: each request and response made with the app's own prototypes, so Express swaps none per call) every service's own Express answers a call for less CPU: svc-council's CPU per call went from 0.33 to 0.17 ms, the gateway's process is 0.28 ms a proxied call (0.24 then), and through the gateway the route answered 3,210 req/s against 2,490 then; the ratio compares the gateway's fixed price with a cheaper direct call",
  'GET /api/game/state ratio to direct':
    "0.66 on 2026-12-07 (0.76 on 2026-12-06): the gateway's own CPU per call is about what it was (+0.10 ms over direct, against +0.09), but since madeForApp (packages/service-kit/src/http/server.ts: each request and response made with the app's own prototypes, so Express swaps none per call) every service's own Express answers a call for less CPU: the direct call went from 0.29 to 0.19 ms, so the same fixed work at the edge (helmet's headers, the request id, the session and account lookups, the user token, the hand-over, then the service's own helmet and token check) is a larger share. Through the gateway the route answered 3,380 req/s against 2,849 then",
  '30-day dashboard p95 over 1,000,000 events':
    'the same code measured 135.5 ms on the EPYC of the previous report; this machine takes about twice the CPU per request across the report.',
  'GET /api/dashboard/overview p99 over direct':
    "the in-process overview row: +13 ms in the full run, +5 ms (met) in this section's run: the same code, autocannon and the system sharing two cores.",
  'GET /api/dashboard/overview ratio to direct':
    "0.58 on 2026-12-07, its five stretches 0.51 to 0.66 (0.75 on 2026-12-06): as for GET /api/game/state, since madeForApp (packages/service-kit/src/http/server.ts: each request and response made with the app's own prototypes, so Express swaps none per call) every service's own Express answers a call for less CPU: the direct call went from 0.29 to 0.17 ms while the gateway adds +0.13 ms (+0.10 then)",
};

/** What the numbers showed and what was changed, each with its figure before and after (same benchmark, same machine). */
const fixes = `## Fixes the numbers led to

| what the numbers showed | the change | before | after |
|---|---|---|---|
| The gateway opened an upstream connection per proxied request | a keep-alive agent per upstream (\`gateway/src/routing/proxy.ts\`) | ratio to direct 0.12–0.18 on /api/game/state, gateway p99 2.8–4.0 s | see "Gateway overhead" (\`http\` rows) |
| In embedded mode the gateway proxied over loopback HTTP to services in its own process | in-process dispatch to the services' apps (then the default of a variable issue 41 removed: embedded mode hands a call over whenever the service runs on the gateway's thread) | ratio about 0.4 (the \`http\` rows) | about 0.7–0.8 (the \`in-process\` rows) |
| At 5,000 players p99 was 1.6 s at 75 % CPU: once a minute the embedded store's compaction (nedb's compactDatafile) serialised every document in one go and held nedb's queue, reads included | the store rewrites a collection's file itself: writes wait, reads go on, serialising yields every 256 KB, rename at the end (\`packages/service-kit/src/store/embedded-store.ts\`) | 5,000 players: p99 1,646.6 ms, p50 4.1 ms, CPU 75 %; 7,500: p99 3,279.5 ms | see "Player load" (same steps) |
| The gateway's own share of a poll (in process): AES-GCM decryption of the session cookie and an HMAC user token on every call; pino-http building a child logger and serialising the request even at LOG_LEVEL=error (about a sixth of its CPU in a profile) | a decrypted cookie is remembered (lifetime checks still run every call); a user token is reused while over half its minute is left; service-kit's \`requestLog\` keeps only the request id when info lines are off | ratio 0.68 on /api/game/state, 0.79 on /api/dashboard/overview | see "Gateway overhead" (\`in-process\` rows) |
| Players' polls were answered in full every time | ETag + If-None-Match on every polled GET (the query layer), 304 through the gateway | every poll a full body | see the "304 share" column of "Player load" |
| Every overview poll derived the council anew (agents, metrics, departments, risk signals), validated it against its contract and serialised it, even to answer 304 | the overview is derived once per version of what it reads (player, scenarios, meetings, track record, key providers) and then answered from that body or with 304 (\`versionedViews\` in service-kit, \`svc-council/src/entry-points/http/dashboard.routes.ts\`) | direct 4,305 req/s, through the gateway 3,390 req/s (2026-11-24) | direct 6,616 req/s, through the gateway 4,040 req/s (2026-11-26, first full run) |
| Every read through the gateway went through six rate limiters (advisor calls and the five write buckets), each an async middleware that then skipped it | one check sends reads past the limiters; writes go through all six as before (\`gateway/src/app.ts\`) | through the gateway 4,040 req/s on the overview (ratio 0.61) | see "Gateway overhead" (\`in-process\` rows) |
| At steady state 95 % of calls are polls answered 304 at the gateway, each still passing its whole middleware stack (helmet's eleven middlewares, telemetry, the request log, the session, the user token, the limits) | the unchanged-poll lane answers them first, the same headers taken once from helmet (\`gateway/src/routing/unchanged-poll-lane.ts\`, since part of \`read-lane.ts\`) | 0.111–0.136 ms of CPU per 304 (commit f0bca21, same run) | 0.081–0.092 ms (1.22–1.56x; see "An unchanged poll") |
| 13 % of the CPU at 8,000 players in nedb's index delete: games' \`challenge.day\` index held every game without a daily challenge under one key, and each update of a game scanned and copied that list | sparse indexes (\`IndexSpec.sparse\`), and no index key that a day's documents share: at first a patch of nedb's index updates (an update that kept its keys replaced the document in place), since issue 41 the collections' own indexes (games by \`challenge.entry.endedAt\`, which only ended games have; analytics' user days found by \`_id\`, \`svc-analytics/src/data-access/collections.ts\`) | 13.4 % of CPU in the index delete at 8,000 players | absent from the profile at 8,000; see "Embedded store indexes" for the updates under one day with the patch and with today's indexes |
| Plays waited up to 3 s at 10,000 players: a compaction held the collection's writes, and every dirty collection was rewritten each minute (70 ms just to list 200,000 analytics events) | compaction writes a snapshot a few milliseconds at a time while writes go on, and runs only once half a file is stale (\`append-log.ts\` rewrite, \`compactIfHalfStale\`) | 7,000 players: p99 1,080 ms at 72 % CPU | 7,000 players: p99 21 ms at 59 % CPU (single-variant runs) |
| The simulated players kept the cookie of their sign-in: five minutes on, every poll of theirs looked due for re-sealing and went the full way, past the unchanged-poll lane (a client no browser is) | the players keep the cookies the gateway sets (\`bench/src/support/simulated-players.ts\`), for the baseline and this commit alike | two threads at 7,500 players: 114 % CPU, p99 463 ms (players up to 8 minutes old) | see "Player load" |
| Starting the CPU profiler held the system's loop for most of a second inside the measured step | the profile starts before the warm-up | a 0.7 s stall at the start of each profiled step | none |
| A proxied call on the gateway's thread: helmet's twelve middlewares and per-call CSP, the gateway's own routers tried for every service call, a stream pipeline with its AbortSignal per answer | API answers get helmet's headers taken once (gateway and services, \`headersSetBy\`), service calls skip the own routers, undici's \`stream\` writes the answer into the response | gateway tier ratio 0.42 (last report) | 0.52-0.61 (see "Gateway overhead") |
| The write limits' minute sweep of buckets deleted them one by one, each a scan of the key's list in nedb's index (236 ms of loop at 2,500 players on the previous, slower machine) | at first a patch of nedb's delete (each key's list taken once); since issue 41 the counters have no index on \`windowStart\`, so no write copies a window's list and each limit's sweep reads the collection once a window (\`gateway/src/routing/write-limits.ts\`) | svc-council on its thread, 7,500 players: p99 52 ms (single-variant run, 2026-11-27 01:03, before this and the next row) | p99 17 ms (01:31, after both); the sweep alone, with the patch and with no index: see "Embedded store indexes" |
| A proxied call met twenty router layers in the gateway (each a path match, a prefix trim and restore), set the service's security headers again over its own, and took Express's trust-proxy walk for its session cookie | the middlewares under one mount run as one layer (\`gateway/src/middleware/in-sequence.ts\`), headers the gateway already set the same are not set again, one \`close\` listener for the request metrics, the trust-proxy walk only when a request could be secure | gateway tier 4,243 req/s through the gateway (ratio 0.48), in-process overview ratio 0.66 (profiled runs) | 5,142 req/s (0.56), in-process 0.77 (profiled runs; see "Gateway overhead") |
| A signed-in player's GET to a service on another thread or process (nearly every call with npm start's default) still met the gateway's whole stack, most of whose steps have nothing to do for it (write checks and limits, session re-sealing, the gateway's own routes), and undici's \`stream\` API made an async resource, a stream-finished watch and a header object per call | the read lane (\`gateway/src/routing/read-lane.ts\`, grown from the unchanged-poll lane) forwards such a call first thing with the headers the stack would give it and answers with the ones it would send (tested header for header against the full way), through undici's pool at its lowest level (\`AnswerWriter\` in \`pool-proxy.ts\`) | gateway tier ratio 0.55-0.71 (mean 0.62), the gateway's thread 305-399 µs of CPU per proxied call (e927317; four 10 s stretches, alternating with the next column's on one machine) | 0.58-0.74 (mean 0.67), 296-333 µs (dab9b5d); the full run: 0.64, and \`http-pool\` on one loop 0.49 (see "Gateway overhead") |
| The gateway-overhead cells read one 10 s stretch of each way, back to back, and this machine's speed drifted by a quarter within minutes: on one commit the gateway tier's ratio read 0.55 to 0.77 | each cell warms both ways for 3 s, then loads them in turn three times; the ratio is the mean through the gateway over the mean direct, each stretch's own beside it | one stretch each (89a3489 and before) | three in turn (this run: 0.61, 0.68, 0.63). This run's column of upstream connections opened still counts the direct stretches' own closing sockets (99-126 a cell, where the gateway's pools hold their connections open); since abe32ae a connection is counted by its local port, once |
| On two threads the main thread (the gateway with svc-game and svc-analytics) held about 250 MB of live documents: at 10,000 players a stretch of garbage collection (30-100 % of the loop for about 0.3 s) left a backlog of most of a second that every poll waited behind | \`EMBEDDED_THREADS=4\`, \`npm start\`'s default: every service on a thread of its own (\`embedded/src/service-thread.ts\`), so the gateway's thread, which answers the unchanged polls, holds none of their documents | 10,000 players: p99 102.5-105 ms on two threads (single-variant runs) | 10,000: p99 48 ms, 12,500: 75 ms; 15,000 failed (p99 186 ms at 123 % CPU), so four times the baseline is not reached (see "Player load") |
| A player-load step grew the population just before it was measured: the new players' first polls are full answers, not 304s, and their backlog spilled into the measured 30 s (npm start's default at 5,000 players: p50 4.5 ms, p99 211 ms with no core saturated) | the warm-up lasts at least the longest poll interval, then goes on in 5 s slices while a call has waited over 1 s, 120 s at most, the same rule for every system, and each step reports its warm-up (\`bench/src/support/simulated-players.ts\`) | 2026-12-03 full run (c49c9af): npm start's default held 2,500, as the baseline did | 2026-12-04 full run (5720292): the default 5,000 (p99 64 ms), the baseline 2,500; every step's warm-up 30-35 s |
| The read lane ran inside Express: each proxied read still paid Express's own per-request work (a final handler, the request's and the response's prototypes swapped, the router's walk), and the lane's answer writer put three listeners on each response | the lane runs before Express (\`laneBeforeExpress\` in \`gateway/src/app.ts\`; only the request takes Express's prototype, for \`req.secure\`), one \`close\` listener per proxied read, the drain listener only when the player falls behind (\`AnswerWriter\`) | profiles of the gateway's thread (thread row, 5 s stretches, 2026-12-06, 481f87c then ae81144): garbage collection 10.0 %, idle 13-17 %; gateway tier ratio 0.59 on both rows, the distributed gateway 0.35 ms of CPU per proxied overview (2026-12-04 full run) | profile (f3cc1f4, same machine, minutes later): garbage collection 3.3 %, idle 31.5 %; two short runs: thread row 0.78 and 0.81, distributed row 0.83 with the gateway at 0.20 ms per call; the full run (2026-12-06): thread row 0.81 (p99 47 ms), distributed row 0.77 (p99 62 ms), the gateway 0.24 ms per call; undici's pool on one loop 0.43 → 0.56; an unchanged poll (one thread) 0.169-0.183 → 0.073-0.092 ms of CPU (see "An unchanged poll") |
| A review read about 1,600 lines building a second request path beside Express (the read lane overriding \`app.handle\`, a copy of the router's walk, undici's lowest-level answer writer, two ways to answer an unchanged poll, three transports behind four switches, patches of nedb's internals) | one request path of ordinary middleware (\`gateway/src/app.ts\`), one HTTP proxy on undici's pools (\`pool.stream\`), the known views as the one unchanged-poll answer, threads by \`os.availableParallelism()\`, the embedded store on nedb's public API (issue 41) | ec67d28: 8,897 production lines in gateway/, embedded/ and packages/service-kit/ (src, without service-kit's testing/) | 7,891 lines (1,006 fewer, at 72e9617); for speed, side by side in "Player load": its budgets read the players held and p99 at each step against ec67d28's |
| mf-dashboard's exposed page pulled four chunks after its remoteEntry: rspack's default split groups cut out what the page shares with the team's standalone bootstrap | remotes build each exposed page as one chunk (no default split groups; \`packages/web-build\`) | 4 extra requests for mf-dashboard on a cold /dashboard | see "Frontend" (the page's JS and its CSS) |`;

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keptFile = (name: string) => path.join(benchRoot, 'reports', `${name}.json`);

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function report(results: Record<string, Kept>): string {
  const names = Object.keys(benchmarks).filter((name) => results[name]);
  const budgets = names.flatMap((name) =>
    results[name]!.budgets.map(
      (b) =>
        `| ${benchmarks[name]!.title} | ${b.figure} | ${b.budget} | ${b.measured} | ${b.met ? 'met' : '**not met**'} |`,
    ),
  );
  const notMet = names.flatMap((name) =>
    results[name]!.budgets.filter((b) => !b.met).map(
      (b) =>
        `- ${benchmarks[name]!.title}, ${b.figure} (${b.measured}): ${whyNotMet[b.figure] ?? 'not analysed yet.'}`,
    ),
  );
  const sections = names.map((name) => {
    const r = results[name]!;
    return `## ${benchmarks[name]!.title}

\`npm run bench -- ${benchmarks[name]!.command ?? name}\` · ${r.date} · ${r.seconds.toFixed(0)} s · load average before ${r.loadAverage.toFixed(2)}

${r.markdown}`;
  });
  const figures = Object.fromEntries(names.map((name) => [name, results[name]!.figures]));
  return `# Benchmarks

Written by \`npm run bench\` (every benchmark) or \`npm run bench -- <name> …\` (some; the others keep their last
section). Machine: ${machine()}. The machine is shared: each section gives the load average before it ran.

| benchmark | figure | budget | measured | verdict |
|---|---|---|---|---|
${budgets.join('\n')}

${notMet.length > 0 ? `Where a budget is not met, what stands in the way:\n${notMet.join('\n')}\n\n` : ''}${sections.join('\n\n')}

${capacityModel(figures)}

${fixes}
`;
}

/** The benchmarks the arguments name: `player-load --mode distributed` is player-load-distributed. */
function benchmarksNamed(args: string[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] !== '--mode') {
      names.push(args[i]!);
      continue;
    }
    const mode = args[(i += 1)];
    if (mode !== 'embedded' && mode !== 'distributed')
      throw new Error(`--mode takes embedded or distributed, not ${mode ?? 'nothing'}`);
    const last = names.pop();
    if (last !== 'player-load')
      throw new Error('--mode follows player-load (npm run bench -- player-load --mode distributed)');
    names.push(mode === 'distributed' ? 'player-load-distributed' : 'player-load');
  }
  return names;
}

async function main(): Promise<void> {
  const reportOnly = process.argv.includes('--report-only');
  const wanted = reportOnly ? [] : benchmarksNamed(process.argv.slice(2));
  const unknown = wanted.filter((name) => !(name in benchmarks));
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  }
  mkdirSync(path.join(benchRoot, 'reports'), { recursive: true });
  for (const name of reportOnly ? [] : wanted.length > 0 ? wanted : Object.keys(benchmarks)) {
    console.log(`${name}…`);
    const loadAverage = os.loadavg()[0]!;
    const started = performance.now();
    const result = await (await benchmarks[name]!.load()).run();
    const seconds = (performance.now() - started) / 1000;
    const kept: Kept = { ...result, date: new Date().toISOString().slice(0, 10), seconds, loadAverage };
    writeFileSync(keptFile(name), `${JSON.stringify(kept, null, 2)}\n`);
    console.log(`${name}: done in ${seconds.toFixed(1)} s`);
  }
  const results: Record<string, Kept> = {};
  for (const name of Object.keys(benchmarks)) {
    if (existsSync(keptFile(name))) results[name] = JSON.parse(readFileSync(keptFile(name), 'utf8')) as Kept;
  }
  writeFileSync(path.join(benchRoot, 'REPORT.md'), report(results));
  console.log('report: bench/REPORT.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
