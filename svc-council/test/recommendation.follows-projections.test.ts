// Issue 44: a council recommendation argued against the option its own projections favoured (the
// advisor's numbers showed "Set up a growth reserve" leaving more than holding, and the council
// recommended "Hold for now"). With svc-game beside the council, the pick and the text now agree with
// the engine's projection of every option on the ballot.
import { recommendationResponseSchema } from '@ai-council/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithGame, type WithGame } from './support/with-game';

let w: WithGame;
beforeAll(async () => {
  w = await startWithGame([101]);
});
afterAll(async () => w.close());

const questions: Array<[string, string, string]> = [
  ['cfo', 'Should we raise prices by 10%?', 'financial'],
  ['cmo', 'Should we spend $500K on a brand campaign?', 'marketing'],
  ['chro', 'Should we hire 20 engineers?', 'hr'],
  ['cfo', 'Should we cut marketing by 30%?', 'financial'],
  ['ceo', 'Should we raise prices by 25%?', 'strategic'],
];

describe('a recommendation on options the engine projected', () => {
  it('when the council is asked, then its pick is the option the projections favour and the text backs it', async () => {
    const userId = 'follows-projections';
    await w.play(userId);
    for (const [agentId, question, category] of questions) {
      const res = await w
        .ask(userId)
        .post('/api/agents/request-recommendation')
        .send({ agentId, question, context: { category, urgency: 'medium' }, proposeDecision: false })
        .expect(200);
      const answer = recommendationResponseSchema.parse(res.body);
      // The asked advisor votes for what its projections back (the "Yes:"/"No:" answer in its text).
      const own = answer.agentRecommendations.find((a) => a.agentId === agentId)!;
      expect(answer.recommendation).toMatch(/engine projects/);
      expect(answer.recommendedOption, question).toBe(own.preferredOption);
      expect(answer.recommendation).not.toMatch(/leans to|I would still build in my concern/);
      if (answer.recommendedOption !== 'Hold for now')
        expect(answer.recommendation.toLowerCase()).toContain(
          answer.recommendedOption.toLowerCase().slice(0, 12),
        );
      // Every member's call quotes the engine's projection, not a temperament alone.
      for (const call of answer.agentRecommendations)
        expect(call.reasoning, call.agentName).toMatch(/engine/);
    }
  });
});
