import { type Communication, SIMULATION_SCENARIOS } from '@ai-council/contracts';
import { fakeApi, type FakeRoutes, passTime, type RecordedCall, renderPage } from '@ai-council/ui/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openingSession, simulationDebrief } from '../features/council-session/lib/council-session';
import { completed, simulationOptions } from '../features/simulations/testing/factories';
import { agents, profileRoutes, recommendation } from '../testing/council-fixtures';
import { aCommunication } from '../features/communications/testing/factories';
import { AgentCouncil, type AgentTab } from './agent-council';
import { DeepCommunicationTab } from '../features/council-session/components/deep-communication-tab';

beforeEach(() => {
  vi.useFakeTimers();
});

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/agents': agents,
  ...profileRoutes(),
  'POST /api/agents/request-recommendation': recommendation(),
  'GET /api/simulations/options': simulationOptions(),
  'POST /api/financial/apply-cost': { simulationId: 'sim-1', cashAfter: 10_000_000, netWorth: 20_000_000 },
  'POST /api/simulations/complete': completed('success', 92),
  ...overrides,
});

/** A message of the board feed (no addressee, an agent's action) sent at `sentAt`. */
const boardMessage = (id: string, from: string, text: string, sentAt: string, type?: Communication['type']) =>
  aCommunication({ id, from, message: text, sentAt, ...(type ? { type } : {}) });

/** Two board messages, no chat with the CEO yet, this company's books, and the CEO's answer when asked. */
const boardFeedAndCeoChat = (): FakeRoutes => ({
  'GET /api/communications': [
    boardMessage('2', 'David Okafor', 'Tech debt is climbing.', '2025-01-01T10:01:00.000Z'),
    boardMessage('1', 'Marcus Webb', 'Cash covers four quarters.', '2025-01-01T10:00:00.000Z'),
  ],
  'GET /api/communications/agent/Alexandra%20Chen': [],
  'GET /api/financial/latest': {
    netWorth: 95_000_000,
    cashFlow: -12_000_000,
    revenue: 40_000_000,
    quarterlyGrowth: 120,
    marketShare: 1_250,
    employeeCount: 120,
    quarter: 3,
  },
  'POST /api/communications/to-agent': {
    sent: boardMessage('3', 'Player', 'question', '2025-01-01T10:02:00.000Z', 'direct_message'),
    reply: boardMessage(
      '4',
      'Alexandra Chen',
      'Fix the platform first, then grow.',
      '2025-01-01T10:02:01.000Z',
      'response',
    ),
  },
});

/** A line of the player's chat with the CEO, sent at minute `id` past ten. */
const saidToCeo = (id: string, from: string, text: string, type: Communication['type']) =>
  aCommunication({
    id,
    from,
    to: from === 'Player' ? 'Alexandra Chen' : 'Player',
    message: text,
    sentAt: `2025-01-01T10:0${id}:00.000Z`,
    type,
  });

/** A quiet board, an earlier exchange with the CEO, and her answer to the next question. */
const earlierCeoChat = (): FakeRoutes => ({
  'GET /api/communications': [],
  'GET /api/communications/agent/Alexandra%20Chen': [
    saidToCeo('1', 'Player', 'Should we hire?', 'direct_message'),
    saidToCeo('2', 'Alexandra Chen', 'Only for the platform team.', 'response'),
  ],
  'POST /api/communications/to-agent': {
    sent: saidToCeo('3', 'Player', 'And marketing?', 'direct_message'),
    reply: saidToCeo('4', 'Alexandra Chen', 'Not this quarter.', 'response'),
  },
});

function renderCouncil(initialTab: AgentTab, random = () => 0.1) {
  return renderPage(<AgentCouncil initialTab={initialTab} random={random} />, { path: '/agents' });
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the AI Agent Council tabs', () => {
  it('when the page opens, then six tabs show and the arrow keys move between them', async () => {
    fakeApi(routes());
    renderCouncil('personalities');
    await passTime(0);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Personalities',
      'Get Recommendations',
      'Deep Communication',
      'Live Council',
      'Agent Chat',
      'Scenarios',
    ]);
    const first = screen.getByRole('tab', { name: 'Personalities' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await passTime(0);
    expect(selectedTab()).toBe('Get Recommendations');
  });

  it('when one agent profile fails, then only that card says Error loading agent.', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(routes({ 'GET /api/agents/cto/profile': new Response('down', { status: 500 }) }));
    renderCouncil('personalities');
    await passTime(1_000);
    expect(screen.getAllByText('Error loading agent.')).toHaveLength(1);
    expect(screen.getByTestId('profile-cfo').textContent).toContain('Analytical');
    expect(screen.queryByTestId('profile-cto')).toBeNull();
  });

  it('when a profile has a track record, then the card shows the scored calls and the vote weight', async () => {
    fakeApi(routes());
    renderCouncil('personalities');
    await passTime(1_000);
    expect(screen.getByTestId('track-record-cfo').textContent).toContain(
      '2 scored calls: 100% right, Brier score 0.05; vote weight 1.40',
    );
    expect(screen.getByTestId('track-record-cto').textContent).toContain('No simulation calls scored yet');
  });

  it('when a canned situation is put to an agent, then the agent answers for real', async () => {
    const { calls } = fakeApi(
      routes({
        'POST /api/communications/to-agent': (init: RequestInit | undefined) => {
          const body = JSON.parse(String(init?.body)) as { agentName: string; message: string };
          const at = '2025-01-01T00:00:00.000Z';
          const base = { id: 'x', sentAt: at, priority: 'normal' } as const;
          return {
            sent: {
              ...base,
              from: 'Player',
              to: body.agentName,
              message: body.message,
              type: 'direct_message',
            },
            reply: {
              ...base,
              id: 'y',
              from: body.agentName,
              to: 'Player',
              message: 'Protect payroll, cut travel.',
              type: 'response',
            },
          };
        },
      }),
    );
    renderCouncil('personalities');
    await passTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Budget cut: ask Marcus Webb' }));
    await passTime(0);
    expect(screen.getByTestId('answer-cfo').textContent).toContain('Protect payroll, cut travel.');
    const sent = calls.find((c) => c.path === '/api/communications/to-agent');
    expect(sent?.body).toMatchObject({
      agentName: 'Marcus Webb',
      message: expect.stringContaining('15% budget cut'),
    });
  });

  it('when a simulation completes, then 2 s later the council debriefs it in Deep Communication', async () => {
    fakeApi(routes());
    renderCouncil('scenarios', () => 0.1);
    await passTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
    await passTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Pilot in one market ($800,000)' }));
    await passTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    await passTime(0);
    expect(screen.getByTestId('simulation-results')).toBeTruthy();
    await passTime(1_900);
    expect(selectedTab()).toBe('Scenarios');
    await passTime(100);
    expect(selectedTab()).toBe('Deep Communication');
    await passTime(0);
    expect(screen.getByTestId('deep-topic').textContent).toMatch(
      /^European Market Expansion \(Pilot in one market\) ended in success with \d+% impact/,
    );
  });

  it('when the live council reaches consensus, then the decision shows and is recorded 3 s later', async () => {
    fakeApi(routes());
    renderCouncil('live-council');
    await passTime(0);
    expect(screen.getByText('In session')).toBeTruthy();
    // Analysis 0-8 s, discussion 8-16 s, consensus from 16 s.
    await passTime(16_000);
    expect(screen.getByText('Council Decision Reached')).toBeTruthy();
    expect(screen.getByText('Consensus Reached')).toBeTruthy();
    expect(screen.getByTestId('live-decision').textContent).toContain('Targeted expansion');
    await passTime(2_900);
    expect(screen.getByTestId('decision-record').textContent).toBe('No decision recorded yet.');
    await passTime(100);
    expect(screen.getByTestId('decision-record').textContent).toContain('Targeted expansion');
    expect(screen.getByTestId('decision-record').textContent).toContain('50% consensus');
    // The cycle starts again with the analysis.
    await passTime(5_000);
    expect(screen.queryByText('Council Decision Reached')).toBeNull();
  });

  it('when the speaker rotates, then each executive has the floor for 3 s', async () => {
    fakeApi(routes());
    renderCouncil('live-council');
    await passTime(0);
    const speaking = () =>
      screen
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('data-status') === 'speaking')
        .map((li) => within(li).getByText(/\w+ \w+/, { selector: 'strong' }).textContent);
    expect(speaking()).toEqual(['Alexandra Chen']);
    await passTime(3_000);
    expect(speaking()).toEqual(['Marcus Webb']);
    await passTime(3_000);
    expect(speaking()).toEqual(['Priya Sharma']);
  });

  it('when the live council cannot load, then it says Unable to load live agents', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(routes({ 'POST /api/agents/request-recommendation': new Response('down', { status: 500 }) }));
    renderCouncil('live-council');
    await passTime(0);
    await passTime(0);
    expect(screen.getByText('Unable to load live agents. Please refresh the page.')).toBeTruthy();
  });

  it('when the agent chat opens, then the board messages come every 2.5 s, the CEO types 3 s and gives a take 2 s later, and nothing is written until the player asks', async () => {
    const { calls } = fakeApi(routes(boardFeedAndCeoChat()));
    renderCouncil('agent-chat');
    await passTime(0);
    const shown = () =>
      screen.queryAllByText(/Cash covers|Tech debt is climbing|Fix the platform/).map((n) => n.textContent);
    expect(shown()).toEqual([]);
    await passTime(2_500);
    expect(shown()).toEqual(['Cash covers four quarters.']);
    await passTime(2_500);
    expect(shown()).toEqual(['Cash covers four quarters.', 'Tech debt is climbing.']);
    // Then the CEO types for 3 s, and 2 s later gives a take on what the board raised.
    expect(screen.getByTestId('ceo-typing')).toBeTruthy();
    await passTime(2_750);
    expect(screen.getByTestId('ceo-typing')).toBeTruthy();
    await passTime(250);
    expect(screen.queryByTestId('ceo-typing')).toBeNull();
    expect(screen.queryByTestId('ceo-take')).toBeNull();
    await passTime(2_000);
    const take = screen.getByTestId('ceo-take').textContent ?? '';
    expect(take).toContain('Alexandra Chen');
    // The latest of two normal-priority messages is the most pressing; the books are this company's.
    expect(take).toContain(
      'David Okafor raised the most pressing point: "Tech debt is climbing." I have also read Marcus Webb.',
    );
    expect(take).toContain('Cash flow stands at -$120K and net worth at $950K');
    expect(screen.getByTestId('ceo-chat-empty').textContent).toMatch(/not asked Alexandra Chen anything yet/);
    // However long the tab stays open, it only reads.
    await passTime(20_000);
    expect(calls.filter((c: RecordedCall) => c.method !== 'GET')).toEqual([]);
    expect(screen.queryByTestId('ceo-typing')).toBeNull();
    expect(screen.queryByTestId('ceo-message')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ask for a call on these updates' }));
    await passTime(0);
    const asked = calls.filter((c: RecordedCall) => c.path === '/api/communications/to-agent');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ agentName: 'Alexandra Chen' });
    expect(screen.getByTestId('ceo-typing')).toBeTruthy();
    expect(screen.queryByTestId('ceo-message')).toBeNull();
    await passTime(2_750);
    expect(screen.getByTestId('ceo-typing')).toBeTruthy();
    await passTime(250);
    expect(screen.queryByTestId('ceo-typing')).toBeNull();
    expect(screen.getByTestId('ceo-message').textContent).toContain('Fix the platform first, then grow.');
    expect(screen.queryByTestId('ceo-chat-empty')).toBeNull();
  });

  it('when the player has talked with the CEO before, then the chat shows that conversation and a typed question is sent as written', async () => {
    const { calls } = fakeApi(routes(earlierCeoChat()));
    renderCouncil('agent-chat');
    // The conversation so far shows once the script has played (a quiet board: the CEO's take only).
    for (let i = 0; i < 80 && !screen.queryByTestId('ceo-message'); i += 1) await passTime(100);
    expect(screen.getByTestId('ceo-take').textContent).toContain('The board is quiet today.');
    expect(screen.getByTestId('ceo-message').textContent).toContain('Only for the platform team.');
    expect(screen.queryByTestId('ceo-chat-empty')).toBeNull();
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your question for Alexandra Chen'), {
      target: { value: '  And marketing?  ' },
    });
    fireEvent.click(send);
    await passTime(3_000);
    const asked = calls.filter((c: RecordedCall) => c.path === '/api/communications/to-agent');
    expect(asked.map((c) => c.body)).toEqual([
      { agentName: 'Alexandra Chen', message: 'And marketing?', priority: 'normal' },
    ]);
    expect(screen.getAllByTestId('ceo-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Only for the platform team.'),
      expect.stringContaining('Not this quarter.'),
    ]);
  });
});

describe('Deep Communication', () => {
  const renderDeep = (session: Parameters<typeof DeepCommunicationTab>[0]['session']) =>
    renderPage(<DeepCommunicationTab session={session} />, { path: '/agents' });

  it('when the council speaks, then members follow 3 s apart through the four phases', async () => {
    fakeApi(routes());
    renderDeep(openingSession);
    await passTime(0);
    const speakers = () =>
      // The feed's own items (each message holds lists of its own: tags, alternative views).
      [...screen.getByRole('list', { name: 'Council messages' }).children].filter(
        (li) => !li.className.includes('pending'),
      ).length;
    const phase = () =>
      screen.getByRole('list', { name: 'Discussion phase' }).querySelector('[aria-current="step"]')
        ?.textContent;
    expect([speakers(), phase()]).toEqual([1, 'Initial']);
    await passTime(3_000);
    expect(speakers()).toBe(2);
    await passTime(2_000);
    expect(phase()).toBe('Analysis');
    await passTime(5_000);
    expect(phase()).toBe('Debate');
    await passTime(5_000);
    expect(phase()).toBe('Consensus');
    // The asked agent, four more executives and the CEO's decision.
    expect(speakers()).toBe(6);
    expect(screen.getByText(/^Decision: "Targeted expansion"/)).toBeTruthy();
  });

  it('when the discussion follows a failed simulation, then the room starts 40 points tenser', async () => {
    fakeApi(routes());
    const scenario = SIMULATION_SCENARIOS[0]!;
    const option = scenario.resolutionOptions[1]!;
    const calm = simulationDebrief(scenario, option, { outcome: 'partial', impact: 55, learnings: [] });
    const crisis = simulationDebrief(scenario, option, { outcome: 'failure', impact: 20, learnings: [] });
    // Same urgency, so only the crisis differs.
    crisis.request.context.urgency = calm.request.context.urgency;
    const tension = async (session: typeof calm) => {
      renderDeep(session);
      await passTime(0);
      const value = Number(screen.getByTestId('climate-tension').textContent);
      cleanup();
      return value;
    };
    expect((await tension(crisis)) - (await tension(calm))).toBe(40);
  });
});

describe('views never file decisions', () => {
  it('when the player opens Deep Communication and Live Council and selects a simulation, then the council is only read: no decision is proposed', async () => {
    const { calls } = fakeApi(routes());
    renderCouncil('deep-communication');
    await passTime(0);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Live Council' }));
    await passTime(0);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Scenarios' }));
    await passTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
    await passTime(0);
    const asked = calls.filter((c: RecordedCall) => c.path === '/api/agents/request-recommendation');
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) expect(call.body).toMatchObject({ proposeDecision: false });
  });
});
