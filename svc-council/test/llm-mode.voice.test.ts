// llm mode over HTTP: agents whose provider has a stored key speak through it
// (here a local fake OpenAI); when it fails, the internal voice answers,
// marked as such - never an empty answer, never a 500.
import { recommendationResponseSchema, scenarioSchema, toAgentResponseSchema } from '@ai-council/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider, keyOf, type FakeProvider } from './support/fake-providers';
import { validKeys } from './support/keys';
import { generateScenario, startHarness, uniqueUser, type Harness } from './support/harness';

let h: Harness;
let openai: FakeProvider;
let userId: string;
let token: string;

beforeAll(async () => {
  openai = await startFakeProvider('openai');
  h = await startHarness({ providerBaseUrls: { openai: openai.baseUrl }, advisorTimeoutMs: 2_500 });
  userId = uniqueUser('llm');
  token = h.token(userId, 'llm');
  const res = await h.addKey(token, { provider: 'openai', keyName: 'Mine', encryptedKey: validKeys.openai });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await h.close();
  await openai.close();
});
beforeEach(() => {
  openai.mode = 'success';
});

describe('an llm-mode player with an OpenAI key', () => {
  it('when they write to the CFO (an OpenAI agent), then the model answers with the decrypted key', async () => {
    openai.answer = { text: 'Model CFO: keep the runway above four quarters.' };
    const res = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'cfo', message: 'Runway?' });
    expect(res.status).toBe(201);
    const { reply } = toAgentResponseSchema.parse(res.body);
    expect(reply).toMatchObject({ voice: 'llm', message: 'Model CFO: keep the runway above four quarters.' });
    expect(keyOf(openai.requests.at(-1)!)).toBe(validKeys.openai);
  });

  it('when they write to the CEO (Anthropic, no key), then the internal voice answers without a call', async () => {
    const before = openai.requests.length;
    const res = await h.http
      .post('/api/communications/to-agent')
      .set('x-user-token', token)
      .send({ agentName: 'ceo', message: 'Status?' });
    expect(res.body.reply.voice).toBe('internal');
    expect(openai.requests.length).toBe(before);
  });

  it.each(['unauthorized', 'prose', 'slow'] as const)(
    'when the provider fails (%s), then the CFO still answers, in the internal voice, marked internal-fallback',
    async (mode) => {
      openai.mode = mode;
      const res = await h.http
        .post('/api/communications/to-agent')
        .set('x-user-token', token)
        .send({ agentName: 'cfo', message: 'Runway?' });
      expect(res.status).toBe(201);
      expect(res.body.reply.voice).toBe('internal-fallback');
      expect(res.body.reply.message).toContain('Cash is $800K');
    },
  );

  it('when a recommendation is asked, then the model speaks and may only pick one of the council options', async () => {
    openai.answer = { recommendation: 'Model: invest carefully.', preferredOption: 'Balanced investment' };
    const res = await h.http
      .post('/api/agents/request-recommendation')
      .set('x-user-token', token)
      .send({
        agentId: 'cfo',
        question: 'Invest in sales?',
        context: { category: 'financial', urgency: 'medium' },
      });
    const body = recommendationResponseSchema.parse(res.body);
    expect(body).toMatchObject({ voice: 'llm', recommendation: 'Model: invest carefully.' });
    expect(body.agentRecommendations.find((v) => v.agentId === 'cfo')!.preferredOption).toBe(
      'Balanced investment',
    );
    // What surrounds the vote is the server's own, from the company: never empty, whatever the model says.
    expect(body.collectiveReasoning).toContain('$800K');
    expect(body.agentRecommendations.every((v) => v.concerns.length > 0 && v.riskAssessment)).toBe(true);
    expect(body.deliberation[0]).toMatchObject({ agentId: 'cfo', content: 'Model: invest carefully.' });

    openai.answer = { recommendation: 'Model: buy a yacht.', preferredOption: 'Buy a yacht' };
    const odd = recommendationResponseSchema.parse(
      (
        await h.http
          .post('/api/agents/request-recommendation')
          .set('x-user-token', token)
          .send({
            agentId: 'cfo',
            question: 'Invest in marketing?',
            context: { category: 'financial', urgency: 'medium' },
          })
      ).body,
    );
    expect(['Protect cash', 'Balanced investment', 'Invest for growth']).toContain(
      odd.agentRecommendations.find((v) => v.agentId === 'cfo')!.preferredOption,
    );
  });

  it("when a scenario is resolved, then the owner's model grades it, and the money still comes from the server's rule", async () => {
    // The scenario's owner must be one of the agents that speak through OpenAI (the key this player stored).
    const agents = (await h.http.get('/api/agents').set('x-user-token', token)).body as Array<{
      department: string;
      llmProvider: string | null;
    }>;
    const openAiDepartments = new Set(
      agents.filter((a) => a.llmProvider === 'openai').map((a) => a.department),
    );
    const scenarios = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Array<{
      id: string;
      status: string;
      triggeringDepartments: string[];
    }>;
    const s = scenarios.find(
      (x) => x.status === 'active' && openAiDepartments.has(x.triggeringDepartments[0] ?? ''),
    );
    expect(s, 'an open scenario owned by an OpenAI agent').toBeDefined();
    const playerDecision = 'Patch the servers this week and tell customers.';
    // The same decision as the plain-English grader reads it (the same player in demo mode): the model may differ by up to 15.
    const demo = (
      await h.http
        .post(`/api/scenarios/${s!.id}/preview`)
        .set('x-user-token', h.token(userId, 'demo'))
        .send({ status: 'resolved', playerDecision })
    ).body as { score: number };
    expect(demo.score, JSON.stringify(demo)).toBeGreaterThanOrEqual(0);
    const modelScore = Math.min(100, demo.score + 12);
    openai.answer = {
      score: modelScore,
      rationale: 'Model: decent containment, weak on customers.',
      decisionPoints: [],
    };
    const res = await h.http
      .patch(`/api/scenarios/${s!.id}`)
      .set('x-user-token', token)
      .send({ status: 'resolved', playerDecision });
    const grade = scenarioSchema.parse(res.body).grade!;
    expect(grade.score).toBe(modelScore);
    expect(grade.rationale).toContain('Model: decent containment, weak on customers.');
    expect(grade.rationale).toContain('Effect:');
  });

  it('when the model rates a pasted-again decision highly, then the server still grades it boilerplate and says why', async () => {
    // Technology and Finance speak through OpenAI; an earlier answer is pasted into both.
    const raise = async (category: string) =>
      await generateScenario(h, token, { category, title: `Pasted answer test (${category})` });
    const pasted =
      'The CTO owns it: cut incidents by 30% within 6 weeks, with a $20K budget and a weekly review.';
    openai.answer = { score: 88, rationale: 'Model: specific and owned.', decisionPoints: [] };
    await h.http
      .patch(`/api/scenarios/${(await raise('technology')).id}`)
      .set('x-user-token', token)
      .send({ status: 'resolved', playerDecision: pasted });
    openai.answer = { score: 95, rationale: 'Model: excellent.', decisionPoints: [] };
    const res = await h.http
      .patch(`/api/scenarios/${(await raise('financial')).id}`)
      .set('x-user-token', token)
      .send({ status: 'resolved', playerDecision: pasted });
    const grade = scenarioSchema.parse(res.body).grade!;
    expect(grade.score).toBeLessThanOrEqual(15);
    expect(grade.verdict).toBe('Weak');
    expect(grade.rationale).toContain('Model: excellent.');
    expect(grade.rationale).toContain('It repeats an earlier decision almost word for word');
  });

  it('when an emergency council convenes, then OpenAI agents speak through the model and the others internally', async () => {
    openai.answer = { text: 'Model: contain first.' };
    const res = await h.http
      .post('/api/council/emergency')
      .set('x-user-token', token)
      .send({ emergencyType: 'security-breach', description: 'Breach', reason: 'Breach' });
    expect(res.status).toBe(201);
    const lines = res.body.transcript as Array<{ agentId?: string; voice?: string; content: string }>;
    expect(lines.find((l) => l.agentId === 'ciso')).toMatchObject({
      voice: 'llm',
      content: 'Model: contain first.',
    });
    expect(lines.find((l) => l.agentId === 'clo')!.voice).toBe('internal');
  });
});
