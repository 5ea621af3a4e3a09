import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import { fakeApi, featuresReported, type RecordedCall, renderPage } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agents, recommendation } from '../../../testing/council-fixtures';
import { RecommendationsTab } from './recommendations-tab';

function renderTab(lastSimulation: Parameters<typeof RecommendationsTab>[0]['lastSimulation'] = null) {
  const onRecommendation = vi.fn();
  renderPage(<RecommendationsTab lastSimulation={lastSimulation} onRecommendation={onRecommendation} />, {
    path: '/agents',
  });
  return { onRecommendation };
}

async function choose(label: string, option: RegExp) {
  const trigger = screen.getByLabelText(label) as HTMLButtonElement;
  // The board list loads first.
  await waitFor(() => expect(trigger.disabled).toBe(false));
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const submitButton = () => screen.getByRole('button', { name: 'Get Recommendation' }) as HTMLButtonElement;
const ask = (text: string) =>
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: text } });
const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/agents/request-recommendation');

describe('Get Recommendations', () => {
  it('when the agent or the question is missing, then submit is disabled', async () => {
    fakeApi({ 'GET /api/agents': agents });
    renderTab();
    await screen.findByText('Select an agent');
    expect(submitButton().disabled).toBe(true);
    ask('Should we hire?');
    expect(submitButton().disabled).toBe(true);
    ask('');
    await choose('Board member', /Marcus Webb/);
    expect(submitButton().disabled).toBe(true);
    ask('Should we hire?');
    expect(submitButton().disabled).toBe(false);
  });

  it('when votes are weighted by track record, then the consensus says how and each weighted vote shows what it counts', async () => {
    fakeApi({
      'GET /api/agents': agents,
      'POST /api/agents/request-recommendation': recommendation({
        voteWeights: Object.fromEntries(agents.map((a) => [a.id, a.id === 'cfo' ? 1.4 : 1])),
        weighting: TRACK_RECORD_WEIGHTING,
      }),
    });
    renderTab();
    await choose('Board member', /Marcus Webb/);
    ask('Should we expand?');
    fireEvent.click(submitButton());
    await screen.findByTestId('recommendation-result');
    expect(screen.getByTestId('consensus-weighting').textContent).toBe(TRACK_RECORD_WEIGHTING);
    const votes = [...screen.getByTestId('votes').children];
    expect(votes[1]!.textContent).toContain('counts 1.40');
    expect(votes[0]!.textContent).not.toContain('counts');
  });

  it('when the question is only spaces, then Missing Information explains it and nothing is sent', async () => {
    const { calls } = fakeApi({ 'GET /api/agents': agents });
    renderTab();
    await choose('Board member', /Marcus Webb/);
    ask('   ');
    fireEvent.click(submitButton());
    expect((await screen.findAllByText('Missing Information')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please select an agent and enter your question.').length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it('when the council answers, then the text, the agent, every vote and the consensus show', async () => {
    const { calls } = fakeApi({
      'GET /api/agents': agents,
      'POST /api/agents/request-recommendation': recommendation(),
    });
    const { onRecommendation } = renderTab();
    await choose('Board member', /Marcus Webb/);
    await choose('Category', /Financial/);
    await choose('Urgency', /High/);
    ask('  Should we cut marketing spend?  ');
    fireEvent.click(submitButton());

    const result = await screen.findByTestId('recommendation-result');
    expect(within(result).getByText('Recommendation from Marcus Webb')).toBeTruthy();
    expect(screen.getByTestId('recommendation-text').textContent).toBe(recommendation().recommendation);
    expect(screen.getByTestId('consensus').textContent).toContain('50% consensus');
    expect(screen.getByTestId('consensus').textContent).toContain('Targeted expansion');
    const votes = [...screen.getByTestId('votes').children];
    expect(votes).toHaveLength(agents.length);
    expect(votes[1]!.textContent).toContain('Marcus Webb');
    expect(votes[1]!.textContent).toContain('Focus on the core');
    expect(votes[1]!.textContent).toContain('70% confident');

    const request = {
      agentId: 'cfo',
      question: 'Should we cut marketing spend?',
      context: { category: 'financial', urgency: 'high' },
      simulationResults: null,
    };
    expect(posts(calls).map((c) => c.body)).toEqual([{ ...request, proposeDecision: true }]);
    expect(onRecommendation).toHaveBeenCalledWith(request);
    // Analytics hear that a recommendation was asked for, never the question.
    expect(featuresReported(calls)).toEqual(['recommendation_asked']);
  });

  it('when a simulation has run, then its result is sent as simulationResults', async () => {
    const last = { outcome: 'partial' as const, impact: 55, learnings: ['Some markets stalled.'] };
    const { calls } = fakeApi({
      'GET /api/agents': agents,
      'POST /api/agents/request-recommendation': recommendation(),
    });
    renderTab(last);
    await choose('Board member', /Alexandra Chen/);
    ask('What next?');
    fireEvent.click(submitButton());
    await screen.findByTestId('recommendation-result');
    expect((posts(calls)[0] as { body: { simulationResults: unknown } }).body.simulationResults).toEqual(
      last,
    );
  });

  it('while the council deliberates, then submit is disabled', async () => {
    let answer: (value: Response) => void = () => {};
    fakeApi({
      'GET /api/agents': agents,
      'POST /api/agents/request-recommendation': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderTab();
    await choose('Board member', /Marcus Webb/);
    ask('Should we hire?');
    fireEvent.click(submitButton());
    const busy = (await screen.findByRole('button', { name: /Consulting the council/ })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => answer(Response.json(recommendation())));
    expect(await screen.findByTestId('recommendation-result')).toBeTruthy();
  });

  it('when the request fails, then Request Failed says to try again', async () => {
    fakeApi({
      'GET /api/agents': agents,
      'POST /api/agents/request-recommendation': new Response('boom', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab();
    await choose('Board member', /Marcus Webb/);
    ask('Should we hire?');
    fireEvent.click(submitButton());
    expect((await screen.findAllByText('Request Failed')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Unable to get agent recommendation. Please try again.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId('recommendation-result')).toBeNull();
  });
});
