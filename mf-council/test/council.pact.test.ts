// mf-council's pacts: the board and its feed, from svc-council.
import { eachLike, integer, recordWebPact, string } from '@ai-council/contracts/http-pact';
import { getAgents, getCommunications } from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

describe('mf-council’s contracts (pact)', () => {
  it('when the council pages read the board and its feed, then svc-council answers them in the shapes they show', async () => {
    const result = await recordWebPact('mf-council', 'svc-council', [
      {
        state: 'a player whose game has started',
        description: 'the board',
        method: 'GET',
        path: '/api/agents',
        status: 200,
        response: eachLike({
          id: string('cfo'),
          name: string('Marcus Webb'),
          role: string('Chief Financial Officer'),
          department: string('Finance'),
          avatar: string('MW'),
          status: string('active'),
          riskLevel: integer(20),
          aiType: string('internal'),
          llmProvider: string('openai'),
          personality: string('Analytical'),
          capabilities: eachLike('forecasting'),
        }),
        call: getAgents,
      },
      {
        state: 'a player whose game has started',
        description: 'the board feed',
        method: 'GET',
        path: '/api/communications',
        status: 200,
        response: eachLike(
          {
            id: string('cm-1'),
            from: string('Alexandra Chen'),
            message: string('Welcome to the board.'),
            sentAt: string('2030-01-06T09:00:00.000Z'),
            type: string('agent_action'),
            priority: string('normal'),
          },
          0,
        ),
        call: getCommunications,
      },
    ]);
    expect(result.answers[0]).toHaveLength(1);
    expect(
      result.same,
      'pacts/mf-council-svc-council.json is stale: run PACT_UPDATE=1 npm test -w mf-council',
    ).toBe(true);
  });
});
