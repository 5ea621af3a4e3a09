// Polls as the screens make them (SPEC intervals: overview, communications,
// the active council, scenarios, an agent's chat), through the gateway as
// `npm start` runs the system: every API answer is `no-store`, a poll that
// repeats the ETag of an unchanged answer is a 304 with no body, and once the
// game moves the same ETag brings the new answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { settledFiles } from './support/store-files';
import { embeddedSystemForSuite, guestCookie } from './support/system';

let cookie: string;

const polled = [
  '/api/dashboard/overview',
  '/api/communications',
  '/api/council/active',
  '/api/scenarios',
  '/api/communications/agent/Marcus%20Webb',
];

// Node's fetch, as a browser's, adds `Cache-Control: no-cache` to a request that carries If-None-Match.
const get = (url: string, etag?: string) =>
  fetch(`${suite.system.url}${url}`, { headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

const suite = embeddedSystemForSuite('polling');

beforeAll(async () => {
  cookie = await guestCookie(suite.system.url);
  const started = await fetch(`${suite.system.url}/api/game/start`, {
    method: 'POST',
    headers: { cookie, origin: suite.system.url },
  });
  expect(started.status).toBe(201);
  const deadline = Date.now() + 10_000;
  while ((await get('/api/dashboard/overview')).status !== 200) {
    if (Date.now() > deadline) throw new Error('the council never set up the player');
    await new Promise((r) => setTimeout(r, 100));
  }
  // The opening events applied, so the polled answers hold still between two calls.
  await settledFiles(suite);
});

describe('polling that costs little', () => {
  it('when a screen polls an unchanged answer with its ETag, then it gets 304 with no body, and nothing is stored', async () => {
    const figures: string[] = [];
    for (const url of polled) {
      const first = await get(url);
      const body = await first.text();
      expect(first.status, `${url}: ${body}`).toBe(200);
      expect(first.headers.get('cache-control'), url).toBe('no-store');
      const etag = first.headers.get('etag');
      expect(etag, url).toBeTruthy();
      const second = await get(url, etag!);
      expect(second.status, url).toBe(304);
      expect(await second.text()).toBe('');
      figures.push(`${url} ${body.length} B → 304`);
    }
    console.log(`[polling] ${figures.join('; ')}`);
  });

  it('when the game moves, then the same ETag brings the new overview', async () => {
    const first = await get('/api/dashboard/overview');
    const etag = first.headers.get('etag')!;
    await first.text();
    const advanced = await fetch(`${suite.system.url}/api/game/advance-quarter`, {
      method: 'PATCH',
      headers: { cookie, origin: suite.system.url },
    });
    expect(advanced.status).toBe(200);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const again = await get('/api/dashboard/overview', etag);
      if (again.status === 200) {
        expect(again.headers.get('etag')).not.toBe(etag);
        break;
      }
      expect(again.status).toBe(304);
      if (Date.now() > deadline) throw new Error('the overview never changed after the advance');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('when an answer is an error, then it is no-store too', async () => {
    const res = await fetch(`${suite.system.url}/api/game/state`);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
