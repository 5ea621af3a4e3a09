// Reads never write (issue 10): after a player has signed up, started a game
// and played a little, every GET of the route table (SPEC §7 and the calls the
// screens add) is called through the gateway as `npm start` runs the system,
// and every file under DATA_DIR (the four embedded stores and the secrets) is
// byte for byte what it was before.
import { apiRoutes } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { changes, filesUnder, settledFiles } from './support/store-files';
import { asPlayer, embeddedSystemForSuite, guestCookie } from './support/system';

const suite = embeddedSystemForSuite('reads');

const signInGuest = () => guestCookie(suite.system.url);

type You = ReturnType<typeof asPlayer>;

/** Play a little: a quarter, a decided scenario, a meeting, a chat, a stored key, an analytics session. */
async function playALittle(you: You): Promise<{ cfo: { id: string; name: string }; meetingId: string }> {
  expect(
    (await you.call('PATCH', '/api/auth/user', { gameMode: 'demo', onboardingCompleted: true })).status,
  ).toBe(200);
  expect((await you.call('POST', '/api/game/start')).status).toBe(201);
  const [scenario] = await you.until<Array<{ id: string; status: string }>>('/api/scenarios', (list) =>
    list.some((s) => s.status === 'active'),
  );
  expect((await you.call('PATCH', '/api/game/advance-quarter')).status).toBe(200);
  await you.until<{ reflects: { quarter: number } }>(
    '/api/dashboard/overview',
    (o) => o.reflects.quarter >= 2,
  );
  const decided = await you.call('PATCH', `/api/scenarios/${scenario!.id}`, {
    status: 'resolved',
    playerDecision: 'Contain it now and report back next quarter.',
  });
  expect(decided.status).toBe(200);
  await you.until<{ openScenarioIds: string[] }>(
    '/api/game/state',
    (s) => !s.openScenarioIds.includes(scenario!.id),
  );
  const agents = (await you.get('/api/agents')).body as Array<{ id: string; name: string }>;
  const cfo = agents.find((a) => a.id === 'cfo')!;
  expect(
    (
      await you.call('POST', '/api/communications/to-agent', {
        agentName: cfo.name,
        message: 'How is cash?',
      })
    ).status,
  ).toBe(201);
  const meeting = await you.call('POST', '/api/council/emergency', {
    reason: 'Cash is tight',
    description: 'Cash is tight',
    emergencyType: 'financial-crisis',
  });
  expect(meeting.status).toBe(201);
  const key = await you.call('POST', '/api/api-keys', {
    provider: 'openai',
    keyName: 'Team key',
    encryptedKey: `sk-proj-${'a'.repeat(48)}`,
  });
  expect(key.status).toBe(201);
  const session = await you.call('POST', '/api/analytics/sessions', { userAgent: 'test' });
  expect(session.status).toBe(201);
  expect(
    (await you.call('POST', '/api/analytics/events', { eventType: 'page_view', eventName: '/dashboard' }))
      .status,
  ).toBe(201);
  return { cfo, meetingId: (meeting.body as { id: string }).id };
}

// No achievement of this player's is shared: the public reads are asked for an unknown share id (404).
const unshared = 'AAAAAAAAAAAAAAAAAAAAAA';

const gets = apiRoutes.filter((r) => r.method === 'GET');

/** Every GET of the route table, path parameters filled with the player's real ids, and the gateway's pages. */
function everyGetUrl({ cfo, meetingId }: Awaited<ReturnType<typeof playALittle>>): string[] {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const params: Record<string, Record<string, string>> = {
    '/api/achievements/public/{shareId}': { shareId: unshared },
    '/api/achievements/public/{shareId}/card.png': { shareId: unshared },
    '/api/agents/{id}/profile': { id: cfo.id },
    '/api/council/{id}/transcript': { id: meetingId },
    '/api/communications/agent/{agentName}': { agentName: cfo.name },
  };
  const queries: Record<string, string> = {
    '/api/analytics/dashboard': `?startDate=${day(-30)}&endDate=${day(0)}`,
  };
  const urls = gets.map((route) => {
    const filled = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[route.path]?.[name];
      if (!value) throw new Error(`no value for {${name}} of ${route.path}: add it to this test`);
      return encodeURIComponent(value);
    });
    return filled + (queries[route.path] ?? '');
  });
  // The gateway's own pages and documents are reads too.
  urls.push('/api/auth/login-page', '/api/openapi.json', '/api/asyncapi.json', '/api/docs');
  return urls;
}

describe('reads never write', () => {
  it('when every GET route is called after some play, then every file of the store is byte-identical', async () => {
    const you = asPlayer(suite.system.url, await signInGuest());
    const played = await playALittle(you);
    const { meetingId } = played;

    // A second player who has signed up but not started: their reads must not start a game either.
    const newcomer = asPlayer(suite.system.url, await signInGuest());

    const before = await settledFiles(suite);
    expect(Object.keys(before).filter((f) => f.endsWith('.db')).length).toBeGreaterThan(4);

    const urls = everyGetUrl(played);
    // Twice over, in parallel, as polling views and a second tab would.
    const answers = await Promise.all(
      [...urls, ...urls].map(async (url) => ({ url, status: (await you.get(url)).status })),
    );
    // The game-over comparison is only for an ended game: 409 while this one runs (it still must not write).
    const notYet = new Set(['/api/game/counterfactual']);
    const expected = (url: string) => (notYet.has(url) ? 409 : url.includes(unshared) ? 404 : 200);
    for (const answer of answers) expect(answer, answer.url).toMatchObject({ status: expected(answer.url) });
    // SPEC §7's reads are all among them.
    expect(gets.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/auth/status',
        '/api/financial/latest',
        '/api/financial/events',
        '/api/game/state',
        '/api/game/objectives',
        '/api/scenarios',
        '/api/agents',
        '/api/council/active',
        '/api/council/meetings',
        '/api/dashboard/overview',
        '/api/communications',
        '/api/communications/agent/{agentName}',
        '/api/api-keys',
        '/api/decisions',
        '/api/analytics/dashboard',
      ]),
    );

    // The newcomer's reads of the game and the council say "no company yet"; the first
    // player's meeting is not theirs (404); the rest answer.
    const newcomerAnswers = await Promise.all(
      urls.map(async (url) => ({ url, ...(await newcomer.get(url)) })),
    );
    for (const { url, status, body } of newcomerAnswers) {
      if (status === 409) expect(body, url).toMatchObject({ code: 'no-company-yet' });
      else
        expect({ url, status }).toEqual({
          url,
          status: url.includes(meetingId) || url.includes(unshared) ? 404 : 200,
        });
    }
    expect(newcomerAnswers.find((a) => a.url === '/api/game/state')?.status).toBe(409);

    const after = filesUnder(suite.dataDir);
    expect(changes(before, after), 'a GET wrote to the store').toEqual({});
    expect(after).toEqual(before);
  }, 60_000);
});
