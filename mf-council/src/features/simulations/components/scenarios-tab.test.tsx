import { getQueryFn } from '@ai-council/contracts';
import { createQueryClient, dismissToast } from '@ai-council/ui';
import { fakeApi, renderPage, type RecordedCall } from '@ai-council/ui/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agents, recommendation } from '../../../testing/council-fixtures';
import { ScenariosTab } from './scenarios-tab';

let financialUpdates: unknown[] = [];
const listen = (event: Event) => financialUpdates.push((event as CustomEvent).detail);

beforeEach(() => {
  vi.useFakeTimers();
  financialUpdates = [];
  window.addEventListener('financialUpdate', listen);
});

afterEach(() => {
  cleanup();
  dismissToast();
  window.removeEventListener('financialUpdate', listen);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Moves the fake clock, letting fetches, React Query and React settle on the way. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A random source returning the given draws in turn. */
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

/** svc-game's answer to apply-cost: the simulation it opened, with the outcome it drew. */
const opened = (outcome: 'success' | 'partial' | 'failure', impact: number) => ({
  simulationId: 'sim-1',
  cashAfter: 10_000_000,
  netWorth: 20_000_000,
  outcome,
  impact,
});

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/agents': agents,
  'POST /api/agents/request-recommendation': recommendation(),
  'POST /api/financial/apply-cost': opened('success', 93),
  'POST /api/simulations/complete': {
    simulationId: 'sim-1',
    outcome: 'success',
    impact: 93,
    returnValue: 120_000_000,
    netWorth: 20_000_000,
    cash: 10_000_000,
  },
  ...overrides,
});

function renderTab(random: () => number) {
  const onComplete = vi.fn();
  renderPage(<ScenariosTab onComplete={onComplete} random={random} />, {
    queryClient: createQueryClient(getQueryFn({ on401: 'throw' })),
    path: '/agents',
  });
  return { onComplete };
}

const gameCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === '/api/financial/apply-cost' || c.path === '/api/simulations/complete');
const progressText = () => screen.getByTestId('simulation-progress').textContent;

async function startPilot() {
  fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
  await advance(0);
  fireEvent.click(screen.getByRole('button', { name: 'Choose Pilot in one market ($800,000)' }));
  await advance(0);
}

describe('the simulation scenario flow', () => {
  it('when the player runs the pilot to the end, then the outcome svc-game drew is revealed and settled', async () => {
    const { calls } = fakeApi(routes());
    // The browser's own draw would be a failure: the game's outcome is what shows.
    const { onComplete } = renderTab(draws(0.99, 0));
    await startPilot();

    expect(gameCalls(calls).map((c) => [c.path, c.body])).toEqual([
      [
        '/api/financial/apply-cost',
        {
          cost: 800_000,
          description: 'European Market Expansion - Pilot in one market',
          category: 'expansion',
        },
      ],
    ]);
    expect(screen.getAllByText('Financial Impact Applied').length).toBeGreaterThan(0);
    expect(financialUpdates).toEqual([
      {
        type: 'cost_applied',
        // Cents, the one unit of financialUpdate.
        amount: 80_000_000,
        description: 'European Market Expansion - Pilot in one market',
      },
    ]);
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByTestId('simulation-phase').textContent).toBe('Setup');

    // 45 s in all: halfway is the deliberation phase.
    await advance(22_500);
    expect(progressText()).toBe('50% · 23s left');
    expect(screen.getByTestId('simulation-phase').textContent).toBe('Deliberation');

    // Paused, the clock does not move the simulation.
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(10_000);
    expect(progressText()).toBe('50% · 23s left');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));

    await advance(22_400);
    expect(screen.queryByTestId('simulation-results')).toBeNull();
    await advance(200);

    expect(screen.getByTestId('simulation-outcome').textContent).toBe('Success');
    expect(screen.getByTestId('simulation-impact').textContent).toBe('93%');
    const [applied, completed] = gameCalls(calls);
    expect(applied!.path).toBe('/api/financial/apply-cost');
    expect(completed).toMatchObject({
      path: '/api/simulations/complete',
      body: {
        simulationId: 'sim-1',
        simulationResults: { outcome: 'success', impact: 93, learnings: expect.any(Array) },
        scenarioTitle: 'European Market Expansion',
      },
    });
    expect(financialUpdates[1]).toEqual({ type: 'simulation_complete', impact: 93, outcome: 'success' });
    expect(screen.getAllByText('Simulation Complete').length).toBeGreaterThan(0);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ result: expect.objectContaining({ outcome: 'success', impact: 93 }) }),
    );
  });

  it('when the cost cannot be applied, then it is only logged and the run is a rehearsal that settles nothing', async () => {
    const { calls } = fakeApi(
      routes({ 'POST /api/financial/apply-cost': new Response('not enough cash', { status: 409 }) }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // 0.95 is below 0.75 + 0.30, so the pilot can only be partial here; impact 40 + floor(0 × 31) = 40.
    renderTab(draws(0.95, 0));
    await startPilot();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Financial Impact Applied')).toBeNull();
    expect(financialUpdates).toEqual([]);
    expect(screen.getByText('Running')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    await advance(0);
    expect(screen.getByTestId('simulation-outcome').textContent).toBe('Partial Success');
    expect(screen.getByTestId('simulation-impact').textContent).toBe('40%');
    expect(screen.getByTestId('simulation-rehearsal').textContent).toMatch(/no money moved/);
    expect(gameCalls(calls).map((c) => c.path)).toEqual(['/api/financial/apply-cost']);
  });

  it('when completing fails, then it is only logged and the results still show', async () => {
    fakeApi(
      routes({
        'POST /api/financial/apply-cost': opened('partial', 55),
        'POST /api/simulations/complete': new Response('no open simulation', { status: 409 }),
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab(draws(0.1, 0.5));
    await startPilot();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    await advance(0);
    expect(screen.getByTestId('simulation-outcome').textContent).toBe('Partial Success');
    expect(screen.getByTestId('simulation-impact').textContent).toBe('55%');
    expect(logged).toHaveBeenCalledWith('Completing the simulation failed', expect.anything());
    expect(financialUpdates).toHaveLength(1);
  });

  it('when the council has analysed the options, then the option with most votes is its pick', async () => {
    fakeApi(routes());
    renderTab(draws(0.1));
    fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
    await advance(0);
    expect(screen.getByTestId('analysis-progress').textContent).toBe('0%');
    await advance(10_000);
    // Executives vote balanced ×3, conservative, aggressive: the regional launch with 60 %.
    expect(screen.getByTestId('analysis-recommendation').textContent).toBe(
      'Recommended: Regional launch with partners · 60% consensus',
    );
    expect(screen.getByTestId('option-eu-regional-launch').textContent).toContain('Council pick');
    expect(screen.getByTestId('option-eu-regional-launch').textContent).toContain('3 of 5 votes');
    expect(screen.getByTestId('option-eu-pilot-market').textContent).toContain('1 of 5 votes');
  });

  it('when the player goes back mid-run, then everything resets to the scenario list', async () => {
    fakeApi(routes());
    renderTab(draws(0.1));
    await startPilot();
    await advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: '← Back to scenarios' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Select Strategic Acquisition' })).toBeTruthy();
    expect(screen.queryByTestId('simulation-progress')).toBeNull();
  });
});
