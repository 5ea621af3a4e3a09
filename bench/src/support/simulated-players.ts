// The players of the player-load benchmark. Each sits on the dashboard and
// polls as the UI does, by SPEC §7's intervals (overview 30 s, communications
// 15 s, active council 10 s, scenarios 30 s), sending the ETag of its last
// answer as the query layer does; now and then (once every WRITE_EVERY_S on
// average) it plays: advances a quarter, decides a pending scenario, or asks a
// board member a question. The load is open (arrivals at the population's
// rate, not one request after another), so a system that falls behind shows it
// in latency instead of slowing the generator down.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Pool } from 'undici';
import { percentile, sleep } from './report';

export const STEP_S = Number(process.env.BENCH_STEP_S ?? 30);

const polls = [
  { path: '/api/dashboard/overview', everyS: 30 },
  { path: '/api/communications', everyS: 15 },
  { path: '/api/council/active', everyS: 10 },
  { path: '/api/scenarios', everyS: 30 },
] as const;

/**
 * The players poll before each step is measured for at least the longest poll interval, so that every player
 * holds the ETag of each view it polls, as a player sitting on the dashboard does: the full answers a player
 * who has just arrived is owed are a burst of growing the population, not the steady state a step measures.
 * Then the warm-up goes on, in slices of WARM_UP_SLICE_S, until no call has been in flight for longer than
 * BACKLOG_MS (the burst is worked off), but never past WARM_UP_MAX_S: a system that cannot keep up never
 * works its backlog off, reaches the cap and is measured behind. Every variant gets the same rule.
 */
export const WARM_UP_S = Number(process.env.BENCH_WARM_UP_S ?? Math.max(...polls.map((p) => p.everyS)));
export const WARM_UP_MAX_S = Number(process.env.BENCH_WARM_UP_MAX_S ?? 120);
export const WARM_UP_SLICE_S = 5;
export const BACKLOG_MS = 1_000;
export const WRITE_EVERY_S = Number(process.env.BENCH_WRITE_EVERY_S ?? 300);

/** The system the players load, in either mode. */
export interface LoadTarget {
  url: string;
  /** CPU seconds the system's processes have used so far. */
  cpuSeconds(): number;
  /** Compacted store size in bytes (embedded mode only: it compacts on request). */
  storedBytes: (() => Promise<number>) | null;
  profile: (() => Promise<{ stop(file: string): Promise<void> }>) | null;
  stop(): Promise<void>;
}

export interface Player {
  cookie: string;
  etags: Map<string, string>;
  pendingScenario: string | null;
}

/** One measured stretch of a step: its answers' latencies and counts, before a step's stretches are pooled. */
export interface Stretch {
  players: number;
  offeredRps: number;
  seconds: number;
  latencies: number[];
  pollLatencies: number[];
  playLatencies: number[];
  errors: number;
  notModified: number;
  writes: number;
  /** CPU seconds of the system and of the load generator over the stretch. */
  cpuSeconds: number;
  generatorSeconds: number;
  warmUpS: number;
}

export interface StepFigures {
  players: number;
  offeredRps: number;
  achievedRps: number;
  p50: number;
  p99: number;
  /** The polls' p99 and the plays' (a play is about 1.4 % of the calls: past 1 % slow plays alone set the p99). */
  p99Polls: number;
  p99Plays: number;
  max: number;
  errors: number;
  notModified: number;
  writes: number;
  cpu: number;
  /** Seconds the players polled before the step was measured (WARM_UP_S, or longer while a backlog drained; the longest of its stretches). */
  warmUpS: number;
  /** The load generator's own CPU (this process, of one core): it shares the machine's cores with the system. */
  generatorCpu: number;
}

/** A distinct client address per player: the gateway limits sign-ins per address, as behind a proxy. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function newPlayer(pool: Pool, origin: string, n: number): Promise<Player> {
  const signIn = await pool.request({
    method: 'POST',
    path: '/api/auth/guest',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': addressOf(n) },
    body: JSON.stringify({ firstName: `Player${n}` }),
  });
  await signIn.body.dump();
  if (signIn.statusCode !== 201) throw new Error(`sign-in ${n} answered ${signIn.statusCode}`);
  const cookie = withSetCookies('', signIn.headers['set-cookie']);
  const started = await pool.request({
    method: 'POST',
    path: '/api/game/start',
    headers: { cookie, origin },
  });
  await started.body.dump();
  if (started.statusCode !== 201) throw new Error(`game start ${n} answered ${started.statusCode}`);
  return { cookie, etags: new Map(), pendingScenario: null };
}

/**
 * A player's cookies after an answer, as a browser keeps them: each cookie the answer sets replaces the
 * one of that name. (The gateway re-seals a session in use every few minutes; a player who kept the
 * cookie of their sign-in would look like one whose session is always due for re-sealing.)
 */
function withSetCookies(cookies: string, setCookie: string | string[] | undefined): string {
  if (!setCookie) return cookies;
  const jar = new Map(
    cookies
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  );
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const pair = line.split(';')[0]!;
    jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}

/** Adds players until there are `count`, twenty at a time. */
export async function growTo(players: Player[], count: number, pool: Pool, origin: string) {
  while (players.length < count) {
    const batch = Math.min(20, count - players.length);
    const base = players.length;
    players.push(
      ...(await Promise.all(Array.from({ length: batch }, (_, i) => newPlayer(pool, origin, base + i)))),
    );
  }
}

/** What the players' calls answered while measuring. */
class Tally {
  measuring = false;
  readonly latencies: number[] = [];
  readonly pollLatencies: number[] = [];
  readonly playLatencies: number[] = [];
  errors = 0;
  notModified = 0;
  writes = 0;
  /** Each call in flight, with when it started. */
  readonly inflight = new Map<Promise<void>, number>();
  /** BENCH_TIMELINE=1: each measured call's start (ms into the step), latency, method, path and status. */
  readonly timeline: Array<[number, number, string, string, number]> | null = process.env.BENCH_TIMELINE
    ? []
    : null;
  measuredFrom = 0;
}

// A game that has ended refuses moves; a decision may race the next poll: both are answers, not errors.
const answered = (status: number, method: string) =>
  status < 400 || status === 409 || (status === 404 && method === 'PATCH');

/** One player's call, counted in the tally; a poll keeps the answer's ETag (and the pending scenario) for the next. */
function call(
  pool: Pool,
  origin: string,
  tally: Tally,
  player: Player,
  method: string,
  path: string,
  body?: unknown,
) {
  const started = performance.now();
  const headers: Record<string, string> = { cookie: player.cookie, origin };
  const etag = method === 'GET' ? player.etags.get(path) : undefined;
  if (etag) headers['if-none-match'] = etag;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const work = pool
    .request({
      method: method as 'GET',
      path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (res) => {
      const text = await res.body.text();
      player.cookie = withSetCookies(player.cookie, res.headers['set-cookie']);
      if (tally.measuring) {
        const took = performance.now() - started;
        tally.latencies.push(took);
        (method === 'GET' ? tally.pollLatencies : tally.playLatencies).push(took);
        if (!answered(res.statusCode, method)) tally.errors += 1;
        if (res.statusCode === 304) tally.notModified += 1;
        tally.timeline?.push([started - tally.measuredFrom, took, method, path, res.statusCode]);
      }
      if (method !== 'GET' || res.statusCode !== 200) return;
      if (typeof res.headers.etag === 'string') player.etags.set(path, res.headers.etag);
      if (path === '/api/scenarios') {
        const list = JSON.parse(text) as Array<{ id: string; status: string }>;
        player.pendingScenario = list.find((s) => s.status === 'pending')?.id ?? null;
      }
    })
    .catch(() => {
      if (tally.measuring) tally.errors += 1;
    });
  const tracked = work.finally(() => tally.inflight.delete(tracked));
  tally.inflight.set(tracked, started);
}

/** A play: 40 % advance a quarter, 30 % decide the pending scenario, the rest ask the CFO. */
function play(
  ask: (player: Player, method: string, path: string, body?: unknown) => void,
  player: Player,
  random: () => number,
) {
  const roll = random();
  if (roll < 0.4) ask(player, 'PATCH', '/api/game/advance-quarter');
  else if (roll < 0.7 && player.pendingScenario) {
    ask(player, 'PATCH', `/api/scenarios/${player.pendingScenario}`, {
      status: 'resolved',
      playerDecision: 'Cut discretionary costs by 5% this quarter and protect the product roadmap.',
    });
    player.pendingScenario = null;
  } else {
    ask(player, 'POST', '/api/communications/to-agent', {
      agentName: 'Marcus Webb',
      message: 'How long does our cash last at this burn rate?',
    });
  }
}

/** Every 10 ms, the requests due in that slice: rate × 10 ms per kind, spread over the players in turn. */
function startArrivals(players: Player[], kinds: Array<{ rate: number; act: (player: Player) => void }>) {
  const TICK_MS = 10;
  const carry = kinds.map(() => 0);
  const cursor = kinds.map((_, i) => Math.floor((i * players.length) / kinds.length));
  const timer = setInterval(() => {
    kinds.forEach((kind, i) => {
      carry[i]! += (kind.rate * TICK_MS) / 1000;
      while (carry[i]! >= 1) {
        carry[i]! -= 1;
        kind.act(players[cursor[i]! % players.length]!);
        cursor[i]! += 1;
      }
    });
  }, TICK_MS);
  return () => clearInterval(timer);
}

/**
 * Loads the system with the players for a warm-up, then measures a stretch of STEP_S seconds. `random` rolls the plays
 * (systems compared side by side get the same numbers); `name` names the system in the files BENCH_CPU_PROF
 * and BENCH_TIMELINE write.
 */
export async function measureStretch(
  system: LoadTarget,
  pool: Pool,
  players: Player[],
  { random = Math.random, name = 'system' }: { random?: () => number; name?: string } = {},
): Promise<Stretch> {
  const tally = new Tally();
  const ask = (player: Player, method: string, path: string, body?: unknown) =>
    call(pool, system.url, tally, player, method, path, body);
  const kinds = [
    ...polls.map((p) => ({ rate: players.length / p.everyS, act: (pl: Player) => ask(pl, 'GET', p.path) })),
    {
      rate: players.length / WRITE_EVERY_S,
      act: (pl: Player) => {
        if (tally.measuring) tally.writes += 1;
        play(ask, pl, random);
      },
    },
  ];
  // Started before the warm-up: starting the profiler holds the system's loop for most of a second.
  const profile = process.env.BENCH_CPU_PROF && system.profile ? await system.profile() : null;
  const stopArrivals = startArrivals(players, kinds);
  const warmUpFrom = performance.now();
  await sleep(WARM_UP_S * 1000);
  while (performance.now() - warmUpFrom < WARM_UP_MAX_S * 1000 && oldestInFlightMs(tally) > BACKLOG_MS) {
    await sleep(WARM_UP_SLICE_S * 1000);
  }
  const warmUpS = (performance.now() - warmUpFrom) / 1000;
  tally.measuring = true;
  const cpuAtStart = system.cpuSeconds();
  const generatorAtStart = process.cpuUsage();
  const measuredFrom = (tally.measuredFrom = performance.now());
  await sleep(STEP_S * 1000);
  tally.measuring = false;
  const seconds = (performance.now() - measuredFrom) / 1000;
  const cpuSeconds = system.cpuSeconds() - cpuAtStart;
  const generatorUsed = process.cpuUsage(generatorAtStart);
  if (profile) {
    mkdirSync('/tmp/prof', { recursive: true });
    await profile.stop(`/tmp/prof/player-load-${name}-${players.length}.cpuprofile`);
  }
  stopArrivals();
  await Promise.all(tally.inflight.keys());
  if (tally.timeline) {
    mkdirSync('/tmp/prof', { recursive: true });
    writeFileSync(`/tmp/prof/timeline-${name}-${players.length}.json`, JSON.stringify(tally.timeline));
  }

  return {
    players: players.length,
    offeredRps: kinds.reduce((sum, k) => sum + k.rate, 0),
    seconds,
    latencies: tally.latencies,
    pollLatencies: tally.pollLatencies,
    playLatencies: tally.playLatencies,
    errors: tally.errors,
    notModified: tally.notModified,
    writes: tally.writes,
    cpuSeconds,
    generatorSeconds: (generatorUsed.user + generatorUsed.system) / 1e6,
    warmUpS,
  };
}

/** A step's figures from its measured stretches, their answers pooled (one stretch: its own figures). */
export function stepFiguresOf(stretches: Stretch[]): StepFigures {
  const total = (pick: (s: Stretch) => number) => stretches.reduce((sum, s) => sum + pick(s), 0);
  const pooled = (pick: (s: Stretch) => number[]) => stretches.flatMap(pick).sort((a, b) => a - b);
  const seconds = total((s) => s.seconds);
  const latencies = pooled((s) => s.latencies);
  return {
    players: stretches[0]!.players,
    offeredRps: stretches[0]!.offeredRps,
    achievedRps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    p99Polls: percentile(
      pooled((s) => s.pollLatencies),
      99,
    ),
    p99Plays: percentile(
      pooled((s) => s.playLatencies),
      99,
    ),
    max: latencies.at(-1) ?? 0,
    errors: total((s) => s.errors),
    notModified: total((s) => s.notModified),
    writes: total((s) => s.writes),
    cpu: total((s) => s.cpuSeconds) / seconds,
    warmUpS: Math.max(...stretches.map((s) => s.warmUpS)),
    generatorCpu: total((s) => s.generatorSeconds) / seconds,
  };
}

/** How long the oldest call still in flight has waited, in ms (0 with none in flight). */
function oldestInFlightMs(tally: Tally): number {
  const now = performance.now();
  let oldest = now;
  for (const started of tally.inflight.values()) if (started < oldest) oldest = started;
  return now - oldest;
}

/** Waits until the system has worked off what creating players set going (the council's opening scenarios, analytics). */
export async function settle(system: LoadTarget): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const before = system.cpuSeconds();
    await sleep(1_000);
    if (system.cpuSeconds() - before < 0.05 || Date.now() > deadline) return;
  }
}
