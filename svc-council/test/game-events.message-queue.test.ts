import { scenarioGeneratedPayloadSchema, scenarioSchema } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@ai-council/service-kit/testing';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { gameEventFlows, weakQuarter } from './support/game-event-flows';
import { company, eventually, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

/** The player's scenarios, as GET /api/scenarios answers them. */
const scenariosOf = async (userId: string) =>
  scenarioSchema
    .array()
    .parse((await h.http.get('/api/scenarios').set('x-user-token', h.token(userId)).expect(200)).body);

describe('svc-game events on the in-process bus', () => {
  gameEventFlows(() => h, { checksPublished: true });

  it('when a message breaks its contract, then it is dead-lettered at once, without retries', async () => {
    const userId = uniqueUser('dead');
    await h.publishRaw('game.started', JSON.stringify(gameEvent('game.started', userId, { nothing: true })));
    const dead = await waitFor(
      () => h.broker.deadLetters('svc-council').find((d) => d.body.includes(userId)),
      10_000,
      'a dead letter',
    );
    expect(dead).toMatchObject({ reason: 'invalid-event', attempts: 1 });
    expect(dead.error).toMatch(/company/);
  });

  it('when the quarter brings new scenarios, then each is published as scenario.generated', async () => {
    const userId = uniqueUser('published');
    await h.feed(
      gameEvent('game.quarter.advanced', userId, { company: weakQuarter(4) }, { gameId: 'g-pub' }),
    );
    const generated = await eventually(() => {
      const mine = h
        .eventsOf('scenario.generated')
        .filter((e) => e.userId === userId && e.gameId === 'g-pub');
      return mine.length >= 2 ? mine : null;
    });
    for (const e of generated) expect(scenarioGeneratedPayloadSchema.parse(e.payload).quarter).toBe(4);
  });

  it('when an older quarter arrives after a newer one, then it does not roll the council back', async () => {
    const userId = uniqueUser('stale');
    const token = h.token(userId);
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 5, cash: 123_400_000 }),
      }),
    );
    await h.feed(
      gameEvent('game.quarter.advanced', userId, { company: company({ currentQuarter: 4, cash: 1_000 }) }),
    );
    const reply = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'cfo', message: 'Cash?' });
    expect(reply.body.reply.message).toContain('Cash is $1.2M');
  });

  it('when a scenario stays open for quarters, then its severity rises one step per quarter', async () => {
    const userId = uniqueUser('escalate');
    const insecureQuarter = (currentQuarter: number) =>
      h.feed(
        gameEvent('game.quarter.advanced', userId, {
          company: company({ currentQuarter, drivers: { security: 44 } }),
        }),
      );
    await insecureQuarter(2);
    const first = (await scenariosOf(userId)).find((s) => s.triggeringDepartments[0] === 'Security')!;
    expect(first.severity).toBe('medium');
    await insecureQuarter(3);
    await insecureQuarter(4);
    const later = (await scenariosOf(userId)).find((s) => s.id === first.id)!;
    expect(later.severity).toBe('critical');
  });

  it('when the game ends, then agents raise no more scenarios (409 with what to do) and the board says so', async () => {
    const userId = uniqueUser('ended');
    const token = h.token(userId);
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 20, drivers: { morale: 30 } }),
      }),
    );
    await h.feed(
      gameEvent('game.ended', userId, {
        company: company({ currentQuarter: 20, status: 'ended', endReason: 'time_limit' }),
        endReason: 'time_limit',
        finalScore: 30_000,
      }),
    );
    const trigger = await h.http.post('/api/game/trigger-agent-scenarios').set('x-user-token', token);
    expect(trigger.status).toBe(409);
    expect(trigger.body).toMatchObject({
      code: 'game-ended',
      message: 'This game has ended at the 5-year limit. Start a new game to play again.',
    });
    expect((await h.http.get('/api/dashboard/overview').set('x-user-token', token)).body.boardStatus).toBe(
      'Game Complete',
    );
  });

  it('when two players play the same seed through the same quarters, then their councils raise the same scenarios', async () => {
    const titles = async (userId: string) => {
      for (const q of [2, 3, 4, 5]) {
        await h.feed(
          gameEvent(
            'game.quarter.advanced',
            userId,
            { company: company({ currentQuarter: q, seed: 99, drivers: { morale: 42, pipeline: 41 } }) },
            { gameId: `seeded-${userId}` },
          ),
        );
      }
      return (await scenariosOf(userId)).map((s) => `${s.title}/${s.severity}`).sort();
    };
    expect(await titles(uniqueUser('seed-a'))).toEqual(await titles(uniqueUser('seed-b')));
  });
});

describe('a new player, before and after svc-game starts their game', () => {
  it('when the council is asked before game.started, then it answers 409 no-company-yet and writes nothing', async () => {
    const userId = uniqueUser('early');
    const token = h.token(userId);
    const documentsBefore = await h.store.collection('council_players').count();
    for (const path of ['/api/scenarios', '/api/agents', '/api/dashboard/overview', '/api/communications']) {
      const res = await h.rawHttp.get(path).set('x-user-token', token).expect(409);
      expect(res.body).toEqual({
        message: 'Your company is still being set up; the council will have it in a moment.',
        code: 'no-company-yet',
      });
    }
    expect(await h.store.collection('council_players').count()).toBe(documentsBefore);
    expect(h.published.filter((e) => e.userId === userId)).toEqual([]);
  });

  it('when a burst of first requests races game.started, then one stable set of opening scenarios results and none vanishes', async () => {
    const paths = [
      '/api/scenarios',
      '/api/dashboard/overview',
      '/api/agents',
      '/api/communications',
      '/api/council/active',
    ];
    // svc-game's game.started reaches the council at some moment of the first dashboard
    // load: as the views ask, a few milliseconds in, or once they have all answered.
    // One new player per moment.
    for (const publishAfterMs of [0, 1, 3, 6, 12, 25, 50, 'the first answers'] as const) {
      const userId = uniqueUser('burst');
      const token = h.token(userId);
      const started = gameEvent(
        'game.started',
        userId,
        { company: company({ currentQuarter: 1 }) },
        { gameId: `g-burst-${userId}` },
      );
      const ask = () => Promise.all(paths.map((path) => h.rawHttp.get(path).set('x-user-token', token)));
      let answers;
      if (publishAfterMs === 'the first answers') {
        const early = await ask();
        const [racing] = await Promise.all([ask(), h.bus.publish(started)]);
        answers = [...early, ...racing];
      } else {
        const publish = new Promise((r) => setTimeout(r, publishAfterMs)).then(() => h.bus.publish(started));
        const [first, second] = await Promise.all([ask(), ask(), publish]);
        answers = [...first, ...second];
      }
      for (const res of answers) expect([200, 409]).toContain(res.status);
      const shown = answers
        .filter((res) => res.request.url.endsWith('/api/scenarios') && res.status === 200)
        .flatMap((res) => (res.body as Array<{ id: string }>).map((s) => s.id));
      // The same event again (a redelivery, or a second replica's copy) adds nothing.
      await h.feed(started);
      const ids = async () =>
        (
          (await h.rawHttp.get('/api/scenarios').set('x-user-token', token).expect(200)).body as Array<{
            id: string;
          }>
        )
          .map((s) => s.id)
          .sort();
      const opening = await eventually(async () => {
        const now = await ids();
        return now.length > 0 ? now : null;
      });
      for (let i = 0; i < 3; i += 1) {
        await Promise.all(paths.map((path) => h.rawHttp.get(path).set('x-user-token', token).expect(200)));
        expect(await ids()).toEqual(opening);
      }
      // Every scenario a view showed is still there.
      for (const id of shown) expect(opening, `scenario ${id} vanished`).toContain(id);
      const generated = h.published.filter((e) => e.userId === userId && e.type === 'scenario.generated');
      expect(generated.map((e) => (e.payload as { scenarioId: string }).scenarioId).sort()).toEqual(opening);
      expect(new Set(generated.map((e) => e.id)).size).toBe(generated.length);
    }
  });
});

describe('money that moves between quarters', () => {
  it('when a simulation cost is applied, then the CFO quotes the cash the company has now', async () => {
    const userId = uniqueUser('cost');
    const gameId = await h.startGame(userId);
    const token = h.token(userId);
    const before = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'cfo', message: 'Cash?' });
    expect(before.body.reply.message).toContain('Cash is $800K');
    await h.feed(
      sampleEvent('game.cost.applied', {
        userId,
        gameId,
        payload: { amount: -70_000_000, company: company({ currentQuarter: 1, cash: 10_000_000 }) },
      }),
    );
    const after = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'cfo', message: 'Cash now?' });
    expect(after.body.reply.message).toContain('Cash is $100K');
  });
});
