import {
  analysisResponseSchema,
  scenarioGeneratedPayloadSchema,
  scenarioResolvedPayloadSchema,
  scenarioSchema,
  triggerAgentScenariosResponseSchema,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import {
  company,
  eventually,
  gameEvent,
  generateScenario,
  startHarness,
  uniqueUser,
} from './support/harness';

const h = startedForFile(() => startHarness());

const scenarios = z.array(scenarioSchema);
const list = async (userId: string) =>
  scenarios.parse((await h.http.get('/api/scenarios').set('x-user-token', h.token(userId))).body);

/** The player's decision on a scenario (PATCH /api/scenarios/:id), as sent with a token. */
const decide = (token: string, scenarioId: string, body: object) =>
  h.http.patch(`/api/scenarios/${scenarioId}`).set('x-user-token', token).send(body);

/** The opening council always raises one on security (48/100); seeded events vary with the player. */
const securityScenario = async (userId: string) =>
  (await list(userId)).find((s) => s.triggeringDepartments[0] === 'Security')!;

const sound =
  'The CISO owns it. Contain it today: patch the unpatched servers and rotate every stale admin credential within 48 hours. Legal counsel reviews our disclosure duties and we document everything for the audit. We investigate the root cause with an external review, inform customers and staff transparently, and cap the budget at $40K.';

describe('GET /api/scenarios', () => {
  it('when no token is sent, then 401', async () => {
    expect((await h.http.get('/api/scenarios')).status).toBe(401);
  });

  it('when a new player arrives, then the weakest department has already raised a scenario with its numbers', async () => {
    const userId = uniqueUser('first');
    const open = await list(userId);
    const security = open.find((s) => s.triggeringDepartments.includes('Security'))!;
    expect(security).toMatchObject({
      status: 'active',
      severity: 'low',
      category: 'security',
      playerDecision: null,
      resolvedAt: null,
    });
    expect(security.description).toContain('48/100');
    // Raised when svc-game's game.started arrived, and published under that game.
    const generated = await eventually(() =>
      h.eventsOf('scenario.generated').find((e) => e.userId === userId),
    );
    expect(generated.gameId).toBe(`game-${userId}`);
    expect(scenarioGeneratedPayloadSchema.parse(generated.payload)).toMatchObject({
      scenarioId: security.id,
      department: 'Security',
    });
  });
});

describe('PATCH /api/scenarios/:id', () => {
  it('when the decision is blank, then 400; when status is not resolved, then 400', async () => {
    const userId = uniqueUser('bad');
    const s = await securityScenario(userId);
    const blank = await decide(h.token(userId), s!.id, { status: 'resolved', playerDecision: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Describe your decision.');
    const wrong = await decide(h.token(userId), s!.id, { status: 'active', playerDecision: 'x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('status: status must be "resolved"');
  });

  it('when a sound decision is submitted, then it is graded high, explained, and published once as scenario.resolved', async () => {
    const userId = await h.newPlayer('sound');
    const s = await securityScenario(userId);
    const res = await decide(h.token(userId), s!.id, { status: 'resolved', playerDecision: sound });
    expect(res.status).toBe(200);
    const resolved = scenarioSchema.parse(res.body);
    expect(resolved.status).toBe('resolved');
    expect(resolved.playerDecision).toBe(sound);
    expect(resolved.grade!.score).toBeGreaterThanOrEqual(85);
    expect(resolved.grade!.verdict).toBe('Excellent');
    expect(resolved.grade!.rationale).toMatch(
      /^Excellent \(\d+\/100\)\. It speaks to the exposed security weaknesses \(fit \d+\/30\)\. It covers what this scenario needs: containing the damage, finding out what is behind it and the legal and regulatory side/,
    );
    expect(resolved.grade!.rationale).toContain('Plan spend: $40K.');
    const event = await eventually(() => h.eventsOf('scenario.resolved').find((e) => e.userId === userId));
    const payload = scenarioResolvedPayloadSchema.parse(event.payload);
    expect(payload).toMatchObject({
      scenarioId: s!.id,
      department: 'Security',
      grade: resolved.grade!.score,
      durationQuarters: 1,
    });
    expect(payload.driverEffects.security).toBeGreaterThan(0);
    // The plan spends the $40K it names; handled well, the threat itself costs little more.
    expect(payload.plan!.spend).toBe(4_000_000);
    expect(payload.plan!.outcome).toBeGreaterThan(-600_000);
    expect(payload.cashEffect).toBe(payload.plan!.outcome - payload.plan!.spend);

    const again = await decide(h.token(userId), s!.id, { status: 'resolved', playerDecision: sound });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This scenario has already been resolved.');
    expect(h.eventsOf('scenario.resolved').filter((e) => e.userId === userId)).toHaveLength(1);
  });

  it('when a reckless decision is submitted, then it is graded Reckless and costs more, with morale and compliance hit', async () => {
    const userId = uniqueUser('reckless');
    const s = await securityScenario(userId);
    const res = await decide(h.token(userId), s!.id, {
      status: 'resolved',
      playerDecision: 'Ignore it and cover it up, nobody will notice.',
    });
    const grade = scenarioSchema.parse(res.body).grade!;
    expect(grade.verdict).toBe('Reckless');
    expect(grade.score).toBeLessThanOrEqual(20);
    expect(grade.effect!.driverEffects).toMatchObject({ morale: -3 });
    expect(grade.effect!.driverEffects.security).toBeLessThan(0);
    expect(grade.effect!.cashEffect).toBeLessThan(-1_500_000);
  });

  it('when the player pastes an earlier decision into another scenario, then it is graded boilerplate and told so', async () => {
    const userId = uniqueUser('boilerplate');
    const token = h.token(userId);
    const first = await securityScenario(userId);
    await decide(token, first!.id, { status: 'resolved', playerDecision: sound });
    const other = scenarioSchema.parse(
      await generateScenario(h, token, { triggerType: 'user_requested', category: 'hr' }),
    );
    const res = await decide(token, other.id, { status: 'resolved', playerDecision: sound });
    const grade = scenarioSchema.parse(res.body).grade!;
    expect(grade.score).toBeLessThanOrEqual(15);
    expect(grade.verdict).toBe('Weak');
    expect(grade.rationale).toContain(
      'It repeats an earlier decision almost word for word; this scenario needs its own answer',
    );
  });

  it("when a decision commits more than the company's cash, then it is penalised and the rationale says so", async () => {
    const userId = uniqueUser('overspend');
    const s = await securityScenario(userId);
    const res = await decide(h.token(userId), s!.id, {
      status: 'resolved',
      playerDecision: sound.replace('$40K', '$5M'),
    });
    const grade = scenarioSchema.parse(res.body).grade!;
    expect(grade.score).toBeLessThanOrEqual(35);
    expect(grade.rationale).toContain('It commits $5.0M, more than the $800K the company has in cash');
  });

  it('when two resolutions race, then exactly one wins', async () => {
    const userId = uniqueUser('race');
    const s = await securityScenario(userId);
    const results = await Promise.all(
      [1, 2].map(() => decide(h.token(userId), s!.id, { status: 'resolved', playerDecision: sound })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('when the scenario does not exist, then 404', async () => {
    const res = await decide(h.token('x'), 'nope', { status: 'resolved', playerDecision: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/scenarios/generate', () => {
  it('when a client sends force: true, then it is a 400 and no scenario is raised', async () => {
    const userId = uniqueUser('force');
    const res = await h.postAs(userId, '/api/scenarios/generate', {
      category: 'technology',
      title: 'Platform rewrite decision',
      force: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/force/);
    expect((await list(userId)).map((s) => s.title)).not.toContain('Platform rewrite decision');
  });

  it('when a council meeting asks (category, title), then that scenario is created', async () => {
    const userId = uniqueUser('council');
    const res = await h.postAs(userId, '/api/scenarios/generate', {
      category: 'technology',
      title: 'Platform rewrite decision',
    });
    expect(res.status).toBe(201);
    const s = scenarioSchema.parse(res.body);
    expect(s).toMatchObject({
      title: 'Platform rewrite decision',
      category: 'technology',
      triggeringDepartments: ['Technology'],
    });
    expect(s.description).toContain('Tech debt');
  });

  it('when the player asks (triggerType, category), then a scenario of that category is created', async () => {
    const userId = uniqueUser('user');
    const res = await h.postAs(userId, '/api/scenarios/generate', {
      triggerType: 'user_requested',
      category: 'strategic',
    });
    expect(res.status).toBe(201);
    expect(scenarioSchema.parse(res.body)).toMatchObject({
      category: 'strategic',
      triggeringDepartments: ['Strategy'],
    });
  });

  it('when the body fits neither form, then 400 names the missing field', async () => {
    const res = await h.http
      .post('/api/scenarios/generate')
      .set('x-user-token', h.token('x'))
      .send({ category: 'hr' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^title:/);
  });

  it('when enough scenarios are open, then more are refused, but a meeting in session raises its one', async () => {
    const userId = uniqueUser('limit');
    const token = h.token(userId);
    // Around the departments, so no kind reaches its limit of three a game first.
    const categories = ['hr', 'technology', 'sales', 'marketing', 'operational', 'legal', 'product'];
    const ask = (category: string) =>
      h.http
        .post('/api/scenarios/generate')
        .set('x-user-token', token)
        .send({ triggerType: 'user_requested', category });
    let open = (await list(userId)).length;
    while (open < 8) {
      expect((await ask(categories[open % categories.length]!)).status).toBe(201);
      open += 1;
    }
    const refused = await ask('hr');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '8 scenarios are already open. Resolve some before asking the council for more.',
    );
    const fromMeeting = () =>
      h.http
        .post('/api/scenarios/generate')
        .set('x-user-token', token)
        .send({ category: 'hr', title: 'Union talks' });
    // No meeting in session: the meeting's form is held to the cap like any other request.
    expect((await fromMeeting()).status).toBe(409);
    expect((await h.http.post('/api/council/meetings').set('x-user-token', token).send({})).status).toBe(201);
    expect((await fromMeeting()).status).toBe(201);
    // One per meeting: a second is refused.
    expect((await fromMeeting()).status).toBe(409);
    expect(await list(userId)).toHaveLength(9);
  });
});

describe('POST /api/scenarios/request-analysis', () => {
  it('when an agent is asked about a scenario, then the analysis quotes the numbers and uses the default question', async () => {
    const userId = uniqueUser('analysis');
    const s = await securityScenario(userId);
    const res = await h.postAs(userId, '/api/scenarios/request-analysis', {
      scenarioId: s!.id,
      agentId: 'clo',
    });
    expect(res.status).toBe(200);
    const body = analysisResponseSchema.parse(res.body);
    expect(body.agent).toEqual({ id: 'clo', name: 'Eleanor Park' });
    expect(body.analysis).toContain(s!.title);
    // Counsel speaks from its own field: the company's compliance figure, not the breach's.
    expect(body.analysis).toMatch(/Compliance is at \d+\/100/);
  });

  it('when the scenario or agent is unknown or missing, then 404 or 400', async () => {
    const userId = uniqueUser('analysis-bad');
    const s = await securityScenario(userId);
    const token = h.token(userId);
    expect(
      (
        await h.http
          .post('/api/scenarios/request-analysis')
          .set('x-user-token', token)
          .send({ scenarioId: 'nope', agentId: 'cfo' })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.http
          .post('/api/scenarios/request-analysis')
          .set('x-user-token', token)
          .send({ scenarioId: s!.id, agentId: 'nobody' })
      ).status,
    ).toBe(404);
    const missing = await h.http
      .post('/api/scenarios/request-analysis')
      .set('x-user-token', token)
      .send({ agentId: 'cfo' });
    expect(missing.status).toBe(400);
  });
});

describe('POST /api/game/trigger-agent-scenarios', () => {
  it('when departments are alerting, then each of their agents raises a scenario', async () => {
    const userId = uniqueUser('trigger');
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({ drivers: { morale: 35, pipeline: 33, compliance: 38 } }),
      }),
    );
    const before = (await list(userId)).length;
    const res = await h.http.post('/api/game/trigger-agent-scenarios').set('x-user-token', h.token(userId));
    expect(res.status).toBe(200);
    const { triggeredActions } = triggerAgentScenariosResponseSchema.parse(res.body);
    expect(triggeredActions.length).toBeGreaterThan(0);
    expect(triggeredActions.map((a) => a.agentName)).toContain('Ryan Brooks');
    const after = await list(userId);
    expect(after.length).toBe(before + triggeredActions.length);
    for (const a of triggeredActions)
      expect(after.some((s) => s.id === a.scenarioId && s.title === a.title)).toBe(true);
  });

  it('when every department is strong, then nobody raises one (No New Scenarios)', async () => {
    const userId = uniqueUser('calm');
    await h.feed(
      gameEvent('game.quarter.advanced', userId, {
        company: company({
          drivers: {
            brand: 85,
            productQuality: 85,
            techDebt: 15,
            morale: 85,
            efficiency: 85,
            compliance: 85,
            security: 85,
            pipeline: 85,
            liquidity: 85,
            strategyFocus: 85,
          },
          cashFlow: 8_000_000,
          quarterlyGrowth: 900,
        }),
      }),
    );
    const res = await h.http.post('/api/game/trigger-agent-scenarios').set('x-user-token', h.token(userId));
    expect(res.body).toEqual({ triggeredActions: [] });
  });

  it('when no token is sent, then 401', async () => {
    expect((await h.http.post('/api/game/trigger-agent-scenarios')).status).toBe(401);
  });
});
