// mf-dashboard's pacts: every call the dashboard makes, to svc-game and
// svc-council, through its real fetchers (the query layer's and its own api/).
import {
  advanceQuarterAnswer,
  councilMeeting,
  councilMessage,
  dashboardOverview,
  eachLike,
  fromProviderState,
  like,
  recordWebPact,
  scenario,
  type WebInteraction,
} from '@ai-council/contracts/http-pact';
import { boardFeedRead, gameStateRead } from '@ai-council/queries/pact';
import {
  advanceQuarter,
  conveneEmergencyCouncil,
  endCouncilMeeting,
  exportCouncilTranscript,
  generateCouncilScenario,
  getActiveCouncil,
  getCouncilMeetings,
  getDashboardOverview,
  postCouncilMessage,
} from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

const meetingPath = (tail: string) =>
  fromProviderState(`/api/council/\${meetingId}${tail}`, `/api/council/meeting-1${tail}`);

/** What the dashboard shows: the overview, the feed and whether a meeting is in session. */
const dashboardReads: WebInteraction[] = [
  {
    state: 'a player whose game has started',
    description: 'the dashboard overview',
    method: 'GET',
    path: '/api/dashboard/overview',
    status: 200,
    response: dashboardOverview(),
    call: getDashboardOverview,
  },
  boardFeedRead,
  {
    state: 'a player whose game has started',
    description: 'no meeting in session',
    method: 'GET',
    path: '/api/council/active',
    status: 200,
    response: null,
    call: getActiveCouncil,
  },
];

/** An emergency council: convened, in session, spoken in, read back, ended, and the scenario it raises. */
const emergencyMeeting: WebInteraction[] = [
  {
    state: 'a player whose game has started',
    description: 'convening an emergency council',
    method: 'POST',
    path: '/api/council/emergency',
    body: like({ reason: 'Cash is low', description: 'Cash is low', emergencyType: 'financial-crisis' }),
    status: 201,
    response: councilMeeting(),
    call: () => conveneEmergencyCouncil({ emergencyType: 'financial-crisis', description: 'Cash is low' }),
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
    call: () => generateCouncilScenario({ category: 'financial', title: 'Cash runway below two quarters' }),
  },
];

describe('mf-dashboard’s contracts (pact)', () => {
  it('when the dashboard reads and advances the game, then svc-game answers in the shapes it relies on', async () => {
    const result = await recordWebPact('mf-dashboard', 'svc-game', [
      gameStateRead,
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
    expect(result.same, result.staleMessage).toBe(true);
  });

  it('when the dashboard reads the council and holds a meeting, then svc-council answers in the shapes it relies on', async () => {
    const result = await recordWebPact('mf-dashboard', 'svc-council', [
      ...dashboardReads,
      ...emergencyMeeting,
    ]);
    expect(result.answers[0]).toMatchObject({ reflects: { quarter: 1 } });
    expect(result.answers[2]).toBeNull();
    expect(result.same, result.staleMessage).toBe(true);
  });
});
