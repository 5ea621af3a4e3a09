// Every view the web apps poll (SPEC §7: the overview, communications, an
// agent's chat, the active council, scenarios) knows its player's version
// without reading the store: a poll carrying the current ETag is a 304 that
// reads nothing, counted through the store port. Each kind of change that
// alters a view moves its version, seen at once by the replica that made it
// and within the stated staleness by another replica on the same store.
import { testStore } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_VERSIONS_STALENESS_MS } from '../src/data-access/view-versions';
import {
  company,
  gameEvent,
  openedCompany,
  resolveSoundly,
  startHarness,
  startTwoReplicas,
  uniqueUser,
  type Harness,
} from './support/harness';
import { countingStoreOperations, type StoreOperations } from './support/store-operations';

let a: Harness;
let b: Harness;
let close: () => Promise<void>;
let operations: StoreOperations;
const counted = countingStoreOperations(testStore());
beforeAll(async () => {
  operations = counted.operations;
  ({ a, b, close } = await startTwoReplicas(counted.store));
  // b's start moved the service's epoch: a takes it up before the tests begin.
  await b.rawHttp.get('/api/scenarios').set('x-user-token', b.token(uniqueUser('epoch')));
  a.clock.advance(VIEW_VERSIONS_STALENESS_MS);
});
afterAll(async () => {
  await close();
  await counted.store.close();
});

const polledViews = [
  { view: 'the dashboard overview', path: '/api/dashboard/overview' },
  { view: 'communications', path: '/api/communications' },
  { view: "Marcus Webb's chat", path: '/api/communications/agent/Marcus%20Webb' },
  { view: 'the active council', path: '/api/council/active' },
  { view: 'scenarios', path: '/api/scenarios' },
] as const;
type PolledPath = (typeof polledViews)[number]['path'];

const poll = (h: Harness, path: string, token: string, etag?: string) => {
  const req = h.http.get(path).set('x-user-token', token);
  return etag ? req.set('If-None-Match', etag) : req;
};

/** What one poll asked of the store. */
async function operationsOf<T>(act: () => Promise<T>): Promise<{ result: T; reads: number; writes: number }> {
  const before = { ...operations };
  const result = await act();
  return { result, reads: operations.reads - before.reads, writes: operations.writes - before.writes };
}

describe('a poll of an unchanged view', () => {
  for (const { view, path } of polledViews) {
    it(`when ${view} is polled with its current ETag, then it is a 304 that reads and writes nothing`, async () => {
      const userId = uniqueUser('still');
      await a.startGame(userId);
      const token = a.token(userId);
      const first = await operationsOf(() => poll(a, path, token));
      expect(first.result.status, JSON.stringify(first.result.body)).toBe(200);
      expect(first.writes, 'a GET writes nothing').toBe(0);
      const etag = first.result.headers.etag as string;
      expect(etag).toBeTruthy();

      const again = await operationsOf(() => poll(a, path, token, etag));
      expect(again.result.status).toBe(304);
      expect(again.result.text ?? '').toBe('');
      expect({ reads: again.reads, writes: again.writes }).toEqual({ reads: 0, writes: 0 });
    });
  }

  it("when the versions a replica holds are older than the staleness bound, then it reads them again (the player's and the service's epoch, one document each) and the poll is still a 304", async () => {
    const token = a.token(uniqueUser('stale'));
    const etag = (await poll(a, '/api/scenarios', token)).headers.etag as string;
    a.clock.advance(VIEW_VERSIONS_STALENESS_MS);
    const checked = await operationsOf(() => poll(a, '/api/scenarios', token, etag));
    expect(checked.result.status).toBe(304);
    expect({ reads: checked.reads, writes: checked.writes }).toEqual({ reads: 2, writes: 0 });
    const next = await operationsOf(() => poll(a, '/api/communications', token));
    const held = await operationsOf(() =>
      poll(a, '/api/communications', token, next.result.headers.etag as string),
    );
    expect({ status: held.result.status, reads: held.reads }).toEqual({ status: 304, reads: 0 });
  });
});

// The changes a player makes through either replica, and the events svc-game sends.
async function openScenario(h: Harness, token: string): Promise<string> {
  const scenarios = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
    id: string;
    status: string;
  }>;
  return scenarios.find((s) => s.status === 'active')!.id;
}
async function activeMeeting(h: Harness, token: string): Promise<string> {
  return ((await h.http.get('/api/council/active').set('x-user-token', token)).body as { id: string }).id;
}
const changes = {
  'a scenario resolved': async (h: Harness, token: string) => {
    await resolveSoundly(h, token, await openScenario(h, token)).expect(200);
  },
  'a scenario raised on request': async (h: Harness, token: string) => {
    await h.http
      .post('/api/scenarios/generate')
      .set('x-user-token', token)
      .send({ triggerType: 'user_requested', category: 'strategic' })
      .expect(201);
  },
  'an emergency council convened': async (h: Harness, token: string) => {
    await h.http
      .post('/api/council/emergency')
      .set('x-user-token', token)
      .send({ emergencyType: 'financial-crisis', description: 'Cash is running low', reason: 'Cash' })
      .expect(201);
  },
  'the player speaking in the meeting': async (h: Harness, token: string) => {
    await h.http
      .post(`/api/council/${await activeMeeting(h, token)}/messages`)
      .set('x-user-token', token)
      .send({ message: 'How long does our cash last at this burn?' })
      .expect(201);
  },
  'the meeting ended': async (h: Harness, token: string) => {
    await h.http
      .patch(`/api/council/${await activeMeeting(h, token)}/end`)
      .set('x-user-token', token)
      .expect(200);
  },
  'a message to Marcus Webb': async (h: Harness, token: string) => {
    await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'Marcus Webb', message: 'What is our runway?' })
      .expect(201);
  },
  'an agent acting': async (h: Harness, token: string) => {
    await h.http
      .post('/api/agents/simulate-action')
      .set('x-user-token', token)
      .send({ agentId: 'ceo' })
      .expect(201);
  },
} as const;
type PlayerChange = keyof typeof changes;

// svc-game's events reach the replica that consumes them (here a).
const events = {
  'a quarter advanced': (userId: string) =>
    a.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 2, cash: 70_000_000, cashFlow: -3_000_000 }),
      }),
    ),
  'a new game (Play Again)': (userId: string) =>
    a.feed(gameEvent('game.started', userId, { company: openedCompany() }, { gameId: `again-${userId}` })),
} as const;
type GameChange = keyof typeof events;

const kindsOfChange: Array<{
  path: PolledPath;
  change: PlayerChange | GameChange;
  /** What must stand before the change (a meeting to speak in or end). */
  before?: PlayerChange;
}> = [
  { path: '/api/dashboard/overview', change: 'a scenario resolved' },
  { path: '/api/dashboard/overview', change: 'a scenario raised on request' },
  { path: '/api/dashboard/overview', change: 'an emergency council convened' },
  { path: '/api/dashboard/overview', change: 'the meeting ended', before: 'an emergency council convened' },
  { path: '/api/dashboard/overview', change: 'a quarter advanced' },
  { path: '/api/dashboard/overview', change: 'a new game (Play Again)' },
  { path: '/api/communications', change: 'a message to Marcus Webb' },
  { path: '/api/communications', change: 'an agent acting' },
  { path: '/api/communications', change: 'a scenario raised on request' },
  { path: '/api/communications', change: 'a new game (Play Again)' },
  { path: '/api/communications/agent/Marcus%20Webb', change: 'a message to Marcus Webb' },
  { path: '/api/communications/agent/Marcus%20Webb', change: 'a new game (Play Again)' },
  { path: '/api/council/active', change: 'an emergency council convened' },
  {
    path: '/api/council/active',
    change: 'the player speaking in the meeting',
    before: 'an emergency council convened',
  },
  { path: '/api/council/active', change: 'the meeting ended', before: 'an emergency council convened' },
  { path: '/api/council/active', change: 'a new game (Play Again)', before: 'an emergency council convened' },
  { path: '/api/scenarios', change: 'a scenario raised on request' },
  { path: '/api/scenarios', change: 'a scenario resolved' },
  { path: '/api/scenarios', change: 'a quarter advanced' },
  { path: '/api/scenarios', change: 'a new game (Play Again)' },
];

describe('the version of each polled view moves with each kind of change', () => {
  for (const { path, change, before } of kindsOfChange) {
    const view = polledViews.find((v) => v.path === path)!.view;
    const through = change in events ? 'when svc-game sends' : 'when the other replica takes';
    it(`${through} ${change}, then ${view} answers anew with a new ETag, and 304 after`, async () => {
      const userId = uniqueUser('moves');
      const token = a.token(userId);
      if (before) await changes[before](a, token);
      const first = await poll(a, path, token);
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect((await poll(a, path, token, etag)).status).toBe(304);

      if (change in events) {
        await events[change as GameChange](userId);
      } else {
        await changes[change as PlayerChange](b, token);
        // Another replica's change is seen within the stated staleness.
        a.clock.advance(VIEW_VERSIONS_STALENESS_MS);
      }

      const moved = await poll(a, path, token, etag);
      expect(moved.status).toBe(200);
      expect(moved.headers.etag).not.toBe(etag);
      expect(moved.body).toEqual((await poll(b, path, token)).body);
      const polledAgain = await operationsOf(() => poll(a, path, token, moved.headers.etag as string));
      expect({ status: polledAgain.result.status, reads: polledAgain.reads }).toEqual({
        status: 304,
        reads: 0,
      });
    });
  }

  it('when the replica a poll reaches made the change itself, then the next poll answers anew at once', async () => {
    const token = a.token(uniqueUser('own'));
    const etag = (await poll(a, '/api/scenarios', token)).headers.etag as string;
    await changes['a scenario resolved'](a, token);
    const moved = await poll(a, '/api/scenarios', token, etag);
    expect(moved.status).toBe(200);
    expect(moved.body.some((s: { status: string }) => s.status === 'resolved')).toBe(true);
  });

  it('when a replica dies between a write and its bump, then the next replica to start makes every view answer in full once', async () => {
    const userId = uniqueUser('restart');
    const token = a.token(userId);
    const etag = (await poll(a, '/api/scenarios', token)).headers.etag as string;
    // The write stands; its bump died with the replica that made it.
    const id = await openScenario(a, token);
    await counted.store
      .collection('council_scenarios')
      .update({ _id: id, userId }, { $set: { severity: 'low' } });
    a.clock.advance(VIEW_VERSIONS_STALENESS_MS);
    expect((await poll(a, '/api/scenarios', token, etag)).status, 'the change went unannounced').toBe(304);

    const restarted = await startHarness({ store: counted.store, broker: a.broker, subscribe: false });
    try {
      expect((await poll(restarted, '/api/scenarios', token, etag)).status).toBe(200);
      a.clock.advance(VIEW_VERSIONS_STALENESS_MS);
      const res = await poll(a, '/api/scenarios', token, etag);
      expect(res.status).toBe(200);
      expect((res.body as Array<{ id: string; severity: string }>).find((s) => s.id === id)?.severity).toBe(
        'low',
      );
    } finally {
      await restarted.close();
    }
  });

  it("when a player's view moves, then another player's ETag still stands", async () => {
    const mine = a.token(uniqueUser('mine'));
    const theirs = a.token(uniqueUser('theirs'));
    const etag = (await poll(a, '/api/scenarios', theirs)).headers.etag as string;
    await changes['a scenario raised on request'](a, mine);
    expect((await poll(a, '/api/scenarios', theirs, etag)).status).toBe(304);
  });
});
