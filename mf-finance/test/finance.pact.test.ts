// mf-finance's pacts: the decisions and financial events it lists, from svc-game.
import { eachLike, integer, recordWebPact, string } from '@ai-council/contracts/http-pact';
import { getDecisions, getFinancialEvents } from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

describe('mf-finance’s contracts (pact)', () => {
  it('when the financial page lists decisions and events, then svc-game answers them in the shapes it shows', async () => {
    const result = await recordWebPact('mf-finance', 'svc-game', [
      {
        state: 'a player with a game',
        description: 'the council decisions',
        method: 'GET',
        path: '/api/decisions',
        status: 200,
        response: eachLike(
          {
            id: string('decision-1'),
            title: string('Hire two engineers'),
            description: string('Pay down tech debt.'),
            category: string('operational'),
            financialImpact: integer(-5_000_000),
            timeImpact: integer(2),
            status: string('pending'),
          },
          0,
        ),
        call: getDecisions,
      },
      {
        state: 'a player with a game',
        description: 'the financial events, newest first',
        method: 'GET',
        path: '/api/financial/events',
        status: 200,
        response: eachLike(
          {
            id: string('fe-1'),
            description: string('Quarterly revenue'),
            eventType: string('revenue'),
            triggeredBy: string('quarter'),
            occurredAt: string('2030-01-06T09:00:00.000Z'),
            amount: integer(98_000_000),
            quarter: integer(1),
          },
          0,
        ),
        call: getFinancialEvents,
      },
    ]);
    expect(
      result.same,
      'pacts/mf-finance-svc-game.json is stale: run PACT_UPDATE=1 npm test -w mf-finance',
    ).toBe(true);
  });
});
