import { type Scenario } from '@ai-council/contracts';
import { fakeApi, type FakeRoutes, featuresReported, renderPage } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANALYSIS_QUESTION, scenariosQueryKey } from '@ai-council/queries';
import { aCommunication, anAgent, aResolvedScenario, aScenario } from '../testing/factories';
import { ScenarioActions } from './scenario-actions';
import { ScenariosWorkspace } from './scenarios-workspace';

const cto = anAgent();

function serve(routes: FakeRoutes) {
  return fakeApi({ 'GET /api/agents': [cto], 'GET /api/communications': [], ...routes });
}

const renderScenarios = () =>
  renderPage(
    <>
      <ScenarioActions />
      <ScenariosWorkspace />
    </>,
    { path: '/scenarios' },
  );

const decisionField = () => screen.getByLabelText<HTMLTextAreaElement>('What will you do?');
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Submit Decision/ });
const writeDecision = (text: string) => fireEvent.change(decisionField(), { target: { value: text } });

function chooseAgent(name: string) {
  fireEvent.keyDown(screen.getByLabelText('Board member'), { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: new RegExp(name) }));
}

describe('Business Scenarios: the pending list (SPEC §2, §4 server scenario)', () => {
  it('when scenarios load, then only active ones are pending, with severity and triggering departments', async () => {
    serve({
      'GET /api/scenarios': [
        aScenario({
          title: 'Breach Detected',
          severity: 'critical',
          triggeringDepartments: ['Security', 'Legal'],
        }),
        aResolvedScenario({ title: 'Old Audit' }),
        aScenario({ title: 'Rival Launch', severity: 'low', triggeringDepartments: ['Strategy'] }),
      ],
    });
    renderScenarios();
    const pending = await screen.findAllByTestId('pending-scenario');
    expect(pending.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rival Launch'),
      expect.stringContaining('Breach Detected'),
    ]);
    expect(within(pending[1]!).getByTestId('scenario-severity').textContent).toBe('critical');
    expect(
      within(pending[1]!)
        .getAllByTestId('triggering-department')
        .map((b) => b.textContent),
    ).toEqual(['Security', 'Legal']);
    expect(screen.getByTestId('pending-count').textContent).toBe('2 pending');
    // The first one is ready for a decision.
    expect(
      within(screen.getByTestId('scenario-detail')).getByRole('heading', { name: 'Rival Launch' }),
    ).toBeTruthy();
  });

  it('when nothing is active, decided or said, then each list shows its empty state', async () => {
    serve({ 'GET /api/scenarios': [] });
    renderScenarios();
    expect(await screen.findByTestId('no-pending-scenarios')).toBeTruthy();
    expect(screen.getByText('No pending scenarios')).toBeTruthy();
    expect(screen.getByTestId('no-recent-decisions')).toBeTruthy();
    expect(await screen.findByTestId('no-recent-communications')).toBeTruthy();
    expect(screen.queryByTestId('scenario-detail')).toBeNull();
  });

  it('when a newer scenario arrives with a refresh, then the one being decided stays selected', async () => {
    let list = [aScenario({ title: 'Being Decided' })];
    serve({ 'GET /api/scenarios': () => list });
    const { queryClient } = renderPage(<ScenariosWorkspace />, { path: '/scenarios' });
    await screen.findByRole('heading', { name: 'Being Decided' });
    list = [aScenario({ title: 'Just Arrived' }), ...list];
    await act(() => queryClient.invalidateQueries({ queryKey: ['/api/scenarios'] }));
    await waitFor(() => expect(screen.getAllByTestId('pending-scenario')).toHaveLength(2));
    const detail = screen.getByTestId('scenario-detail');
    expect(within(detail).getByRole('heading', { name: 'Being Decided' })).toBeTruthy();
  });

  it('when another pending scenario is chosen, then its decision form shows', async () => {
    serve({ 'GET /api/scenarios': [aScenario({ title: 'First' }), aScenario({ title: 'Second' })] });
    renderScenarios();
    fireEvent.click((await screen.findAllByTestId('pending-scenario'))[1]!);
    const detail = screen.getByTestId('scenario-detail');
    expect(within(detail).getByRole('heading', { name: 'First' })).toBeTruthy();
  });
});

describe('Business Scenarios: deciding (SPEC §5 scenario decision, §8)', () => {
  it('when the decision is blank or only spaces, then Submit Decision is disabled', async () => {
    serve({ 'GET /api/scenarios': [aScenario()] });
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    expect(submitButton().disabled).toBe(true);
    writeDecision('  \n ');
    expect(submitButton().disabled).toBe(true);
    writeDecision('Patch the servers.');
    expect(submitButton().disabled).toBe(false);
  });

  it('when a decision is submitted, then it is sent trimmed, Decision Recorded shows the grade, the board explains why and the list is refetched', async () => {
    const scenario = aScenario({ id: 'sc-breach', title: 'Security Vulnerabilities Exposed' });
    let list: Scenario[] = [scenario];
    const graded = aResolvedScenario({
      ...scenario,
      status: 'resolved',
      playerDecision: 'Patch every server this week.',
      grade: {
        score: 78,
        verdict: 'Sound',
        rationale:
          'Sound (78/100). Covered: containment, compliance. Missing: root-cause analysis. Effect: -$17K now; security +6 over 1 quarter.',
      },
    });
    const { calls } = serve({
      'GET /api/scenarios': () => list,
      'PATCH /api/scenarios/sc-breach': () => {
        list = [graded];
        return graded;
      },
    });
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    writeDecision('   Patch every server this week.  ');
    fireEvent.click(submitButton());

    expect((await screen.findAllByText('Decision Recorded')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Graded 78/100: Sound.').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'resolved',
      playerDecision: 'Patch every server this week.',
    });
    // Analytics hear that a scenario was decided, never what the player wrote.
    expect(featuresReported(calls)).toEqual(['scenario_decided']);
    const result = screen.getByTestId('decision-result');
    expect(within(result).getByTestId('grade-verdict').textContent).toBe('Sound');
    expect(within(result).getByTestId('grade-score').getAttribute('aria-label')).toBe('Grade 78 out of 100');
    expect(within(result).getByTestId('grade-rationale').textContent).toBe(
      'Covered: containment, compliance. Missing: root-cause analysis.',
    );
    expect(within(result).getByText('-$17K now; security +6 over 1 quarter.')).toBeTruthy();
    // Resolved scenarios leave the pending list; the sidebar's key is refetched too.
    expect(await screen.findByTestId('no-pending-scenarios')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/scenarios').length).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/communications').length).toBeGreaterThanOrEqual(2),
    );
    expect(
      within(screen.getByTestId('recent-decision')).getByTestId('recent-decision-text').textContent,
    ).toBe('Patch every server this week.');
  });

  it('when the scenario leaves the pending list before its decision is answered, then Decision Recorded and its own grade still show', async () => {
    const scenario = aScenario({ id: 'sc-last', title: 'Supplier Default' });
    const graded = aResolvedScenario({
      ...scenario,
      status: 'resolved',
      playerDecision: 'Find a second supplier this month.',
      grade: {
        score: 64,
        verdict: 'Adequate',
        rationale: 'Adequate (64/100). Covered: supply. Missing: cost.',
      },
    });
    let list: Scenario[] = [scenario];
    let answer: (() => void) | undefined;
    serve({
      'GET /api/scenarios': () => list,
      'PATCH /api/scenarios/sc-last': () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              new Response(JSON.stringify(graded), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    });
    const { queryClient } = renderScenarios();
    await screen.findByTestId('scenario-detail');
    writeDecision('Find a second supplier this month.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(answer).toBeDefined());
    // A refresh lands first: the scenario is no longer pending, so the form that sent it is gone.
    list = [graded];
    await act(() => queryClient.invalidateQueries({ queryKey: scenariosQueryKey }));
    await screen.findByTestId('no-pending-scenarios');
    expect(screen.queryByTestId('scenario-detail')).toBeNull();

    act(() => answer!());
    expect((await screen.findAllByText('Decision Recorded')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Graded 64/100: Adequate.').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('decision-result')).getByTestId('grade-verdict').textContent).toBe(
      'Adequate',
    );
  });

  it('when recording the decision fails, then Error explains it and the decision is kept', async () => {
    serve({
      'GET /api/scenarios': [aScenario({ id: 'sc-x' })],
      'PATCH /api/scenarios/sc-x': new Response('{"message":"boom"}', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    writeDecision('Hold a press conference.');
    fireEvent.click(submitButton());
    expect(
      (await screen.findAllByText('Failed to record your decision. Please try again.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(decisionField().value).toBe('Hold a press conference.');
    expect(screen.queryByTestId('decision-result')).toBeNull();
  });
});

describe('Business Scenarios: analysis from an agent (SPEC §2, §7)', () => {
  it('when no agent is chosen, then Request Analysis is disabled', async () => {
    serve({ 'GET /api/scenarios': [aScenario()] });
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Request Analysis/ }).disabled).toBe(true);
  });

  it('when the question is left blank, then the default question is asked, Analysis Complete shows and the analysis is shown', async () => {
    const { calls } = serve({
      'GET /api/scenarios': [aScenario({ id: 'sc-a' })],
      'POST /api/scenarios/request-analysis': {
        analysis: 'From the platform side: patch first, then audit.',
        agent: { id: 'cto', name: 'David Okafor' },
        voice: 'internal-fallback',
      },
    });
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    await screen.findByRole('combobox', { name: 'Board member' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/agents')).toBe(true));
    chooseAgent('David Okafor');
    fireEvent.click(screen.getByRole('button', { name: /Request Analysis/ }));

    expect((await screen.findAllByText('Analysis Complete')).length).toBeGreaterThan(0);
    const analysis = await screen.findByTestId('scenario-analysis');
    expect(analysis.textContent).toContain('From the platform side: patch first, then audit.');
    expect(within(analysis).getByTestId('fallback-voice')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/scenarios/request-analysis')?.body).toEqual({
      scenarioId: 'sc-a',
      agentId: 'cto',
      question: DEFAULT_ANALYSIS_QUESTION,
    });
    expect(DEFAULT_ANALYSIS_QUESTION).toBe(
      'Please provide your detailed analysis and recommendations for this business scenario.',
    );
  });

  it('when the player asks their own question, then it is sent trimmed', async () => {
    const { calls } = serve({
      'GET /api/scenarios': [aScenario({ id: 'sc-q' })],
      'POST /api/scenarios/request-analysis': {
        analysis: 'Budget $40K.',
        agent: { id: 'cto', name: 'David Okafor' },
        voice: 'internal',
      },
    });
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/agents')).toBe(true));
    chooseAgent('David Okafor');
    fireEvent.change(screen.getByLabelText('Question (optional)'), {
      target: { value: '  What would it cost?  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Request Analysis/ }));
    expect(await screen.findByText('Budget $40K.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/scenarios/request-analysis')?.body).toMatchObject({
      question: 'What would it cost?',
    });
    expect(screen.queryByTestId('fallback-voice')).toBeNull();
  });

  it('when the analysis fails, then Analysis Failed explains it', async () => {
    const { calls } = serve({
      'GET /api/scenarios': [aScenario({ id: 'sc-f' })],
      'POST /api/scenarios/request-analysis': new Response('down', { status: 503 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScenarios();
    await screen.findByTestId('scenario-detail');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/agents')).toBe(true));
    chooseAgent('David Okafor');
    fireEvent.click(screen.getByRole('button', { name: /Request Analysis/ }));
    expect((await screen.findAllByText('Analysis Failed')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unable to generate analysis. Please try again.').length).toBeGreaterThan(0);
  });
});

describe('Business Scenarios: new scenarios (SPEC §7, §8)', () => {
  it('when a new scenario is requested, then a strategic one is asked for and New Scenario Generated shows', async () => {
    const { calls } = serve({
      'GET /api/scenarios': [],
      'POST /api/scenarios/generate': aScenario({
        title: 'Competitive Position Weakening',
        category: 'strategic',
      }),
    });
    renderScenarios();
    await screen.findByTestId('no-pending-scenarios');
    fireEvent.click(screen.getByRole('button', { name: /Request New Scenario/ }));
    expect((await screen.findAllByText('New Scenario Generated')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/scenarios/generate')?.body).toEqual({
      triggerType: 'user_requested',
      category: 'strategic',
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/scenarios').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('when agents raise scenarios, then Agent Scenarios Triggered counts them', async () => {
    serve({
      'GET /api/scenarios': [],
      'POST /api/game/trigger-agent-scenarios': {
        triggeredActions: [
          { agentName: 'Eleanor Park', scenarioId: 'a', title: 'Regulatory Audit Announced' },
          { agentName: 'Viktor Novak', scenarioId: 'b', title: 'Security Vulnerabilities Exposed' },
        ],
      },
    });
    renderScenarios();
    await screen.findByTestId('no-pending-scenarios');
    fireEvent.click(screen.getByRole('button', { name: /Trigger Agent Scenarios/ }));
    expect((await screen.findAllByText('Agent Scenarios Triggered')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('2 agents generated new scenarios…').length).toBeGreaterThan(0);
  });

  it('when no agent has a concern, then No New Scenarios shows', async () => {
    serve({ 'GET /api/scenarios': [], 'POST /api/game/trigger-agent-scenarios': { triggeredActions: [] } });
    renderScenarios();
    await screen.findByTestId('no-pending-scenarios');
    fireEvent.click(screen.getByRole('button', { name: /Trigger Agent Scenarios/ }));
    expect((await screen.findAllByText('No New Scenarios')).length).toBeGreaterThan(0);
  });
});

describe('Business Scenarios: side panels (SPEC §2, §9)', () => {
  it('when there are more resolved scenarios and communications than fit, then the 5 latest decisions and 8 latest messages show', async () => {
    const resolved = Array.from({ length: 7 }, (_, i) => aResolvedScenario({ title: `Decided ${i + 1}` }));
    const feed = Array.from({ length: 11 }, (_, i) => aCommunication({ message: `Said ${i + 1}` }));
    serve({ 'GET /api/scenarios': resolved, 'GET /api/communications': feed });
    renderScenarios();
    const decisions = await screen.findAllByTestId('recent-decision');
    expect(decisions).toHaveLength(5);
    expect(decisions[0]!.textContent).toContain('Decided 7');
    expect(decisions[0]!.textContent).toContain('Decision for Decided 7');
    expect(within(decisions[0]!).getByTestId('grade-verdict').textContent).toBe('Sound');
    const messages = await screen.findAllByTestId('recent-communication');
    expect(messages).toHaveLength(8);
    expect(messages[0]!.textContent).toContain('Said 11');
    expect(messages[0]!.textContent).toContain('All');
    expect(messages[0]!.textContent).toContain('scenario alert');
  });
});
