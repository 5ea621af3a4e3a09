import {
  agentActionTriggeredPayloadSchema,
  agentSchema,
  decisionProposedPayloadSchema,
  recommendationResponseSchema,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { eventually, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

describe('GET /api/agents', () => {
  it('when no token is sent, then 401', async () => {
    expect((await h.http.get('/api/agents')).status).toBe(401);
  });

  it('when the board is listed, then there are 11 agents with the five fixed executives first', async () => {
    const res = await h.http.get('/api/agents').set('x-user-token', h.token(uniqueUser('list')));
    expect(res.status).toBe(200);
    const agents = z.array(agentSchema).parse(res.body);
    expect(agents).toHaveLength(11);
    expect(agents.slice(0, 5).map((a) => [a.id, a.department])).toEqual([
      ['ceo', 'Executive'],
      ['cfo', 'Finance'],
      ['chro', 'Human Resources'],
      ['cto', 'Technology'],
      ['cmo', 'Marketing'],
    ]);
    expect(new Set(agents.map((a) => a.department)).size).toBe(11);
    for (const a of agents) {
      expect(a.capabilities.every((c) => /^[a-z]+(-[a-z]+)+$/.test(c))).toBe(true);
      expect(a.avatar).toMatch(/^[A-Z]{2}$/);
      // Demo mode: everyone speaks with the internal voice.
      expect(a.aiType).toBe('internal');
    }
  });
});

describe('POST /api/agents/simulate-action', () => {
  it('when agentId is missing, then 400 with a message', async () => {
    const res = await h.http.post('/api/agents/simulate-action').set('x-user-token', h.token('x')).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^agentId/);
  });

  it('when the agent does not exist, then 404', async () => {
    const res = await h.http
      .post('/api/agents/simulate-action')
      .set('x-user-token', h.token('x'))
      .send({ agentId: 'nobody' });
    expect(res.status).toBe(404);
  });

  it('when the CISO acts, then a proposal quoting the security numbers is sent and published as events', async () => {
    const userId = await h.newPlayer('action');
    const res = await h.postAs(userId, '/api/agents/simulate-action', { agentId: 'ciso' });
    expect(res.status).toBe(201);
    expect(res.body.action.agentName).toBe('Viktor Novak');
    expect(res.body.communication.type).toBe('agent_action');
    expect(res.body.action.message).toContain('48/100');
    const triggered = await eventually(() =>
      h.eventsOf('agent.action.triggered').find((e) => e.userId === userId),
    );
    expect(agentActionTriggeredPayloadSchema.parse(triggered.payload).agentId).toBe('ciso');
    const proposed = await eventually(() => h.eventsOf('decision.proposed').find((e) => e.userId === userId));
    const decision = decisionProposedPayloadSchema.parse(proposed.payload);
    expect(decision.decisionId).toBe(res.body.decisionId);
    expect(decision.title).toBe('Security hardening programme');
    expect(decision.financialImpact).toBeLessThan(0);
    // The feed shows it too.
    const feed = await h.http.get('/api/communications').set('x-user-token', h.token(userId));
    expect(feed.body.some((c: { id: string }) => c.id === res.body.communication.id)).toBe(true);
  });
});

describe('POST /api/agents/request-recommendation', () => {
  const ask = (userId: string, body: unknown) => h.postAs(userId, '/api/agents/request-recommendation', body);

  it('when the question is blank, then 400 with the SPEC §5 message', async () => {
    const res = await ask('x', { agentId: 'cfo', question: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an agent and enter your question.');
  });

  it('when no agent is selected, then 400 with the SPEC §5 message', async () => {
    const res = await ask('x', { agentId: '', question: 'Should we expand?' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an agent and enter your question.');
  });

  it('when the CFO is asked, then every agent votes and consensus is the top vote share', async () => {
    const userId = await h.newPlayer('recommend');
    const res = await ask(userId, {
      agentId: 'cfo',
      question: 'Should we expand into Europe this year?',
      context: { category: 'financial', urgency: 'high' },
      simulationResults: null,
    });
    expect(res.status).toBe(200);
    const body = recommendationResponseSchema.parse(res.body);
    expect(body.agent.name).toBe('Marcus Webb');
    expect(body.voice).toBe('internal');
    expect(body.recommendation).toContain('$800K');
    expect(body.agentRecommendations).toHaveLength(11);
    const counts = new Map<string, number>();
    for (const v of body.agentRecommendations)
      counts.set(v.preferredOption, (counts.get(v.preferredOption) ?? 0) + 1);
    const top = Math.max(...counts.values());
    expect(counts.get(body.recommendedOption)).toBe(top);
    expect(body.consensusLevel).toBe(Math.round((100 * top) / 11));
    const proposed = await eventually(() => h.eventsOf('decision.proposed').find((e) => e.userId === userId));
    const payload = decisionProposedPayloadSchema.parse(proposed.payload);
    expect(payload.title).toContain(body.recommendedOption);
    expect(payload.consensusLevel).toBe(body.consensusLevel);
  });

  it('when a view only replays the vote (proposeDecision false), then the same answer comes back and nothing is filed', async () => {
    const userId = await h.newPlayer('replay-only');
    const question = {
      agentId: 'cfo',
      question: 'Should we expand into Europe this year?',
      context: { category: 'financial', urgency: 'high' },
      simulationResults: null,
    };
    const before = (await h.http.get('/api/communications').set('x-user-token', h.token(userId))).body;
    const read = await ask(userId, { ...question, proposeDecision: false });
    expect(read.status).toBe(200);
    expect(read.body.decisionId).toBeUndefined();
    // The form's request proposes exactly one decision: the replay before it filed none.
    const proposed = await ask(userId, question);
    expect(proposed.body.recommendedOption).toBe(read.body.recommendedOption);
    await eventually(() => h.eventsOf('decision.proposed').find((e) => e.userId === userId));
    expect(h.eventsOf('decision.proposed').filter((e) => e.userId === userId)).toHaveLength(1);
    expect((await h.http.get('/api/communications').set('x-user-token', h.token(userId))).body).toEqual(
      before,
    );
  });

  it('when the same question is asked twice, then the council answers the same (seeded, not random)', async () => {
    const userId = uniqueUser('same');
    const body = {
      agentId: 'cmo',
      question: 'Big campaign or not?',
      context: { category: 'marketing', urgency: 'low' },
    };
    const a = await ask(userId, body);
    const b = await ask(userId, body);
    expect(a.body.agentRecommendations).toEqual(b.body.agentRecommendations);
    expect(a.body.recommendation).toBe(b.body.recommendation);
  });
});
