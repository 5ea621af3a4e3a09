// Authorization matrix: every route of the API (the contracts' route table,
// SPEC §7 and the calls the screens add), requested by player B against
// player A's resources, through the gateway of the whole system as
// `npm start` runs it.
//
// - A route that names a resource ({id}) is called by B with A's id, with a
//   valid body: it must not succeed, and A's resource must be as it was.
// - A route scoped to "my" data is called by B: it must answer with nothing
//   of A's (no id, no name, no text A wrote).
// Prints the matrix and the count of cross-player successes (0).
import { apiRoutes, type ApiRoute } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { embeddedSystemForSuite, guestCookie } from './support/system';

const suite = embeddedSystemForSuite('authz');

class Player {
  constructor(private readonly cookie: string) {}

  static async guest(firstName: string): Promise<Player> {
    return new Player(await guestCookie(suite.system.url, firstName));
  }

  async call(method: string, route: string, body?: unknown): Promise<{ status: number; text: string }> {
    const res = await fetch(`${suite.system.url}${route}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: suite.system.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  }

  async json<T>(method: string, route: string, body?: unknown): Promise<T> {
    const { status, text } = await this.call(method, route, body);
    if (status >= 300) throw new Error(`${method} ${route}: ${status} ${text}`);
    return JSON.parse(text) as T;
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A valid body for each write that names a resource, so a refusal is about who asks, not what. */
const bodies: Record<string, unknown> = {
  'PATCH /api/scenarios/{id}': {
    status: 'resolved',
    playerDecision: 'B tries to decide A’s scenario: the CFO cuts costs 5% within two weeks.',
  },
  'POST /api/council/{id}/messages': { message: 'B speaks in A’s meeting.' },
  'PATCH /api/analytics/sessions/{id}': { durationMinutes: 1, pageViews: 1, actionsTaken: 1 },
};

interface ResourcesOfA {
  gameId: string;
  scenario: { id: string };
  decision: { id: string };
  meeting: { id: string };
  apiKey: { id: string };
  session: { id: string };
}

const secretText = 'zebra-7731 is the code word only A wrote';

/** Player A, with one of everything a player owns. */
async function playerWithOneOfEverything(): Promise<{ a: Player; resources: ResourcesOfA }> {
  const a = await Player.guest('Aurelia');
  const { gameId } = await a.json<{ gameId: string }>('POST', '/api/game/start');
  const scenario = await until('A’s opening scenarios', async () => {
    const { status, text } = await a.call('GET', '/api/scenarios');
    return status === 200 ? (JSON.parse(text) as Array<{ id: string }>)[0] : undefined;
  });
  await a.json('POST', '/api/agents/request-recommendation', {
    agentId: 'cfo',
    question: `Should we cut costs? ${secretText}`,
    context: { category: 'financial', urgency: 'medium' },
  });
  const decision = await until('A’s pending decision', async () => {
    const list = await a.json<Array<{ id: string; status: string }>>('GET', '/api/decisions');
    return list.find((d) => d.status === 'pending');
  });
  const meeting = await a.json<{ id: string }>('POST', '/api/council/meetings', { topic: secretText });
  const apiKey = await a.json<{ id: string }>('POST', '/api/api-keys', {
    provider: 'openai',
    keyName: 'A’s key',
    encryptedKey: `sk-proj-${'a'.repeat(48)}`,
  });
  const session = await a.json<{ id: string }>('POST', '/api/analytics/sessions', {});
  await a.json('POST', '/api/analytics/events', {
    eventType: 'custom',
    eventName: 'a-private-event',
    properties: { note: secretText },
  });
  return { a, resources: { gameId, scenario, decision, meeting, apiKey, session } };
}

/** The id of A's to put in each route that names a resource. */
const idsOf = ({ scenario, decision, meeting, apiKey, session }: ResourcesOfA): Record<string, string> => ({
  '/api/decisions/{id}/implement': decision.id,
  '/api/scenarios/{id}': scenario.id,
  '/api/council/{id}/messages': meeting.id,
  '/api/council/{id}/transcript': meeting.id,
  '/api/council/{id}/end': meeting.id,
  '/api/api-keys/{id}': apiKey.id,
  '/api/analytics/sessions/{id}': session.id,
});

/** What must never reach B. */
const markersOf = (resources: ResourcesOfA): string[] => [
  resources.gameId,
  resources.scenario.id,
  resources.decision.id,
  resources.meeting.id,
  resources.apiKey.id,
  resources.session.id,
  'Aurelia',
  'zebra-7731',
];

interface MatrixRow {
  route: string;
  kind: string;
  status: number;
  verdict: string;
}

/** One route of the API, requested by B: with A's id where it names a resource, else as B's own. */
async function asB(b: Player, route: ApiRoute, resources: ResourcesOfA): Promise<MatrixRow> {
  const key = `${route.method} ${route.path}`;
  const param = /\{(\w+)\}/.exec(route.path)?.[1];
  const ofA = idsOf(resources)[route.path];
  if (param && ofA) {
    const res = await b.call(route.method, route.path.replace(`{${param}}`, ofA), bodies[key]);
    const leaked = res.status < 300;
    return {
      route: key,
      kind: 'A’s resource',
      status: res.status,
      verdict: leaked ? 'CROSS-PLAYER 2xx' : 'refused',
    };
  }
  if (route.method === 'GET') {
    // "Mine" routes, and the agent catalogue: B sees only B's own.
    const today = new Date().toISOString().slice(0, 10);
    const concrete =
      route.path.replace('{id}', 'cfo').replace('{agentName}', encodeURIComponent('Alexandra Chen')) +
      (route.query ? `?startDate=${today}&endDate=${today}` : '');
    const res = await b.call('GET', concrete);
    const seen = markersOf(resources).filter((m) => res.text.includes(m));
    return {
      route: key,
      kind: 'B’s own view',
      status: res.status,
      verdict: seen.length > 0 ? `CROSS-PLAYER 2xx: shows ${seen.join(', ')}` : 'nothing of A’s',
    };
  }
  return { route: key, kind: 'B’s own write', status: 0, verdict: 'cannot name A’s resources' };
}

/** Every route a player may reach A's things through, requested by B. */
async function matrixAsB(b: Player, resources: ResourcesOfA): Promise<MatrixRow[]> {
  const matrix: MatrixRow[] = [];
  for (const route of apiRoutes) {
    if (route.owner === 'gateway') continue; // sign-in and sessions: no resource of A's to reach
    // Shared achievements are public by design (only what A shared, with a first name): svc-analytics' own suite.
    if (route.public) continue;
    matrix.push(await asB(b, route, resources));
  }
  return matrix;
}

function printMatrix(matrix: MatrixRow[], crossPlayer: MatrixRow[]): void {
  console.log(
    `[authorization] ${matrix.length} routes as player B against player A: cross-player 2xx = ${crossPlayer.length}\n` +
      matrix
        .map(
          (m) =>
            `  ${m.route.padEnd(44)} ${m.kind.padEnd(14)} ${String(m.status || '-').padEnd(4)} ${m.verdict}`,
        )
        .join('\n'),
  );
}

describe('authorization matrix', () => {
  it('gives player B nothing of player A’s, on every route', async () => {
    const { a, resources } = await playerWithOneOfEverything();
    const { scenario, decision, meeting, apiKey } = resources;

    // Player B, with a game of their own.
    const b = await Player.guest('Bertram');
    expect((await b.call('POST', '/api/game/start')).status).toBe(201);
    await until('B’s council', async () =>
      (await b.call('GET', '/api/scenarios')).status === 200 ? true : undefined,
    );

    const matrix = await matrixAsB(b, resources);
    const crossPlayer = matrix.filter((m) => m.verdict.startsWith('CROSS-PLAYER'));
    printMatrix(matrix, crossPlayer);
    expect(crossPlayer).toEqual([]);
    // Every view of B's own answered, so each was really looked through.
    // (The game-over comparison answers only once a game has ended: 409 while B's runs.)
    expect(
      matrix.filter(
        (m) =>
          m.kind === 'B’s own view' && m.status !== (m.route === 'GET /api/game/counterfactual' ? 409 : 200),
      ),
    ).toEqual([]);
    expect(matrix.filter((m) => m.kind === 'A’s resource')).toHaveLength(
      Object.keys(idsOf(resources)).length,
    );

    // And A's things are as A left them.
    const scenariosOfA = await a.json<Array<{ id: string; status: string }>>('GET', '/api/scenarios');
    expect(scenariosOfA.find((s) => s.id === scenario.id)?.status).toBe('active');
    const decisionsOfA = await a.json<Array<{ id: string; status: string }>>('GET', '/api/decisions');
    expect(decisionsOfA.find((d) => d.id === decision.id)?.status).toBe('pending');
    expect((await a.json<{ id: string } | null>('GET', '/api/council/active'))?.id).toBe(meeting.id);
    const keysOfA = await a.json<Array<{ id: string }>>('GET', '/api/api-keys');
    expect(keysOfA.map((k) => k.id)).toContain(apiKey.id);
  }, 120_000);
});
