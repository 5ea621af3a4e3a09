// A new player's first dashboard load, through the gateway, svc-game and
// svc-council as `npm start` runs them: every view asks at once, before the
// game exists, while the shell starts it (reads never create it); the council
// must end with one stable set of opening scenarios, none of which appeared
// and then vanished unresolved.
import { describe, expect, it } from 'vitest';
import { embeddedSystemForSuite, guestCookie } from './support/system';

/** What the first dashboard load asks for, all at once (the shell, the sidebar and the dashboard's views). */
const firstLoad = [
  '/api/game/state',
  '/api/dashboard/overview',
  '/api/scenarios',
  '/api/agents',
  '/api/communications',
  '/api/council/active',
  '/api/council/meetings',
  '/api/financial/latest',
  '/api/game/objectives',
  '/api/decisions',
];

interface Scenario {
  id: string;
  status: string;
}

const suite = embeddedSystemForSuite('first-load');

const signInGuest = () => guestCookie(suite.system.url);

async function get(cookie: string, path: string): Promise<{ path: string; status: number; body: unknown }> {
  const res = await fetch(`${suite.system.url}${path}`, { headers: { cookie } });
  return { path, status: res.status, body: await res.json() };
}

/** The shell's start of the game: the one call that creates it. */
async function start(cookie: string): Promise<number> {
  const res = await fetch(`${suite.system.url}/api/game/start`, {
    method: 'POST',
    headers: { cookie, origin: suite.system.url },
  });
  await res.arrayBuffer();
  return res.status;
}

/** The whole first load, twice over (React Query's first fetches and the shell's own), in parallel. */
const burst = (cookie: string) => Promise.all([...firstLoad, ...firstLoad].map((p) => get(cookie, p)));

const scenariosIn = (answers: Array<{ path: string; status: number; body: unknown }>) =>
  answers.filter((a) => a.path === '/api/scenarios' && a.status === 200).flatMap((a) => a.body as Scenario[]);

async function openingScenarios(cookie: string): Promise<Scenario[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { status, body } = await get(cookie, '/api/scenarios');
    if (status === 200 && (body as Scenario[]).length > 0) return body as Scenario[];
    if (Date.now() > deadline)
      throw new Error(`no opening scenarios after 10 s: ${status} ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a new player's first dashboard load", () => {
  it('when every view asks at once while the game is being started, then each of 8 new players gets one stable set of opening scenarios and none vanishes', async () => {
    for (let player = 0; player < 8; player += 1) {
      const cookie = await signInGuest();
      // The views ask while the shell starts the game (twice: a second tab), all at once.
      const [first, starts] = await Promise.all([burst(cookie), Promise.all([start(cookie), start(cookie)])]);
      expect(starts.sort()).toEqual([200, 201]);
      for (const answer of first) {
        // Before the game exists (svc-game) or game.started reaches the council, they say "not yet" rather than invent a company.
        if (answer.status === 409) expect(answer.body).toMatchObject({ code: 'no-company-yet' });
        else expect(answer, answer.path).toMatchObject({ status: 200 });
      }
      const seenEarly = scenariosIn(first);

      const opening = await openingScenarios(cookie);
      const openingIds = opening.map((s) => s.id).sort();
      // Every scenario the player was shown is still there, and still waiting for a decision.
      for (const seen of seenEarly) expect(openingIds, `scenario ${seen.id} vanished`).toContain(seen.id);
      expect(opening.every((s) => s.status === 'active')).toBe(true);

      // Later loads (polls, tab switches) all answer, and the set does not change.
      for (let round = 0; round < 3; round += 1) {
        const again = await burst(cookie);
        for (const answer of again) expect(answer, answer.path).toMatchObject({ status: 200 });
        for (const answer of again.filter((a) => a.path === '/api/scenarios')) {
          expect((answer.body as Scenario[]).map((s) => s.id).sort()).toEqual(openingIds);
        }
        // The dashboard counts the very scenarios the list shows.
        const overview = again.find((a) => a.path === '/api/dashboard/overview')!.body as {
          metrics: { scenariosGenerated: number };
        };
        expect(overview.metrics.scenariosGenerated).toBe(openingIds.length);
      }
    }
  }, 60_000);
});
