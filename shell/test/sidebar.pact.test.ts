// The shell's pacts: the sidebar's figures from svc-game and its scenario
// badge from svc-council, through the shared fetchers.
import { eachLike, integer, like, recordWebPact, string } from '@ai-council/contracts/http-pact';
import { getFinancialLatest, getScenarios } from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

const stale = (file: string) => `pacts/${file} is stale: run PACT_UPDATE=1 npm test -w shell`;

describe('the shell’s contracts (pact)', () => {
  it('when the sidebar reads the finances, then svc-game answers the figures it shows', async () => {
    const result = await recordWebPact('shell', 'svc-game', [
      {
        state: 'a player with a game',
        description: 'the latest finances',
        method: 'GET',
        path: '/api/financial/latest',
        status: 200,
        response: like({
          netWorth: integer(100_000_000),
          cashFlow: integer(2_000_000),
          revenue: integer(98_000_000),
          quarterlyGrowth: integer(0),
          marketShare: integer(200),
          employeeCount: integer(25),
          quarter: integer(1),
        }),
        call: getFinancialLatest,
      },
    ]);
    expect(result.answers[0]).toMatchObject({ netWorth: 100_000_000 });
    expect(result.same, stale('shell-svc-game.json')).toBe(true);
  });

  it('when the sidebar counts open scenarios, then svc-council answers the list with statuses', async () => {
    const result = await recordWebPact('shell', 'svc-council', [
      {
        state: 'a player whose game has started',
        description: 'the scenarios of the game',
        method: 'GET',
        path: '/api/scenarios',
        status: 200,
        response: eachLike(
          {
            id: string('sc-1'),
            title: string('Security Vulnerability Discovered'),
            description: string('Security is at 42/100.'),
            severity: string('medium'),
            category: string('security'),
            createdAt: string('2030-01-06T09:00:00.000Z'),
            resolvedAt: null,
            status: string('active'),
            triggeringDepartments: eachLike('Security'),
            playerDecision: null,
            grade: null,
          },
          0,
        ),
        call: getScenarios,
      },
    ]);
    expect(result.same, stale('shell-svc-council.json')).toBe(true);
  });
});
