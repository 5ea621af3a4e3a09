// mf-dashboard's pacts: what the dashboard reads from svc-game and svc-council,
// through its real fetchers (packages/queries).
import { sampleCompany } from '@ai-council/contracts/testing';
import { eachLike, integer, like, recordWebPact, string } from '@ai-council/contracts/http-pact';
import { advanceQuarter } from '../src/features/game-control/api/advance-quarter';
import { getDashboardOverview, getGameState } from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

const stale = (file: string) => `pacts/${file} is stale: run PACT_UPDATE=1 npm test -w mf-dashboard`;

describe('mf-dashboard’s contracts (pact)', () => {
  it('when the dashboard reads and advances the game, then svc-game answers in the shapes it relies on', async () => {
    const result = await recordWebPact('mf-dashboard', 'svc-game', [
      {
        state: 'a player with a game',
        description: 'the game state',
        method: 'GET',
        path: '/api/game/state',
        status: 200,
        response: like({
          gameId: string('game-1'),
          currentQuarter: integer(1),
          status: string('active'),
          endReason: null,
          finalScore: null,
          gameYears: integer(0),
          metrics: like({
            netWorth: integer(100_000_000),
            cashFlow: integer(2_000_000),
            marketShare: integer(200),
            employeeCount: integer(25),
          }),
          // Often empty: the type is what the dashboard relies on.
          openScenarioIds: eachLike('scenario-1', 0),
        }),
        call: getGameState,
      },
      {
        state: 'a player with a game',
        description: 'advancing a quarter',
        method: 'PATCH',
        path: '/api/game/advance-quarter',
        status: 200,
        response: like({ gameEnded: false, reason: null, finalScore: null, currentQuarter: integer(2) }),
        call: advanceQuarter,
      },
    ]);
    expect(result.answers[0]).toMatchObject({ currentQuarter: 1 });
    expect(result.same, stale('mf-dashboard-svc-game.json')).toBe(true);
  });

  it('when the dashboard reads the council, then svc-council answers the overview it relies on', async () => {
    const company = sampleCompany();
    const result = await recordWebPact('mf-dashboard', 'svc-council', [
      {
        state: 'a player whose game has started',
        description: 'the dashboard overview',
        method: 'GET',
        path: '/api/dashboard/overview',
        status: 200,
        response: like({
          metrics: like({
            activeAgents: integer(11),
            agentHealthPercentage: integer(80),
            riskSignals: integer(1),
            riskLevel: integer(30),
            scenariosGenerated: integer(2),
            scenarioSuccessRate: integer(0),
            councilMeetings: integer(0),
            meetingEfficiency: integer(0),
          }),
          agents: eachLike({
            id: string('ceo'),
            name: string('Alexandra Chen'),
            role: string('Chief Executive Officer'),
            department: string('Executive'),
            avatar: string('AC'),
            status: string('active'),
            riskLevel: integer(20),
            aiType: string('internal'),
            llmProvider: string('anthropic'),
            personality: string('Visionary'),
            capabilities: eachLike('strategy'),
          }),
          boardStatus: string('Board Active'),
          riskSignals: eachLike({
            id: string('rs-1'),
            department: string('Security'),
            message: string('Security is at 42/100'),
            severity: string('medium'),
          }),
          departments: eachLike({
            id: string('security'),
            name: string('Security'),
            description: string('Data and systems'),
            status: string('warning'),
            healthScore: integer(42),
          }),
          reflects: like({ gameId: string('game-1'), quarter: integer(company.currentQuarter) }),
        }),
        call: getDashboardOverview,
      },
    ]);
    expect(result.answers[0]).toMatchObject({ reflects: { quarter: 1 } });
    expect(result.same, stale('mf-dashboard-svc-council.json')).toBe(true);
  });
});
