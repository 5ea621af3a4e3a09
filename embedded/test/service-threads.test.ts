// Embedded mode with every service on a worker thread of its own (what
// `npm start` runs on a machine with a second core), each with its own store,
// the gateway reaching it over loopback HTTP, its events crossing the thread
// through the main thread's broker. A player's game must play exactly as on
// one thread: events in both directions, polls answered 304, every thread's
// metrics on the one endpoint, and what was stored still there after a restart
// on one thread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleValue, scrape } from '@ai-council/service-kit/testing';
import { servicesOnThreads, startEmbedded, type EmbeddedSystem } from '../src/start';
import { asPlayer, guestCookie } from './support/system';

interface Scenario {
  id: string;
  status: string;
}
interface GameState {
  openScenarioIds: string[];
  metrics: { netWorth: number };
}

describe('the threads npm start runs', () => {
  it('when the machine has a second core, then each service runs on a thread of its own; on one core, none does', () => {
    expect(servicesOnThreads(1)).toBe(false);
    expect(servicesOnThreads(2)).toBe(true);
    expect(servicesOnThreads(16)).toBe(true);
  });
});

describe('every service on a thread of its own', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-threads-'));
  const start = (onThreads: boolean) =>
    startEmbedded(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SKIP_WEB_BUILD: '1',
        METRICS_PORT: '0',
      },
      { onThreads },
    );
  let running: EmbeddedSystem | null = null;
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let cookie = '';
  let resolvedId = '';

  it("when a player starts, decides and asks, then svc-council hears svc-game's events and svc-game hears the council's", async () => {
    running = await start(true);
    const { url } = running;
    cookie = await guestCookie(url, 'Thea');
    const player = asPlayer(url, cookie);
    expect((await player.call('POST', '/api/game/start')).status).toBe(201);

    // game.started crossed into the thread: the council opened its scenarios.
    const [opening] = await player.until<Scenario[]>('/api/scenarios', (list) => list.length > 0);
    // scenario.generated crossed out: svc-game knows the scenario is open.
    const before = await player.until<GameState>('/api/game/state', (state) =>
      state.openScenarioIds.includes(opening!.id),
    );

    const decided = await player.call('PATCH', `/api/scenarios/${opening!.id}`, {
      status: 'resolved',
      playerDecision: 'Switch to the backup supplier and spend $20K to lock prices for a year.',
    });
    expect(decided.status).toBe(200);
    resolvedId = opening!.id;
    // scenario.resolved crossed out: svc-game booked the decision.
    const after = await player.until<GameState>(
      '/api/game/state',
      (state) => !state.openScenarioIds.includes(opening!.id),
    );
    expect(after.metrics.netWorth).not.toBe(before.metrics.netWorth);

    const asked = await player.call('POST', '/api/communications/to-agent', {
      agentName: 'Marcus Webb',
      message: 'How long does our cash last at this burn rate?',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ reply: { from: 'Marcus Webb' } });
    // The system starts in the test: the hooks' bound.
  }, 60_000);

  it('when a view is polled again with its ETag, then the thread answers 304 through the gateway', async () => {
    const url = running!.url;
    const first = await fetch(`${url}/api/dashboard/overview`, { headers: { cookie } });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const again = await fetch(`${url}/api/dashboard/overview`, {
      headers: { cookie, 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it("when the process's one metrics endpoint is scraped, then it has the thread's series beside the main thread's", async () => {
    const samples = await scrape(running!.metricsUrl!);
    const served = (service: string, route: string) =>
      samples
        .filter(
          (s) =>
            s.name === 'http_request_duration_seconds_count' &&
            s.labels.service === service &&
            s.labels.route === route,
        )
        .reduce((sum, s) => sum + s.value, 0);
    // Answered on the services' threads, counted there, scraped here.
    expect(served('svc-council', '/api/scenarios')).toBeGreaterThan(0);
    expect(served('svc-game', '/api/game/state')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes', { service: 'ai-council' })).toBeGreaterThan(0);
  });

  it('when the system restarts on one thread and then threaded again, then what the council stored is still there', async () => {
    await running!.compact();
    await running!.close();
    for (const onThreads of [false, true]) {
      running = await start(onThreads);
      const player = asPlayer(running.url, cookie);
      const { status, body } = await player.get('/api/scenarios');
      expect(status, onThreads ? 'on threads' : 'on one thread').toBe(200);
      expect((body as Scenario[]).find((s) => s.id === resolvedId)).toMatchObject({ status: 'resolved' });
      await running.close();
      running = null;
    }
    // Two starts of the system in the test (threads load their modules): the hooks' bound for each.
  }, 120_000);
});
