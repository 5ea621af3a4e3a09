// A finished game is finished: once svc-game has ended a game (and published
// game.ended, which svc-council follows), every call that would change it
// answers 409 with a message the player can act on, through the gateway as
// `npm start` runs the system; nothing changes, and Play Again still works.
import { describe, expect, it } from 'vitest';
import { asPlayer, embeddedSystemForSuite, guestCookie, still } from './support/system';

const suite = embeddedSystemForSuite('game-over');

const signInGuest = () => guestCookie(suite.system.url);

const expansion = {
  cost: 800_000,
  description: 'European Market Expansion - Pilot in one market',
  category: 'expansion',
};

type You = ReturnType<typeof asPlayer>;

/** What the player can see of their game; none of it may move after the end. */
const snapshot = async (you: You) =>
  Promise.all(
    [
      '/api/game/state',
      '/api/financial/latest',
      '/api/financial/events',
      '/api/decisions',
      '/api/scenarios',
      '/api/communications',
      '/api/council/meetings',
    ].map(async (url) => [url, (await you.get(url)).body] as const),
  );

/** The council raises each quarter's briefings as its events arrive; wait until they all have. */
const settled = (you: You) => still('what the player sees', () => snapshot(you));

/** A started game with things still open when it ends: a pending decision, a meeting in session. */
async function startWithThingsOpen(you: You) {
  expect((await you.call('POST', '/api/game/start')).status).toBe(201);
  const [scenario] = await you.until<Array<{ id: string; status: string }>>(
    '/api/scenarios',
    (list) => list.length > 0,
  );
  const action = await you.call('POST', '/api/agents/simulate-action', { agentId: 'cfo' });
  expect(action.status).toBe(201);
  const { decisionId } = action.body as { decisionId: string };
  await you.until<Array<{ id: string }>>('/api/decisions', (list) => list.some((d) => d.id === decisionId));
  const meeting = await you.call('POST', '/api/council/meetings', {});
  expect(meeting.status).toBe(201);
  return { scenarioId: scenario!.id, decisionId, meetingId: (meeting.body as { id: string }).id };
}

/** Plays quarters until the game ends, and svc-council has heard game.ended on the bus. */
async function playToTheEnd(you: You): Promise<void> {
  let ended = false;
  for (let quarter = 0; quarter < 25 && !ended; quarter += 1) {
    const advanced = await you.call('PATCH', '/api/game/advance-quarter');
    expect(advanced.status).toBe(200);
    ended = (advanced.body as { gameEnded: boolean }).gameEnded;
  }
  expect(ended).toBe(true);
  await you.until<{ boardStatus: string }>(
    '/api/dashboard/overview',
    (o) => o.boardStatus === 'Game Complete',
  );
}

/** Every call that would change the game, on the things left open in it. */
const writesToTheGame = ({
  scenarioId,
  decisionId,
  meetingId,
}: Awaited<ReturnType<typeof startWithThingsOpen>>): Array<[method: string, url: string, body?: unknown]> => [
  ['PATCH', '/api/game/advance-quarter'],
  ['POST', '/api/financial/apply-cost', expansion],
  ['POST', '/api/simulations/complete', { scenarioTitle: 'European Market Expansion' }],
  ['PATCH', `/api/decisions/${decisionId}/implement`],
  ['POST', '/api/scenarios/generate', { triggerType: 'user_requested', category: 'strategic' }],
  ['POST', '/api/scenarios/generate', { category: 'financial', title: 'Cash crunch' }],
  ['PATCH', `/api/scenarios/${scenarioId}`, { status: 'resolved', playerDecision: 'Contain it now.' }],
  ['POST', '/api/scenarios/request-analysis', { scenarioId, agentId: 'cfo', question: 'What now?' }],
  ['POST', '/api/game/trigger-agent-scenarios'],
  ['POST', '/api/agents/simulate-action', { agentId: 'cto' }],
  [
    'POST',
    '/api/agents/request-recommendation',
    { agentId: 'cfo', question: 'Should we expand?', simulationResults: null },
  ],
  ['POST', '/api/communications/to-agent', { agentName: 'cfo', message: 'Hello?', priority: 'normal' }],
  [
    'POST',
    '/api/council/emergency',
    { reason: 'Cash', description: 'Cash', emergencyType: 'financial-crisis' },
  ],
  ['POST', '/api/council/meetings', {}],
  ['POST', `/api/council/${meetingId}/messages`, { message: 'One more thing.' }],
];

describe('a game that has ended', () => {
  it('when the game has ended, then every write that would change it is 409 with what to do, nothing moves, and Play Again starts a new game', async () => {
    const you = asPlayer(suite.system.url, await signInGuest());
    const open = await startWithThingsOpen(you);
    await playToTheEnd(you);
    const before = await settled(you);

    for (const [method, url, body] of writesToTheGame(open)) {
      const answer = await you.call(method, url, body);
      expect({ call: `${method} ${url}`, status: answer.status }).toEqual({
        call: `${method} ${url}`,
        status: 409,
      });
      expect(answer.body, `${method} ${url}`).toMatchObject({
        code: 'game-ended',
        message: expect.stringMatching(/^This game has ended.*\. Start a new game to play again\.$/),
      });
    }
    expect(JSON.parse(JSON.stringify(await snapshot(you)))).toEqual(before);

    // Play Again: a new game, and the council takes changes to it.
    const again = await you.call('POST', '/api/game/restart');
    expect(again.status).toBe(201);
    const { gameId } = again.body as { gameId: string };
    await you.until<{ reflects: { gameId: string } }>(
      '/api/dashboard/overview',
      (o) => o.reflects.gameId === gameId,
    );
    expect((await you.call('POST', '/api/agents/simulate-action', { agentId: 'cto' })).status).toBe(201);
    expect((await you.call('PATCH', '/api/game/advance-quarter')).status).toBe(200);
  }, 60_000);
});
