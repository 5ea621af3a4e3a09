// An unchanged poll answered by the gateway itself (gateway/src/routing/known-views.ts):
// in embedded mode svc-council tells the gateway of every change of a player's
// polled views, so a poll that repeats the ETag of the last answer is a 304
// that never reaches svc-council (its request counter stands still), on one
// thread and with each service on its own. Never newer than the service: the
// player's own write, and a change made without the gateway (a call straight
// to svc-council), each bring the new answer to the very next poll.
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@ai-council/contracts';
import { generateTokenKeys, signUserToken } from '@ai-council/service-kit';
import { sampleValue, scrape } from '@ai-council/service-kit/testing';
import { accountIdOf } from './support/store-files';
import { embeddedSystemForSuite, guestCookie } from './support/system';

const { privateKey } = generateTokenKeys();
const overview = '/api/dashboard/overview';
const feed = '/api/communications';
/** Every polled view of the route table (SPEC §7), an agent's chat as Marcus Webb's. */
const polledViews = apiRoutes
  .filter((route) => route.polled)
  .map((route) => route.path.replace('{agentName}', encodeURIComponent('Marcus Webb')));

describe.each([
  ['on one thread', false],
  ['each service on a thread of its own', true],
] as const)('unchanged polls answered at the gateway (%s)', (_title, onThreads) => {
  const suite = embeddedSystemForSuite(
    `known-views-${onThreads ? 'threads' : 'one'}`,
    { METRICS_PORT: '0', TOKEN_PRIVATE_KEY: privateKey },
    { onThreads },
  );
  let cookie = '';
  const get = (path: string, etag?: string | null) =>
    fetch(`${suite.system.url}${path}`, {
      headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  /** The polls of a route svc-council itself has answered so far. */
  const councilAnswered = async (route: string) =>
    sampleValue(await scrape(suite.system.metricsUrl!), 'http_request_duration_seconds_count', {
      service: 'svc-council',
      route,
    });

  /** Polls until two answers in a row agree, so the opening events have all been applied. */
  async function settledEtag(path: string): Promise<string> {
    let last = '';
    for (let tries = 0; tries < 100; tries += 1) {
      const res = await get(path);
      await res.text();
      const etag = res.headers.get('etag') ?? '';
      if (res.status === 200 && etag === last) return etag;
      last = etag;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} never held still`);
  }

  it('when a player polls an unchanged view with its ETag, then the gateway answers 304 and svc-council hears nothing of it', async () => {
    cookie = await guestCookie(suite.system.url, 'Kit');
    const started = await fetch(`${suite.system.url}/api/game/start`, {
      method: 'POST',
      headers: { cookie, origin: suite.system.url },
    });
    expect(started.status).toBe(201);
    const etag = await settledEtag(overview);

    const before = await councilAnswered(overview);
    for (let i = 0; i < 10; i += 1) {
      const poll = await get(overview, etag);
      expect(poll.status).toBe(304);
      expect(poll.headers.get('etag')).toBe(etag);
      expect(poll.headers.get('cache-control')).toBe('no-store');
    }
    expect(await councilAnswered(overview)).toBe(before);
  });

  it("when another player polls any polled view with this player's ETag, then the answer is their own, never a 304 of this player's", async () => {
    expect(polledViews).toHaveLength(5);
    const other = await guestCookie(suite.system.url, 'Ola');
    const started = await fetch(`${suite.system.url}/api/game/start`, {
      method: 'POST',
      headers: { cookie: other, origin: suite.system.url },
    });
    expect(started.status).toBe(201);
    // Ola's council sets her game up from game.started; until then her views answer 409.
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`${suite.system.url}/api/scenarios`, { headers: { cookie: other } });
      await ready.text();
      if (ready.status === 200) break;
      if (tries === 100) throw new Error(`Ola's council never set her game up (scenarios ${ready.status})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const view of polledViews) {
      const etag = await settledEtag(view);
      expect((await get(view, etag)).status, view).toBe(304);
      // Ola's browser sends Kit's ETag: the gateway remembers it for Kit alone.
      const theirs = await fetch(`${suite.system.url}${view}`, {
        headers: { cookie: other, 'if-none-match': etag },
      });
      const body = await theirs.text();
      expect(theirs.status, view).toBe(200);
      expect(theirs.headers.get('etag'), view).not.toBe(etag);
      expect(body, view).not.toMatch(/\bKit\b/);
    }
  });

  it("when the player's own write changes the view, then the next poll with the old ETag brings the new answer", async () => {
    const etag = await settledEtag(overview);
    const advanced = await fetch(`${suite.system.url}/api/game/advance-quarter`, {
      method: 'PATCH',
      headers: { cookie, origin: suite.system.url },
    });
    expect(advanced.status).toBe(200);
    // The quarter's events reach svc-council after the answer; until then the overview may stand.
    let poll = await get(overview, etag);
    for (let tries = 0; poll.status === 304 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      poll = await get(overview, etag);
    }
    expect(poll.status).toBe(200);
    expect(poll.headers.get('etag')).not.toBe(etag);
  });

  it('when a change reaches svc-council without passing the gateway, then the very next poll brings the new answer', async () => {
    const etag = await settledEtag(feed);
    expect((await get(feed, etag)).status).toBe(304);
    const token = signUserToken(
      { sub: accountIdOf(suite.dataDir, 'Kit'), gameMode: 'demo', firstName: 'Kit' },
      privateKey,
      {
        audience: 'svc-council',
      },
    );
    // Straight to svc-council, as another gateway replica would call it.
    const asked = await fetch(`${suite.system.services.council}/api/communications/to-agent`, {
      method: 'POST',
      headers: { 'x-user-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ agentName: 'Marcus Webb', message: 'How long is our runway?' }),
    });
    expect(asked.status, await asked.clone().text()).toBeLessThan(300);

    const poll = await get(feed, etag);
    expect(poll.status).toBe(200);
    expect(await poll.text()).toContain('How long is our runway?');
  });
});
