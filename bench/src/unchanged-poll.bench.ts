// An unchanged poll: what a poll of each polled view (SPEC §7) costs the system
// when the player already holds its current answer (If-None-Match with the
// ETag of the last answer: 304), before and after issue 22, side by side in
// this run: the baseline commit's system (see support/baseline.ts) and this
// commit's, each in its own process, called through the gateway with a
// player's cookie as the web apps call. CPU time of the system's process per
// request, from /proc; autocannon in this process. This commit's system also
// serves its metrics, so the store operations svc-council performed during the
// 304 cell are counted (store_operation_duration_seconds_count): the figure
// the issue asks for is zero reads per 304 poll. "In full" is this commit's
// same poll without an ETag (the view read and built).
// BENCH_DURATION_S sets the seconds per cell (default 10).
import autocannon from 'autocannon';
import { scrape, type Sample } from '@ai-council/service-kit/testing';
import { baselineCheckout, baselineLabel } from './support/baseline';
import { cpuSecondsOf } from './support/distributed-process';
import { signInGuest, startSystemUnderLoad, type SystemUnderLoad } from './support/system';
import { sleep, type BenchResult } from './support/report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;

const views = [
  { name: 'dashboard overview', path: '/api/dashboard/overview' },
  { name: 'communications', path: '/api/communications' },
  { name: "an agent's chat", path: '/api/communications/agent/Marcus%20Webb' },
  { name: 'active council', path: '/api/council/active' },
  { name: 'scenarios', path: '/api/scenarios' },
] as const;

interface Cell {
  rps: number;
  p99: number;
  cpuMsPerRequest: number;
  requests: number;
  statuses: string;
}

/** A player with a started game whose council has set it up, as a cookie. */
async function readyPlayer(system: SystemUnderLoad): Promise<string> {
  const { cookie } = await signInGuest(system, 'Poller');
  const started = await fetch(`${system.url}/api/game/start`, {
    method: 'POST',
    headers: { cookie, origin: system.url },
  });
  if (started.status !== 201) throw new Error(`game start answered ${started.status}`);
  // The council sets the player up from game.started.
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${system.url}/api/scenarios`, { headers: { cookie } })).status !== 200) {
    if (Date.now() > deadline) throw new Error('the council never set the bench player up');
    await sleep(200);
  }
  // Let what the start set going (opening scenarios, analytics) settle before measuring.
  await sleep(1_000);
  return cookie;
}

async function cell(system: SystemUnderLoad, url: string, headers: Record<string, string>): Promise<Cell> {
  const before = cpuSecondsOf(system.pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpu = cpuSecondsOf(system.pid) - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMsPerRequest: (cpu / Math.max(1, result.requests.total)) * 1000,
    requests: result.requests.total,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
      .join(', '),
  };
}

const readOperations = ['find', 'findOne', 'count'];
/** svc-council's store reads so far, from the metrics endpoint. */
const councilReads = (samples: Sample[]) =>
  readOperations.reduce(
    (sum, operation) =>
      sum +
      samples
        .filter(
          (s) =>
            s.name === 'store_operation_duration_seconds_count' &&
            s.labels.service === 'svc-council' &&
            s.labels.operation === operation,
        )
        .reduce((total, s) => total + s.value, 0),
    0,
  );

/** svc-council's store reads while `work` runs. */
async function readsOver(metricsUrl: string, work: () => Promise<void>): Promise<number> {
  const before = councilReads(await scrape(metricsUrl));
  await work();
  return councilReads(await scrape(metricsUrl)) - before;
}

/** The 304 cell of each view on one system; with a metrics endpoint, the store reads it cost too. */
async function unchangedPolls(system: SystemUnderLoad, cookie: string) {
  const cells: Array<{ unchanged: Cell; readsPerPoll: number | null }> = [];
  for (const view of views) {
    const url = `${system.url}${view.path}`;
    const etag = (await fetch(url, { headers: { cookie } })).headers.get('etag');
    if (!etag) throw new Error(`${view.path} answered without an ETag`);
    // What svc-council reads with nobody polling (its outbox sweep, every 2 s) over a cell's length, taken off.
    const idleReads = system.metricsUrl
      ? await readsOver(system.metricsUrl, () => sleep(DURATION_S * 1000))
      : 0;
    let unchanged: Cell | undefined;
    const cellReads = system.metricsUrl
      ? await readsOver(system.metricsUrl, async () => {
          unchanged = await cell(system, url, { cookie, 'if-none-match': etag });
        })
      : ((unchanged = await cell(system, url, { cookie, 'if-none-match': etag })), 0);
    const readsPerPoll = system.metricsUrl
      ? Math.max(0, cellReads - idleReads) / Math.max(1, unchanged!.requests)
      : null;
    cells.push({ unchanged: unchanged!, readsPerPoll });
  }
  return cells;
}

const cellText = (c: Cell) =>
  `${c.cpuMsPerRequest.toFixed(3)} ms (${c.rps.toFixed(0)} req/s, p99 ${c.p99} ms; ${c.statuses})`;

export async function run(): Promise<BenchResult> {
  const figures: Record<string, number> = {};
  const baselineSystem = await startSystemUnderLoad({}, baselineCheckout());
  let before: Awaited<ReturnType<typeof unchangedPolls>>;
  try {
    before = await unchangedPolls(baselineSystem, await readyPlayer(baselineSystem));
  } finally {
    await baselineSystem.stop();
  }
  const system = await startSystemUnderLoad({ METRICS_PORT: '0' });
  const rows: string[] = [];
  try {
    const cookie = await readyPlayer(system);
    const after = await unchangedPolls(system, cookie);
    for (const [i, view] of views.entries()) {
      const full = await cell(system, `${system.url}${view.path}`, { cookie });
      const { unchanged, readsPerPoll } = after[i]!;
      const was = before[i]!.unchanged;
      rows.push(
        `| ${view.name} | ${cellText(was)} | ${cellText(unchanged)} | **${(was.cpuMsPerRequest / Math.max(1e-6, unchanged.cpuMsPerRequest)).toFixed(2)}×** | ${readsPerPoll === null ? 'n/a' : readsPerPoll.toFixed(3)} | ${cellText(full)} |`,
      );
      figures[`${view.path}:baselineUnchangedCpuMs`] = was.cpuMsPerRequest;
      figures[`${view.path}:unchangedCpuMs`] = unchanged.cpuMsPerRequest;
      figures[`${view.path}:storeReadsPer304`] = readsPerPoll ?? -1;
      figures[`${view.path}:fullCpuMs`] = full.cpuMsPerRequest;
    }
  } finally {
    await system.stop();
  }

  const markdown = `Embedded mode in its own process, one system at a time: first ${baselineLabel}, then this commit
(one thread, METRICS_PORT on); autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per cell, through the gateway
with a player's cookie. An unchanged poll carries the ETag of the current answer, as the web apps do. CPU is the
system process's (gateway and services together) per request. Store reads are svc-council's find, findOne and count
operations during the 304 cell less those over an idle stretch of the same length just before it (the outbox sweep
reads every 2 s with or without polls), from the process's metrics, per poll (the baseline has no metrics endpoint).
Today a 304 is answered from the versions the replica holds (bumped by writes and consumed events, read again from the
store at most every 10 s per player; a poll cell lasts ${DURATION_S} s, so at most one such read per view in it), before any query;
svc-council/test/polled-views.versioned.test.ts counts zero store reads through the store port for each view.
Before, the overview read its four sources to learn its version, and the other views were read and built in full to
compare their ETag.

| view | before: CPU per 304 poll | now: CPU per 304 poll | before ÷ now | now: store reads per 304 poll | now: the same poll in full (200) |
|---|---|---|---|---|---|
${rows.join('\n')}`;
  return { markdown, figures, budgets: [] };
}
