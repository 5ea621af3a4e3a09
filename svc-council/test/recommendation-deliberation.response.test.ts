// SPEC §3 Council recommendation, Personality and Council message (issue 14):
// the council's reasoning, plan, each agent's concerns and data, the enhanced
// deliberation and the profile's temperament come from the player's own
// company and the agents' live state, so two companies read differently.
import {
  agentProfileSchema,
  recommendationResponseSchema,
  type CompanySnapshot,
  type RecommendationResponse,
} from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, everyDriver, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

const struggling = company({
  drivers: everyDriver(25),
  cash: 12_345_600,
  cashFlow: -41_000_000,
  quarterlyGrowth: -900,
  marketShare: 60,
  employeeCount: 19,
});
const thriving = company({
  drivers: everyDriver(85),
  cash: 487_650_000,
  cashFlow: 35_000_000,
  quarterlyGrowth: 800,
  marketShare: 950,
  employeeCount: 140,
});

async function playerWith(label: string, snapshot: CompanySnapshot): Promise<string> {
  const userId = uniqueUser(label);
  await h.feed(gameEvent('game.started', userId, { company: snapshot }, { gameId: `g-${label}` }));
  return userId;
}

async function ask(userId: string, agentId = 'cfo'): Promise<RecommendationResponse> {
  const res = await h.http
    .post('/api/agents/request-recommendation')
    .set('x-user-token', h.token(userId))
    .send({
      agentId,
      question: 'Should we open a second office this year?',
      context: { category: 'financial', urgency: 'high' },
      proposeDecision: false,
    });
  expect(res.status).toBe(200);
  return recommendationResponseSchema.parse(res.body);
}

describe('POST /api/agents/request-recommendation: what the council says around its vote', () => {
  let poor: RecommendationResponse;
  let rich: RecommendationResponse;
  beforeAll(async () => {
    poor = await ask(await playerWith('poor', struggling));
    rich = await ask(await playerWith('rich', thriving));
  });

  it('when a company asks, then the collective reasoning, mitigation, alternatives and notes quote its numbers', () => {
    for (const [body, snapshot] of [
      [poor, struggling],
      [rich, thriving],
    ] as const) {
      expect(body.collectiveReasoning).toContain(formatCents(snapshot.cash));
      expect(body.collectiveReasoning).toContain(body.recommendedOption);
      expect(body.riskMitigation.join(' ')).toContain(formatCents(snapshot.cash));
      // Every option the council did not pick is weighed.
      expect(body.alternativeConsiderations).toHaveLength(2);
      expect(body.alternativeConsiderations.join(' ')).not.toContain(`"${body.recommendedOption}" (`);
      expect(body.implementationNotes.some((n) => n.startsWith('Owner: Marcus Webb'))).toBe(true);
      expect(body.implementationNotes.join(' ')).toContain(formatCents(snapshot.revenue));
    }
  });

  it('when two companies differ, then the council’s texts differ', () => {
    expect(poor.collectiveReasoning).not.toBe(rich.collectiveReasoning);
    expect(poor.riskMitigation).not.toEqual(rich.riskMitigation);
    expect(poor.alternativeConsiderations).not.toEqual(rich.alternativeConsiderations);
    expect(poor.implementationNotes).not.toEqual(rich.implementationNotes);
    // The struggling company has open risk signals; the mitigation addresses them.
    expect(poor.riskMitigation.length).toBeGreaterThan(rich.riskMitigation.length);
  });

  it('when every agent gives its call, then each quotes the real cash and carries concerns and a risk read', () => {
    expect(poor.agentRecommendations).toHaveLength(11);
    for (const [body, snapshot] of [
      [poor, struggling],
      [rich, thriving],
    ] as const) {
      for (const r of body.agentRecommendations) {
        expect(r.supportingData.join(' ')).toContain(`Cash ${formatCents(snapshot.cash)}`);
        expect(r.concerns.length).toBeGreaterThan(0);
        expect(r.riskAssessment).toMatch(/^(Low|Moderate|High|Severe) risk/);
        expect(r.riskAssessment).toContain(r.preferredOption);
      }
    }
    const poorCfo = poor.agentRecommendations.find((r) => r.agentId === 'cfo')!;
    const richCfo = rich.agentRecommendations.find((r) => r.agentId === 'cfo')!;
    expect(poorCfo.concerns).not.toEqual(richCfo.concerns);
    expect(poorCfo.riskAssessment).not.toBe(richCfo.riskAssessment);
    // The struggling finance department says so, with its real numbers.
    expect(poorCfo.concerns.join(' ')).toMatch(/Finance is (in crisis|in trouble)/);
    const poorHr = poor.agentRecommendations.find((r) => r.agentId === 'chro')!;
    expect(poorHr.supportingData).toContain('19 employees');
  });

  it('when the council deliberates, then the asked agent opens, the executives answer it and the CEO closes', () => {
    for (const body of [poor, rich]) {
      const [opening, ...rest] = body.deliberation;
      expect(opening).toMatchObject({ agentId: 'cfo', type: 'analysis', content: body.recommendation });
      expect(opening!.replyTo).toBeUndefined();
      expect(rest.every((m) => m.replyTo === opening!.id)).toBe(true);
      expect(body.deliberation.map((m) => m.agentId)).toEqual(['cfo', 'ceo', 'chro', 'cto', 'cmo', 'ceo']);
      const closing = body.deliberation.at(-1)!;
      expect(closing.type).toBe('proposal');
      expect(closing.content).toContain(body.recommendedOption);
      // SPEC §4: agents speak 3 s apart.
      const times = body.deliberation.map((m) => Date.parse(m.timestamp));
      expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual(Array(5).fill(3000));
      for (const m of body.deliberation) {
        expect(m.scenarioContext).toMatchObject({ category: 'financial', urgency: 'high' });
        expect(m.tags).toEqual(expect.arrayContaining(['financial', 'high-urgency']));
        expect(m.decisionRationale.length).toBeGreaterThan(0);
        expect(m.stakeholderImpact.length).toBeGreaterThan(0);
      }
    }
    expect(poor.deliberation[0]!.scenarioContext.summary).toContain(formatCents(struggling.cash));
    expect(rich.deliberation[0]!.scenarioContext.summary).toContain(formatCents(thriving.cash));
    expect(poor.deliberation[0]!.tags).toContain('cash-burn');
    expect(rich.deliberation[0]!.tags).not.toContain('cash-burn');
  });

  it('when an agent’s department is in trouble, then it sounds it: more stress and a worried tone', () => {
    const stress = (body: RecommendationResponse) =>
      body.deliberation.reduce((sum, m) => sum + m.stressLevel, 0) / body.deliberation.length;
    expect(stress(poor)).toBeGreaterThan(stress(rich) + 20);
    const toneOf = (body: RecommendationResponse, id: string) =>
      body.deliberation.find((m) => m.agentId === id)!.emotionalTone;
    expect(toneOf(poor, 'chro')).toBe('concerned');
    expect(['optimistic', 'confident', 'calm', 'cautious']).toContain(toneOf(rich, 'chro'));
    const chro = poor.deliberation.find((m) => m.agentId === 'chro')!;
    expect(chro.communicationStyle).toBe('warm');
    expect(chro.stakeholderImpact).toContain('Our 19 employees');
  });
});

describe('GET /api/agents/:id/profile: SPEC §3 Personality', () => {
  const profileOf = async (userId: string, id: string) => {
    const res = await h.http.get(`/api/agents/${id}/profile`).set('x-user-token', h.token(userId));
    expect(res.status).toBe(200);
    return agentProfileSchema.parse(res.body);
  };

  it('when profiles are read, then each agent has its own temperament, quirks and expertise', async () => {
    const userId = await playerWith('temperament', thriving);
    const cfo = await profileOf(userId, 'cfo');
    const chro = await profileOf(userId, 'chro');
    expect(cfo.emotionalIntelligence).toBeLessThan(chro.emotionalIntelligence);
    expect(cfo.innovationIndex).not.toBe(chro.innovationIndex);
    expect(cfo.quirks.length).toBeGreaterThan(0);
    expect(cfo.quirks).not.toEqual(chro.quirks);
    expect(cfo.expertise).toContain('cash-flow forecasting');
    expect(chro.expertise).toContain('talent acquisition');
    const board = (await h.http.get('/api/agents').set('x-user-token', h.token(userId))).body as Array<{
      id: string;
      expertise?: string[];
    }>;
    expect(board.find((a) => a.id === 'cfo')!.expertise).toEqual(cfo.expertise);
  });

  it('when the department is in crisis, then the stress response says so with its health', async () => {
    const calm = await profileOf(await playerWith('calm', thriving), 'chro');
    const pressed = await profileOf(await playerWith('pressed', struggling), 'chro');
    expect(pressed.stressResponse).not.toBe(calm.stressResponse);
    expect(pressed.stressResponse).toContain(`Human Resources is in crisis at ${pressed.departmentHealth}%`);
    expect(calm.stressResponse).toContain(`Composed now`);
  });
});
