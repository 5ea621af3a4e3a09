import { type DecisionPreview, type Scenario } from '@ai-council/contracts';
import {
  fakeApi,
  type FakeRoutes,
  passTimeAndLetAnswersLand,
  type RecordedCall,
  renderPage,
} from '@ai-council/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_DELAY_MS } from '../hooks/use-draft-preview';
import { anAgent, aScenario } from '../testing/factories';
import { ScenarioDecisionForm } from './scenario-decision-form';
import { ScenariosWorkspace } from './scenarios-workspace';

// The debounce is timed with fake timers; fetch answers at once (fakeApi), so
// advancing the clock a little more lets the answer reach the page.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

const scenario = aScenario({ id: 'sc-breach', title: 'Security Breach Detected' });
const previewPath = 'POST /api/scenarios/sc-breach/preview';

function aPreview(overrides: Partial<DecisionPreview> = {}): DecisionPreview {
  return {
    score: 75,
    verdict: 'Sound',
    rationale: [
      'It speaks to the security breach (fit 22/30).',
      'It covers containing the damage and keeping the cost in hand (coverage 33/40).',
      'It names an owner (CTO) and a time (today) (specificity 25/30).',
      'It repeats an earlier decision word for word (−5).',
    ],
    parts: { fit: 22, coverage: 33, specificity: 25, penalties: -5 },
    plan: {
      spend: 4_000_000,
      spendReason: 'The budget the decision names: $40,000.',
      outcome: -2_500_000,
      outcomeReason: 'Contained quickly, the breach still costs about $25K.',
      levers: [
        { kind: 'hiring-pause', quarters: 1, reason: 'We pause net new hiring for one quarter.' },
        { kind: 'price-change', percent: -15, quarters: 2, reason: 'Prices drop 15% for two quarters.' },
        {
          kind: 'marketing-budget',
          amount: 5_000_000,
          quarters: 2,
          reason: 'Marketing gets $50K a quarter for two quarters.',
        },
      ],
    },
    driverEffects: { security: 6 },
    durationQuarters: 1,
    ...overrides,
  };
}

/** The decision form as the workspace holds it: the draft lives above the form. */
function DecisionForm({ of = scenario }: { of?: Scenario }) {
  const [draft, setDraft] = useState('');
  return <ScenarioDecisionForm scenario={of} draft={draft} onDraftChange={setDraft} onResolved={() => {}} />;
}

const renderForm = (routes: FakeRoutes) => {
  const api = fakeApi(routes);
  renderPage(<DecisionForm />, {
    path: '/scenarios',
  });
  return api;
};

const write = (text: string) =>
  fireEvent.change(screen.getByLabelText('What will you do?'), { target: { value: text } });
const previewCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith('/preview'));
const panel = () => screen.getByRole('region', { name: 'What the game reads' });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Submit Decision/ });

describe('What the game reads: the preview of a draft decision', () => {
  it('when the player types, then the draft is read once, 600 ms after the last keystroke, and only with a few words', async () => {
    const { calls } = renderForm({ [previewPath]: aPreview() });

    write('Patch it now');
    await passTimeAndLetAnswersLand(2 * PREVIEW_DELAY_MS);
    expect(previewCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'What the game reads' })).toBeNull();

    write('Patch the servers today');
    await passTimeAndLetAnswersLand(300);
    write('Patch the servers today; the CTO owns it.  ');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS - 1);
    expect(previewCalls(calls)).toHaveLength(0);
    await passTimeAndLetAnswersLand(1);
    expect(previewCalls(calls)).toHaveLength(1);
    expect(previewCalls(calls)[0]!.body).toEqual({
      status: 'resolved',
      playerDecision: 'Patch the servers today; the CTO owns it.',
    });
    await passTimeAndLetAnswersLand(10);
    expect(within(panel()).getByTestId('preview-verdict').textContent).toBe('Sound');

    // Trailing spaces change nothing the server would read: no new call.
    write('Patch the servers today; the CTO owns it.');
    await passTimeAndLetAnswersLand(2 * PREVIEW_DELAY_MS);
    expect(previewCalls(calls)).toHaveLength(1);
  });

  it('when the preview answers, then the verdict, score and its parts, the reasons, the spend and outcome in dollars and the levers in words show', async () => {
    renderForm({ [previewPath]: aPreview() });
    write('Contain it today: spending capped at $40,000 and we pause net new hiring for one quarter.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);

    const region = panel();
    expect(within(region).getByTestId('preview-verdict').textContent).toBe('Sound');
    expect(within(region).getByTestId('preview-score').textContent).toBe('75/100');
    expect(within(region).getByRole('img', { name: 'Grade 75 out of 100' })).toBeTruthy();
    const part = (name: string) => within(region).getByTestId(`preview-part-${name}`).textContent;
    expect(part('fit')).toBe('Fit22/30');
    expect(part('coverage')).toBe('Coverage33/40');
    expect(part('specificity')).toBe('Specificity25/30');
    expect(part('penalties')).toBe('Penalties−5');
    expect(
      within(within(region).getByTestId('preview-rationale'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(aPreview().rationale);

    const spend = within(region).getByTestId('preview-spend');
    expect(spend.textContent).toContain('Spend');
    expect(spend.textContent).toContain('$40K');
    expect(spend.textContent).toContain('The budget the decision names: $40,000.');
    const outcome = within(region).getByTestId('preview-outcome');
    expect(outcome.textContent).toContain('−$25K');
    expect(outcome.textContent).toContain('Contained quickly, the breach still costs about $25K.');

    const levers = within(region).getByRole('list', { name: 'Levers' });
    expect(
      within(levers)
        .getAllByTestId('preview-lever')
        .map((lever) => lever.querySelector('.scn-preview__lever-what')?.textContent),
    ).toEqual([
      'Hiring pause · 1 quarter',
      'Prices −15% · 2 quarters',
      'Marketing +$50K a quarter · 2 quarters',
    ]);
    expect(within(levers).getByText('“We pause net new hiring for one quarter.”')).toBeTruthy();
  });

  it('when a draft names no lever, then the panel says none is pulled', async () => {
    renderForm({
      [previewPath]: aPreview({
        plan: { ...aPreview().plan, levers: [], outcome: 0 },
        parts: { fit: 20, coverage: 30, specificity: 20, penalties: 0 },
      }),
    });
    write('Patch every server this week and brief legal.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);
    expect(within(panel()).getByTestId('preview-no-levers')).toBeTruthy();
    expect(within(panel()).getByTestId('preview-part-penalties').textContent).toBe('Penaltiesnone');
  });

  it('when the next draft is being read, then "Reading your decision…" shows politely and the last preview stays, dimmed', async () => {
    let answer: ((preview: DecisionPreview) => void) | undefined;
    let asked = 0;
    renderForm({
      [previewPath]: () => {
        asked += 1;
        if (asked === 1) return aPreview();
        return new Promise<Response>((resolve) => {
          answer = (preview) =>
            resolve(
              new Response(JSON.stringify(preview), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        });
      },
    });
    write('Patch the servers today; the CTO owns it.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);
    expect(within(panel()).getByTestId('decision-preview-body').dataset.stale).toBe('false');

    write('Patch the servers today; the CTO owns it and reports to the board on Friday.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);
    const status = within(panel()).getByTestId('decision-preview-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Reading your decision…');
    const body = within(panel()).getByTestId('decision-preview-body');
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.dataset.stale).toBe('true');
    expect(within(body).getByTestId('preview-verdict').textContent).toBe('Sound');

    act(() => answer!(aPreview({ score: 88, verdict: 'Strong' })));
    await passTimeAndLetAnswersLand(10);
    expect(within(panel()).getByTestId('preview-verdict').textContent).toBe('Strong');
    expect(within(panel()).getByTestId('decision-preview-body').dataset.stale).toBe('false');
    expect(within(panel()).getByTestId('decision-preview-status').textContent).not.toContain('Reading');
  });

  it('when the preview fails (too many in a minute), then a plain error line says so and the form still submits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let asked = 0;
    const { calls } = renderForm({
      [previewPath]: () => {
        asked += 1;
        if (asked === 1) return aPreview();
        return new Response(
          JSON.stringify({
            message:
              'Previews pause for a moment: at most 60 a minute. Your draft is kept; try again shortly.',
          }),
          { status: 429 },
        );
      },
      'PATCH /api/scenarios/sc-breach': { ...scenario, status: 'resolved' },
    });
    write('Patch the servers today; the CTO owns it.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);
    write('Patch the servers today; the CTO owns it and tells customers.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);

    const error = within(panel()).getByRole('alert');
    expect(error.textContent).toBe(
      'Previews pause for a moment: at most 60 a minute. Your draft is kept; try again shortly.',
    );
    // The last reading stays, dimmed, and the player can still decide.
    expect(within(panel()).getByTestId('decision-preview-body').dataset.stale).toBe('true');
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    await passTimeAndLetAnswersLand(10);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'resolved',
      playerDecision: 'Patch the servers today; the CTO owns it and tells customers.',
    });
  });

  it('when the draft is cleared, then the panel goes and Submit Decision is disabled again', async () => {
    renderForm({ [previewPath]: aPreview() });
    write('Patch the servers today; the CTO owns it.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);
    expect(panel()).toBeTruthy();
    write('   ');
    expect(screen.queryByRole('region', { name: 'What the game reads' })).toBeNull();
    expect(submitButton().disabled).toBe(true);
  });

  it('when the player switches scenarios mid-draft, then each scenario is previewed with its own words only', async () => {
    const first = aScenario({ id: 'sc-first', title: 'First' });
    const second = aScenario({ id: 'sc-second', title: 'Second' });
    const { calls } = fakeApi({
      'GET /api/scenarios': [second, first],
      'GET /api/agents': [anAgent()],
      'GET /api/communications': [],
      'POST /api/scenarios/sc-first/preview': aPreview({ verdict: 'Sound' }),
      'POST /api/scenarios/sc-second/preview': aPreview({ verdict: 'Weak', score: 30 }),
    });
    renderPage(<ScenariosWorkspace />, {
      path: '/scenarios',
    });
    await passTimeAndLetAnswersLand(10);
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();

    write('Ship the fix tonight and tell every customer.');
    await passTimeAndLetAnswersLand(200);
    fireEvent.click(screen.getAllByTestId('pending-scenario')[1]!);
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();
    await passTimeAndLetAnswersLand(2 * PREVIEW_DELAY_MS);
    expect(previewCalls(calls)).toHaveLength(0);

    write('Find a second supplier this month, owned by the COO.');
    await passTimeAndLetAnswersLand(PREVIEW_DELAY_MS + 10);
    // Back to the first: its kept draft is read at once.
    fireEvent.click(screen.getAllByTestId('pending-scenario')[0]!);
    await passTimeAndLetAnswersLand(10);
    expect(
      previewCalls(calls).map((c) => [c.path, (c.body as { playerDecision: string }).playerDecision]),
    ).toEqual([
      ['/api/scenarios/sc-first/preview', 'Find a second supplier this month, owned by the COO.'],
      ['/api/scenarios/sc-second/preview', 'Ship the fix tonight and tell every customer.'],
    ]);
    expect(within(panel()).getByTestId('preview-verdict').textContent).toBe('Weak');
  });
});
