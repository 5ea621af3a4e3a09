// mf-dashboard's pacts: every call the dashboard makes, to svc-game and
// svc-council, through its real fetchers (the query layer's and its own api/).
import {
  advanceQuarterAnswer,
  communication,
  councilMeeting,
  councilMessage,
  dashboardOverview,
  eachLike,
  fromProviderState,
  gameState,
  like,
  recordWebPact,
  scenario,
} from '@ai-council/contracts/http-pact';
import {
  advanceQuarter,
  conveneEmergencyCouncil,
  endCouncilMeeting,
  exportCouncilTranscript,
  generateCouncilScenario,
  getActiveCouncil,
  getCommunications,
  getCouncilMeetings,
  getDashboardOverview,
  getGameState,
  postCouncilMessage,
} from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

const stale = (file: string) => `pacts/${file} is stale: run PACT_UPDATE=1 npm test -w mf-dashboard`;
const meetingPath = (tail: string) =>
  fromProviderState(`/api/council/\${meetingId}${tail}`, `/api/council/meeting-1${tail}`);

describe('mf-dashboard’s contracts (pact)', () => {
  it('when the dashboard reads and advances the game, then svc-game answers in the shapes it relies on', async () => {
    const result = await recordWebPact('mf-dashboard', 'svc-game', [
      {
        state: 'a player with a game',
        description: 'the game state',
        method: 'GET',
        path: '/api/game/state',
        status: 200,
        response: gameState(),
        call: getGameState,
      },
      {
        state: 'a player with a game',
        description: 'advancing a quarter',
        method: 'PATCH',
        path: '/api/game/advance-quarter',
        status: 200,
        response: advanceQuarterAnswer(),
        call: advanceQuarter,
      },
    ]);
    expect(result.answers[0]).toMatchObject({ currentQuarter: 1 });
    expect(result.same, stale('mf-dashboard-svc-game.json')).toBe(true);
  });

  it('when the dashboard reads the council and holds a meeting, then svc-council answers in the shapes it relies on', async () => {
    const result = await recordWebPact('mf-dashboard', 'svc-council', [
      {
        state: 'a player whose game has started',
        description: 'the dashboard overview',
        method: 'GET',
        path: '/api/dashboard/overview',
        status: 200,
        response: dashboardOverview(),
        call: getDashboardOverview,
      },
      {
        state: 'a player whose game has started',
        description: 'the board feed',
        method: 'GET',
        path: '/api/communications',
        status: 200,
        response: eachLike(communication()),
        call: getCommunications,
      },
      {
        state: 'a player whose game has started',
        description: 'no meeting in session',
        method: 'GET',
        path: '/api/council/active',
        status: 200,
        response: null,
        call: getActiveCouncil,
      },
      {
        state: 'a player whose game has started',
        description: 'convening an emergency council',
        method: 'POST',
        path: '/api/council/emergency',
        body: like({ reason: 'Cash is low', description: 'Cash is low', emergencyType: 'financial-crisis' }),
        status: 201,
        response: councilMeeting(),
        call: () =>
          conveneEmergencyCouncil({ emergencyType: 'financial-crisis', description: 'Cash is low' }),
      },
      {
        state: 'a council meeting in session',
        description: 'the meeting in session',
        method: 'GET',
        path: '/api/council/active',
        status: 200,
        response: councilMeeting(),
        call: getActiveCouncil,
      },
      {
        state: 'a council meeting in session',
        description: 'speaking in the meeting',
        method: 'POST',
        path: meetingPath('/messages'),
        body: like({ message: 'What do we cut first?' }),
        status: 201,
        response: like({ meeting: councilMeeting(), replies: eachLike(councilMessage()) }),
        call: () => postCouncilMessage({ meetingId: 'meeting-1', message: 'What do we cut first?' }),
      },
      {
        state: 'a council meeting in session',
        description: 'the meeting’s transcript',
        method: 'GET',
        path: meetingPath('/transcript'),
        status: 200,
        file: { contentType: 'text/markdown', example: '# Emergency Council\n' },
        call: () => exportCouncilTranscript('meeting-1'),
      },
      {
        state: 'a council meeting in session',
        description: 'the meetings of this game',
        method: 'GET',
        path: '/api/council/meetings',
        status: 200,
        response: eachLike(councilMeeting()),
        call: getCouncilMeetings,
      },
      {
        state: 'a council meeting in session',
        description: 'ending the meeting',
        method: 'PATCH',
        path: meetingPath('/end'),
        status: 200,
        response: councilMeeting(true),
        call: () => endCouncilMeeting('meeting-1'),
      },
      {
        state: 'a council meeting in session',
        description: 'a scenario the meeting raises',
        method: 'POST',
        path: '/api/scenarios/generate',
        body: like({ category: 'financial', title: 'Cash runway below two quarters' }),
        status: 201,
        response: like(scenario()),
        call: () =>
          generateCouncilScenario({ category: 'financial', title: 'Cash runway below two quarters' }),
      },
    ]);
    expect(result.answers[0]).toMatchObject({ reflects: { quarter: 1 } });
    expect(result.answers[2]).toBeNull();
    expect(result.same, stale('mf-dashboard-svc-council.json')).toBe(true);
  });
});
