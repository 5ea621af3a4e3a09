import { scenarioGeneratedPayloadSchema } from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@ai-council/service-kit/testing';
import { gameEventFlows, weakQuarter } from './support/game-event-flows';
import { company, eventually, gameEvent, startHarness, uniqueUser, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('svc-game events on the in-process bus', () => {
  gameEventFlows(() => h, { checksPublished: true });

  it('when a poisoned message keeps failing, then it is dead-lettered after the bounded retries', async () => {
    const userId = uniqueUser('dead');
    await h.bus.publish(gameEvent('game.started', userId, { nothing: true }));
    const dead = await waitFor(
      () => h.broker.deadLetters('svc-council').find((d) => d.body.includes(userId)),
      10_000,
      'a dead letter',
    );
    expect(dead).toMatchObject({ reason: 'handler-failed', attempts: 5 });
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

  it('when game.started follows the opening council, then what the player already saw is kept in the real game', async () => {
    const userId = uniqueUser('adopt');
    const token = h.token(userId);
    const opening = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
      id: string;
    }>;
    expect(opening.length).toBeGreaterThan(0);
    await h.feed(
      gameEvent('game.started', userId, { company: company({ currentQuarter: 1 }) }, { gameId: 'g-real' }),
    );
    const after = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
      id: string;
    }>;
    for (const s of opening) expect(after.some((a) => a.id === s.id)).toBe(true);
    // The numbers now come from svc-game's company, not the opening one.
    const cfo = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'cfo', message: 'Cash?' });
    expect(cfo.body.reply.message).toContain('Cash is $900K');
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
    const token = h.token(userId);
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 2, drivers: { security: 44 } }),
      }),
    );
    const first = (
      (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
        id: string;
        severity: string;
        triggeringDepartments: string[];
      }>
    ).find((s) => s.triggeringDepartments[0] === 'Security')!;
    expect(first.severity).toBe('medium');
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 3, drivers: { security: 44 } }),
      }),
    );
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 4, drivers: { security: 44 } }),
      }),
    );
    const later = (
      (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
        id: string;
        severity: string;
      }>
    ).find((s) => s.id === first.id)!;
    expect(later.severity).toBe('critical');
  });

  it('when the game ends, then agents raise no more scenarios and the board says so', async () => {
    const userId = uniqueUser('ended');
    const token = h.token(userId);
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ currentQuarter: 20, drivers: { morale: 30 } }),
      }),
    );
    await h.feed(gameEvent('game.ended', userId, { reason: 'time_limit', finalScore: 30_000 }));
    const trigger = await h.http.post('/api/game/trigger-agent-scenarios').set('x-user-token', token);
    expect(trigger.body).toEqual({ triggeredActions: [] });
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
      const list = (await h.http.get('/api/scenarios').set('x-user-token', h.token(userId))).body as Array<{
        title: string;
        severity: string;
      }>;
      return list.map((s) => `${s.title}/${s.severity}`).sort();
    };
    expect(await titles(uniqueUser('seed-a'))).toEqual(await titles(uniqueUser('seed-b')));
  });
});

describe('the opening council before svc-game names the game', () => {
  it('when the player acts before game.started, then the events wait and go out once, under the real game id', async () => {
    const userId = uniqueUser('held');
    const token = h.token(userId);
    const [scenario] = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
      id: string;
    }>;
    await h.http.patch(`/api/scenarios/${scenario!.id}`).set('x-user-token', token).send({
      status: 'resolved',
      playerDecision: 'Patch the servers within 48 hours and brief legal counsel.',
    });
    await h.http.post('/api/agents/simulate-action').set('x-user-token', token).send({ agentId: 'cfo' });
    const mine = () => h.published.filter((e) => e.userId === userId);
    expect(mine()).toEqual([]);

    await h.startGame(userId, 'g-held');
    const released = await eventually(() =>
      mine().some((e) => e.type === 'decision.proposed') ? mine() : null,
    );
    expect(new Set(released.map((e) => e.gameId))).toEqual(new Set(['g-held']));
    expect(released.filter((e) => e.type === 'scenario.resolved').map((e) => e.payload.scenarioId)).toEqual([
      scenario!.id,
    ]);
    expect(released.filter((e) => e.type === 'scenario.generated').length).toBeGreaterThan(0);
    expect(new Set(released.map((e) => e.id)).size).toBe(released.length);
    // The scenario the player resolved does not come back when the real game starts.
    const open = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
      title: string;
      status: string;
    }>;
    const titles = open.map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);

    // Afterwards events go straight out, and a late redelivery of game.started releases nothing twice.
    await h.http.post('/api/agents/simulate-action').set('x-user-token', token).send({ agentId: 'cto' });
    await eventually(() => mine().filter((e) => e.type === 'decision.proposed').length === 2);
    const count = mine().length;
    await h.startGame(userId, 'g-held');
    expect(mine().length).toBe(count);
  });
});
