// Issue 40: a kind of scenario comes back at most three times a game however
// often it is asked for, and a recurrence never repeats the first one's text.
// Through the real generate use case (POST /api/scenarios/generate) and the
// company's own figures; plus the texts that must agree with the numbers.
import { recommendationResponseSchema, scenarioSchema, type Scenario } from '@ai-council/contracts';
import { MAX_PER_KIND } from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, everyDriver, gameEvent, resolveSoundly, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

describe('asking again and again for scenarios of one department', () => {
  it('when the player asks for security scenarios twelve times, resolving each, then no kind comes up more than three times and each return reads differently', async () => {
    const userId = await h.newPlayer('recurring');
    const token = h.token(userId);
    const raised: Scenario[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await h.postAs(userId, '/api/scenarios/generate', {
        triggerType: 'user_requested',
        category: 'security',
      });
      if (res.status === 409) {
        expect(res.body.message).toMatch(/has come up 3 times this game|recovered/);
        continue;
      }
      expect(res.status).toBe(201);
      const scenario = scenarioSchema.parse(res.body);
      raised.push(scenario);
      if (scenario.status === 'active') await resolveSoundly(h, token, scenario.id);
    }
    const all = (await h.http.get('/api/scenarios').set('x-user-token', token)).body as Scenario[];
    const byTitle = new Map<string, Scenario[]>();
    for (const s of all) byTitle.set(s.title, [...(byTitle.get(s.title) ?? []), s]);
    for (const [title, ofKind] of byTitle) {
      expect(ofKind.length, title).toBeLessThanOrEqual(MAX_PER_KIND);
      const texts = ofKind.map((s) => s.description);
      expect(new Set(texts).size, title).toBe(texts.length);
    }
    expect([...byTitle.values()].some((s) => s.length > 1)).toBe(true);
  });
});

describe('texts that agree with the numbers', () => {
  it('when cash flow is positive, then no recommendation says it "stays negative"', async () => {
    const userId = uniqueUser('positive-flow');
    const thriving = company({ drivers: everyDriver(70), cashFlow: 15_000_000 });
    await h.feed(gameEvent('game.started', userId, { company: thriving }, { gameId: `g-${userId}` }));
    let watched = 0;
    for (const urgency of ['low', 'medium', 'high'] as const) {
      const res = await h.http
        .post('/api/agents/request-recommendation')
        .set('x-user-token', h.token(userId))
        .send({
          agentId: 'cfo',
          question: 'Should we expand into a second market?',
          context: { category: 'financial', urgency },
          proposeDecision: false,
        });
      expect(res.status).toBe(200);
      const body = recommendationResponseSchema.parse(res.body);
      expect(JSON.stringify(body)).not.toMatch(/stays negative/);
      if (/turns negative/.test(JSON.stringify(body))) watched += 1;
    }
    // The careful alternative was weighed, and said of a positive cash flow.
    expect(watched).toBeGreaterThan(0);
  });
});
