// A council with stances (issue 40): asked for a recommendation, the council's
// members vote from their departments' stances (the CFO guards the cash, the
// CMO and CRO push for the bolder play), so the vote is split, consensusLevel
// says so, and the asked advisor's recommendation names who is for the pick and
// who against. Through the real app.
import {
  recommendationResponseSchema,
  type CompanySnapshot,
  type RecommendationResponse,
} from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { company, everyDriver, gameEvent, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

/** A company in fair health: no crisis pushes everyone to the careful option. */
const steady = company({
  drivers: everyDriver(60),
  cash: 150_000_000,
  cashFlow: 8_000_000,
  quarterlyGrowth: 300,
  marketShare: 400,
  employeeCount: 60,
});

async function ask(label: string, snapshot: CompanySnapshot, agentId: string, question: string) {
  const userId = uniqueUser(label);
  await h.feed(gameEvent('game.started', userId, { company: snapshot }, { gameId: `g-${label}` }));
  const res = await h.http
    .post('/api/agents/request-recommendation')
    .set('x-user-token', h.token(userId))
    .send({
      agentId,
      question,
      context: { category: 'marketing', urgency: 'medium' },
      proposeDecision: false,
    });
  expect(res.status).toBe(200);
  return recommendationResponseSchema.parse(res.body);
}

const voteOf = (r: RecommendationResponse, agentId: string) =>
  r.agentRecommendations.find((v) => v.agentId === agentId)!;

describe('the council votes from its stances', () => {
  const questions = [
    'Should we launch a brand campaign against the new rival?',
    'How should we answer the rival who just launched in our segment?',
    'Do we spend more on marketing this quarter?',
  ];

  it('when the council is asked, then the votes split along the members’ stances, consensusLevel reflects the split, and the recommendation names who is for and who against', async () => {
    for (const [i, question] of questions.entries()) {
      const r = await ask(`stances-${i}`, steady, 'cmo', question);
      const picks = new Set(r.agentRecommendations.map((v) => v.preferredOption));
      expect(picks.size, question).toBeGreaterThanOrEqual(2);
      expect(r.consensusLevel, question).toBeLessThan(100);
      const backing = r.agentRecommendations.filter((v) => v.preferredOption === r.recommendedOption);
      expect(r.consensusLevel).toBe(Math.round((100 * backing.length) / r.agentRecommendations.length));
      // The CFO guards the cash and the CMO pushes the bolder play: never the same option here.
      expect(voteOf(r, 'cfo').preferredOption).not.toBe(voteOf(r, 'cmo').preferredOption);
      expect(voteOf(r, 'cfo').reasoning).toContain('for Finance, it keeps the cash');
      expect(r.recommendation).toMatch(/For "[^"]+": .+; against: .+/);
      const against = r.agentRecommendations.filter((v) => v.preferredOption !== r.recommendedOption);
      expect(against.length).toBeGreaterThan(0);
    }
  });
});
