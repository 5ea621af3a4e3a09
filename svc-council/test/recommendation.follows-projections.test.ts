// Issue 44: a council recommendation argued against the option its own projections favoured (the
// advisor's numbers showed "Set up a growth reserve" leaving more than holding, and the council
// recommended "Hold for now"). With svc-game beside the council, every member's call quotes the
// engine's projection through its own field's lens (issue 40: Finance weighs the cash, Marketing the
// revenue…), the pick is the one most of them back, and the text names it and says who disagrees.
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
  it('when the council is asked, then its pick is the one most members back through their lenses, the text backs it, and the council does not always agree', async () => {
    const userId = 'follows-projections';
    await w.play(userId);
    const splits: string[] = [];
    for (const [agentId, question, category] of questions) {
      const res = await w
        .ask(userId)
        .post('/api/agents/request-recommendation')
        .send({ agentId, question, context: { category, urgency: 'medium' }, proposeDecision: false })
        .expect(200);
      const answer = recommendationResponseSchema.parse(res.body);
      const calls = answer.agentRecommendations;
      const backing = (title: string) => calls.filter((c) => c.preferredOption === title).length;
      const most = Math.max(...calls.map((c) => backing(c.preferredOption)));
      expect(answer.recommendation).toMatch(/engine projects/);
      expect(backing(answer.recommendedOption), question).toBe(most);
      if (answer.recommendedOption !== 'Hold for now')
        expect(answer.recommendation.toLowerCase()).toContain(
          answer.recommendedOption.toLowerCase().slice(0, 12),
        );
      // Every member's call quotes the engine's projection and says what it weighs, not a temperament alone.
      for (const call of calls) expect(call.reasoning, call.agentName).toMatch(/engine/);
      if (new Set(calls.map((c) => c.preferredOption)).size > 1) splits.push(question);
    }
    console.log(
      `recommendations with a split council: ${splits.length} of ${questions.length} (${splits.join('; ')})`,
    );
    expect(splits.length).toBeGreaterThan(0);
  });
});
