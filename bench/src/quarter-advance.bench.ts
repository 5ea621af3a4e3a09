// Quarter advance: how long PATCH /api/game/advance-quarter takes, and how long
// until svc-council has applied the quarter it announced (game.quarter.advanced
// crossed the bus, the council raised the quarter's briefing, and a read shows
// it), on the in-process bus (embedded mode) and on RabbitMQ (the distributed
// mode, each service its own process). Players advance one at a time, so each
// figure is one quarter's own path, not a queue behind others.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDistributed } from 'distributed';
import { startSystemUnderLoad } from './support/system';
import { percentile, type BenchResult } from './support/report';

const ADVANCES = Number(process.env.BENCH_ADVANCES ?? 60);
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

interface Timing {
  answeredMs: number;
  councilMs: number;
}

async function signIn(url: string, n: number): Promise<string> {
  const res = await fetch(`${url}/api/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `10.9.0.${n % 250}` },
    body: JSON.stringify({ firstName: `Quarter${n}` }),
  });
  if (res.status !== 201) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The ids of the communications the player can read (the list is capped, so ids, not a count, show a new one). */
async function communicationIds(url: string, cookie: string): Promise<Set<string>> {
  const res = await fetch(`${url}/api/communications`, { headers: { cookie } });
  return new Set(res.status === 200 ? ((await res.json()) as Array<{ id: string }>).map((c) => c.id) : []);
}

async function hasNew(url: string, cookie: string, before: Set<string>): Promise<boolean> {
  for (const id of await communicationIds(url, cookie)) if (!before.has(id)) return true;
  return false;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the council did not apply the quarter in time');
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function measure(url: string): Promise<Timing[]> {
  const timings: Timing[] = [];
  let n = 0;
  let cookie = '';
  let playable = false;
  while (timings.length < ADVANCES) {
    if (!playable) {
      cookie = await signIn(url, (n += 1));
      const started = await fetch(`${url}/api/game/start`, {
        method: 'POST',
        headers: { cookie, origin: url },
      });
      if (started.status !== 201) throw new Error(`game start answered ${started.status}`);
      // The council's welcome first: the count to beat is the one after it.
      await waitFor(async () => (await communicationIds(url, cookie)).size > 0);
      playable = true;
    }
    const before = await communicationIds(url, cookie);
    const started = performance.now();
    const res = await fetch(`${url}/api/game/advance-quarter`, {
      method: 'PATCH',
      headers: { cookie, origin: url },
    });
    const answer = res.status === 200 ? ((await res.json()) as { gameEnded: boolean }) : null;
    if (!answer) await res.arrayBuffer();
    const answeredMs = performance.now() - started;
    if (res.status === 409 || answer?.gameEnded) {
      // The game is over (20 quarters, or bankrupt): no quarter briefing follows. Next player.
      playable = false;
      continue;
    }
    if (res.status !== 200) throw new Error(`advance answered ${res.status}`);
    await waitFor(() => hasNew(url, cookie, before));
    timings.push({ answeredMs, councilMs: performance.now() - started });
  }
  return timings;
}

function summary(timings: Timing[]) {
  const answered = timings.map((t) => t.answeredMs).sort((a, b) => a - b);
  const council = timings.map((t) => t.councilMs).sort((a, b) => a - b);
  return {
    answeredP50: percentile(answered, 50),
    answeredP99: percentile(answered, 99),
    councilP50: percentile(council, 50),
    councilP99: percentile(council, 99),
  };
}

export async function run(): Promise<BenchResult> {
  const embedded = await startSystemUnderLoad();
  let inProcess;
  try {
    inProcess = summary(await measure(embedded.url));
  } finally {
    await embedded.stop();
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ai-council-bench-distributed-'));
  let rabbit;
  const system = await startDistributed(
    {
      ...process.env,
      AMQP_URL,
      AMQP_NAMESPACE: `bench-${process.pid}`,
      PORT: '0',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'error',
    },
    { log: () => undefined },
  );
  try {
    rabbit = summary(await measure(system.url));
  } finally {
    await system.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const f = (n: number) => `${n.toFixed(1)} ms`;
  const markdown = `${ADVANCES} quarter advances per bus, one player at a time (a new guest when a game ends).
"Answered" is the advance call through the gateway; "council applied" runs from the same start until a read of
\`GET /api/communications\` shows the quarter's briefing (polled every 2 ms), i.e. svc-game's outbox relayed
game.quarter.advanced, svc-council consumed it and its write is readable.

| bus | advance answered p50 | p99 | council applied p50 | p99 |
|---|---|---|---|---|
| in-process (embedded, one process) | ${f(inProcess.answeredP50)} | ${f(inProcess.answeredP99)} | ${f(inProcess.councilP50)} | ${f(inProcess.councilP99)} |
| RabbitMQ (distributed, a process per service) | ${f(rabbit.answeredP50)} | ${f(rabbit.answeredP99)} | ${f(rabbit.councilP50)} | ${f(rabbit.councilP99)} |`;
  return {
    markdown,
    figures: {
      inProcessCouncilP99: inProcess.councilP99,
      rabbitCouncilP50: rabbit.councilP50,
      rabbitCouncilP99: rabbit.councilP99,
    },
    budgets: [],
  };
}
