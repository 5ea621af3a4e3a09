// An unchanged poll: what a poll of each polled view (SPEC §7) costs the system
// when the player already holds its current answer (If-None-Match with the
// ETag of the last answer: 304, which reads nothing from the store), against
// the same poll asked in full (no ETag: the view read and built, as every
// unchanged poll of communications, the active council and scenarios cost
// before they were versioned, and as the overview's reads did). CPU time of
// the system's process per request, from /proc, with autocannon in this
// process calling svc-council directly (the service's own cost, no gateway).
// BENCH_DURATION_S sets the seconds per cell (default 10).
import autocannon from 'autocannon';
import { cpuSecondsOf } from './support/distributed-process';
import { directToken, startSystemUnderLoad } from './support/system';
import type { BenchResult } from './support/report';

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
  statuses: string;
}

export async function run(): Promise<BenchResult> {
  const system = await startSystemUnderLoad();
  const rows: string[] = [];
  const figures: Record<string, number> = {};
  try {
    const headers = { 'x-user-token': directToken(system, 'bench-unchanged-poll', 'svc-council') };
    await fetch(`${system.services.game}/api/game/start`, {
      method: 'POST',
      headers: { 'x-user-token': directToken(system, 'bench-unchanged-poll', 'svc-game') },
    });
    // The council sets the player up from game.started.
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${system.services.council}/api/scenarios`, { headers })).status !== 200) {
      if (Date.now() > deadline) throw new Error('the council never set the bench player up');
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1_000));

    const cell = async (url: string, extra: Record<string, string>): Promise<Cell> => {
      const before = cpuSecondsOf(system.pid);
      const result = await autocannon({
        url,
        headers: { ...headers, ...extra },
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      const cpu = cpuSecondsOf(system.pid) - before;
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
        .join(', ');
      return {
        rps: result.requests.average,
        p99: result.latency.p99,
        cpuMsPerRequest: (cpu / Math.max(1, result.requests.total)) * 1000,
        statuses,
      };
    };

    for (const view of views) {
      const url = `${system.services.council}${view.path}`;
      const etag = (await fetch(url, { headers })).headers.get('etag');
      if (!etag) throw new Error(`${view.path} answered without an ETag`);
      const unchanged = await cell(url, { 'if-none-match': etag });
      const full = await cell(url, {});
      rows.push(
        `| ${view.name} | ${unchanged.cpuMsPerRequest.toFixed(3)} ms (${unchanged.rps.toFixed(0)} req/s, p99 ${unchanged.p99} ms; ${unchanged.statuses}) | ${full.cpuMsPerRequest.toFixed(3)} ms (${full.rps.toFixed(0)} req/s, p99 ${full.p99} ms; ${full.statuses}) | ${(full.cpuMsPerRequest / Math.max(1e-6, unchanged.cpuMsPerRequest)).toFixed(1)}× |`,
      );
      figures[`${view.path}:unchangedCpuMs`] = unchanged.cpuMsPerRequest;
      figures[`${view.path}:fullCpuMs`] = full.cpuMsPerRequest;
    }
  } finally {
    await system.stop();
  }

  const markdown = `Embedded mode in its own process; autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per cell,
calling svc-council directly with the user token the gateway would add. "Unchanged" polls carry the ETag of the
current answer, as the web apps do: the view's version comes from what the replica holds (bumped by writes and
consumed events, read again from the store at most every 10 s), and the answer is a 304 before any store query
(svc-council/test/polled-views.versioned.test.ts counts zero store reads through the store port). "In full" is the
same poll without an ETag: the view read from the store, built, checked against its contract and serialised,
which is what an unchanged poll of these views cost before they were versioned. The overview is the exception:
it holds the body built for its version, so in full it reads nothing either; before, each of its polls, 304 or
not, read its four sources to learn its version. For the figures before, run this benchmark with the services of
an earlier commit (\`git checkout <commit> -- svc-council/src\`, then back).

| view | CPU per unchanged poll (304) | CPU per poll in full (200) | in full ÷ unchanged |
|---|---|---|---|
${rows.join('\n')}`;
  return { markdown, figures, budgets: [] };
}
