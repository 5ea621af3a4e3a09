// The council is not an oracle (issue 40): each advisor argues from its own
// field, so one advisor's analysis, pasted by the player as the decision, is
// graded on its merits by the same real app: never reckless, never boilerplate
// when pasted into scenario after scenario, but below Sound, the rationale
// saying what it leaves to the others. In llm mode the model is asked for the
// scenario's decision points.
import { NEED_LABELS } from '@ai-council/reader';
import { analysisResponseSchema, scenarioSchema, type Scenario } from '@ai-council/contracts';
import { templateOf } from '@ai-council/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeProvider, type FakeProvider } from './support/fake-providers';
import { validKeys } from './support/keys';
import { generateScenario, startHarness, uniqueUser, type Harness } from './support/harness';

let h: Harness;
let openai: FakeProvider;
beforeAll(async () => {
  openai = await startFakeProvider('openai');
  h = await startHarness({ providerBaseUrls: { openai: openai.baseUrl }, advisorTimeoutMs: 2_500 });
});
afterAll(async () => {
  await h.close();
  await openai.close();
});

/** Each department's head on the council. */
const AGENT_OF: Record<string, string> = {
  Executive: 'ceo',
  Finance: 'cfo',
  'Human Resources': 'chro',
  Technology: 'cto',
  Marketing: 'cmo',
  Operations: 'coo',
  'Legal & Compliance': 'clo',
  Sales: 'cro',
  Product: 'cpo',
  Security: 'ciso',
  Strategy: 'cso',
};

const scenarios = z.array(scenarioSchema);
const list = async (userId: string) =>
  scenarios.parse((await h.http.get('/api/scenarios').set('x-user-token', h.token(userId))).body);
/** The opening council always raises one on security. */
const securityScenario = async (userId: string) =>
  (await list(userId)).find((s) => s.triggeringDepartments[0] === 'Security')!;

async function analysisOf(userId: string, scenarioId: string, agentId: string) {
  const res = await h.postAs(userId, '/api/scenarios/request-analysis', { scenarioId, agentId });
  expect(res.status).toBe(200);
  return analysisResponseSchema.parse(res.body);
}

async function paste(userId: string, scenarioId: string, decision: string): Promise<Scenario> {
  const res = await h.http
    .patch(`/api/scenarios/${scenarioId}`)
    .set('x-user-token', h.token(userId))
    .send({ status: 'resolved', playerDecision: decision });
  expect(res.status).toBe(200);
  return scenarioSchema.parse(res.body);
}

describe('the council analysis, pasted as the decision', () => {
  it("when the scenario's own department head's analysis is pasted alone, then it is graded below Sound, says what it leaves to the others, and spends the budget it names", async () => {
    const userId = uniqueUser('paste-owner');
    const s = await securityScenario(userId);
    const { analysis, voice } = await analysisOf(userId, s.id, 'ciso');
    expect(voice).toBe('internal');
    expect(analysis).toContain(s.title);
    const resolved = await paste(userId, s.id, analysis);
    expect(resolved.grade!.verdict).toBe('Partial');
    expect(resolved.grade!.rationale).toContain('leaves the rest to others');
    const named = /\$(\d+(?:\.\d+)?)K/.exec(analysis)!;
    expect(resolved.grade!.effect!.plan!.spend).toBe(Math.round(Number(named[1]) * 1000 * 100));
  });

  it.each(Object.entries(AGENT_OF))(
    'when the %s head analyses the security scenario and the player pastes it alone, then it is neither reckless nor Sound',
    async (department, agentId) => {
      const userId = uniqueUser(`paste-${agentId}`);
      const s = await securityScenario(userId);
      const { analysis } = await analysisOf(userId, s.id, agentId);
      const grade = (await paste(userId, s.id, analysis)).grade!;
      expect(['Partial', 'Weak'], `${department}: ${grade.rationale}`).toContain(grade.verdict);
    },
  );

  it("when one player pastes the owner's analysis into scenario after scenario, kinds coming back, then none is boilerplate or reckless, and none reaches Sound", async () => {
    const userId = uniqueUser('paste-series');
    const token = h.token(userId);
    const first = await securityScenario(userId);
    const series: Scenario[] = [first];
    const categories = ['hr', 'technology', 'sales', 'marketing', 'operational', 'legal', 'product', 'hr'];
    const pasted: Array<{ title: string; grade: NonNullable<Scenario['grade']> }> = [];
    for (let i = 0; i < categories.length + 1; i++) {
      const scenario =
        i === 0
          ? series[0]!
          : scenarioSchema.parse(
              await generateScenario(h, token, {
                triggerType: 'user_requested',
                category: categories[i - 1],
              }),
            );
      const agentId = AGENT_OF[scenario.triggeringDepartments[0]!]!;
      const { analysis } = await analysisOf(userId, scenario.id, agentId);
      const grade = (await paste(userId, scenario.id, analysis)).grade!;
      pasted.push({ title: scenario.title, grade });
    }
    console.log(`pasted council analyses: ${pasted.map((p) => `${p.title} ${p.grade.score}`).join('; ')}`);
    // A kind came back (the second HR scenario), as in a game.
    expect(new Set(pasted.map((p) => p.title)).size).toBeLessThan(pasted.length);
    for (const { title, grade } of pasted) {
      expect(grade.rationale, title).not.toContain('It repeats an earlier decision');
      expect(['Partial', 'Weak'], `${title}: ${grade.rationale}`).toContain(grade.verdict);
    }
  });

  it("when an llm-mode player asks an OpenAI agent for an analysis, then the model's prompt names the scenario's decision points and a budget", async () => {
    const userId = uniqueUser('paste-llm');
    const token = h.token(userId, 'llm');
    const stored = await h.addKey(token, {
      provider: 'openai',
      keyName: 'Mine',
      encryptedKey: validKeys.openai,
    });
    expect(stored.status).toBe(201);
    const s = await securityScenario(userId);
    openai.answer = { analysis: 'Model CFO: patch first, then audit.' };
    const res = await h.http
      .post('/api/scenarios/request-analysis')
      .set('x-user-token', token)
      .send({ scenarioId: s.id, agentId: 'cfo' });
    expect(analysisResponseSchema.parse(res.body)).toMatchObject({ voice: 'llm' });
    const prompt = JSON.stringify(openai.requests.at(-1)!.body);
    const rubric = templateOf('security-exposure')!.rubric.filter((d) => d !== 'timeline');
    for (const need of rubric) expect(prompt).toContain(NEED_LABELS[need]);
    expect(prompt).toMatch(/budget for the whole response of about \$\d/);
  });
});
