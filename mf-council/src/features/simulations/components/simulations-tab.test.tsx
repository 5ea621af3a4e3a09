import { fakeApi, featuresReported, passTime, type RecordedCall, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agents, recommendation } from '../../../testing/council-fixtures';
import { completed, simulationOptions } from '../testing/factories';
import { SimulationsTab } from './simulations-tab';

let financialUpdates: unknown[] = [];
const listen = (event: Event) => financialUpdates.push((event as CustomEvent).detail);

beforeEach(() => {
  vi.useFakeTimers();
  financialUpdates = [];
  window.addEventListener('financialUpdate', listen);
});

afterEach(() => {
  window.removeEventListener('financialUpdate', listen);
});

/** A random source returning the given draws in turn. */
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

/** svc-game's answer to apply-cost: the simulation it opened, and nothing of how it turns out. */
const opened = { simulationId: 'sim-1', cashAfter: 10_000_000, netWorth: 20_000_000 };

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/agents': agents,
  'POST /api/agents/request-recommendation': recommendation(),
  'GET /api/simulations/options': simulationOptions(),
  'POST /api/financial/apply-cost': opened,
  'POST /api/simulations/complete': completed('success', 93),
  ...overrides,
});

function renderTab(random: () => number) {
  const onComplete = vi.fn();
  renderPage(<SimulationsTab onComplete={onComplete} random={random} />, {
    path: '/agents',
  });
  return { onComplete };
}

const gameCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === '/api/financial/apply-cost' || c.path === '/api/simulations/complete');
const progressText = () => screen.getByTestId('simulation-progress').textContent;

async function startPilot() {
  fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
  await passTime(0);
  fireEvent.click(screen.getByRole('button', { name: 'Choose Pilot in one market ($800,000)' }));
  await passTime(0);
}

/** Paying for the pilot: only apply-cost is called, the run is reported, and the cost is announced in cents. */
function expectThePilotPaidFor(calls: RecordedCall[]) {
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
  expect(featuresReported(calls)).toEqual(['simulation_run']);
  expect(screen.getAllByText('Financial Impact Applied').length).toBeGreaterThan(0);
  expect(financialUpdates).toEqual([
    {
      type: 'cost_applied',
      // Cents, the one unit of financialUpdate.
      amount: 80_000_000,
      description: 'European Market Expansion - Pilot in one market',
    },
  ]);
}

/** A pilot svc-game drew as a success at 93 %: the results, the return booked, the toast, onComplete. */
function expectTheBookedSuccess(calls: RecordedCall[], onComplete: ReturnType<typeof vi.fn>) {
  expect(screen.getByTestId('simulation-outcome').textContent).toBe('Success');
  expect(screen.getByTestId('simulation-impact').textContent).toBe('93%');
  expect(screen.getByTestId('simulation-return-value').textContent).toBe('$1.5M');
  expect(screen.getByTestId('simulation-net-worth-change').textContent).toBe('+$1.5M');
  expect(screen.getByTestId('simulation-booked').textContent).toBe(
    'Booked now: $595K in assets and $893K in cash, against the $800K invested.',
  );
  expect(screen.queryByTestId('simulation-diminished')).toBeNull();
  expect(gameCalls(calls)).toHaveLength(2);
  expect(financialUpdates[1]).toEqual({ type: 'simulation_complete', impact: 93, outcome: 'success' });
  expect(screen.getAllByText('Simulation Complete').length).toBeGreaterThan(0);
  expect(
    screen.getAllByText('European Market Expansion: Success with 93% impact (expansion). Return: $1.5M.')
      .length,
  ).toBeGreaterThan(0);
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(onComplete).toHaveBeenCalledWith(
    expect.objectContaining({ result: expect.objectContaining({ outcome: 'success', impact: 93 }) }),
  );
}

describe('the simulation scenario flow', () => {
  it('when the player runs the pilot to the end, then svc-game reveals its outcome at the outcome phase and the results show it with the return booked', async () => {
    const { calls } = fakeApi(routes());
    // The browser's own draw would be a failure: the game's outcome is what shows.
    const { onComplete } = renderTab(draws(0.99, 0));
    await startPilot();

    expectThePilotPaidFor(calls);
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByTestId('simulation-phase').textContent).toBe('Setup');

    // 45 s in all: halfway is the deliberation phase.
    await passTime(22_500);
    expect(progressText()).toBe('50% · 23s left');
    expect(screen.getByTestId('simulation-phase').textContent).toBe('Deliberation');

    // Paused, the clock does not move the simulation.
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await passTime(10_000);
    expect(progressText()).toBe('50% · 23s left');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));

    // Until the outcome phase (80 %, 36 s) nobody has asked how it turned out.
    await passTime(13_400);
    expect(screen.getByTestId('simulation-phase').textContent).toBe('Decision');
    expect(gameCalls(calls)).toHaveLength(1);
    await passTime(200);
    expect(screen.getByTestId('simulation-phase').textContent).toBe('Outcome');
    const [, completing] = gameCalls(calls);
    expect(completing).toEqual({
      method: 'POST',
      path: '/api/simulations/complete',
      body: {
        simulationId: 'sim-1',
        scenarioTitle: 'European Market Expansion',
        simulationResults: { learnings: [] },
      },
    });
    // The answer is in, but the results wait for the run's end (SPEC §4).
    expect(screen.queryByTestId('simulation-results')).toBeNull();
    await passTime(8_800);
    expect(screen.queryByTestId('simulation-results')).toBeNull();
    await passTime(200);

    expectTheBookedSuccess(calls, onComplete);
  });

  it('when the player skips to the results, then the outcome is asked for then and shown once svc-game answers', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = fakeApi(
      routes({
        'POST /api/simulations/complete': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    renderTab(draws(0.1));
    await startPilot();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    await passTime(0);
    expect(gameCalls(calls).map((c) => c.path)).toEqual([
      '/api/financial/apply-cost',
      '/api/simulations/complete',
    ]);
    expect(screen.getByTestId('simulation-settling').textContent).toContain('Measuring the results');
    expect(screen.queryByTestId('simulation-outcome')).toBeNull();
    answer(Response.json(completed('partial', 55)));
    await passTime(0);
    expect(screen.getByTestId('simulation-outcome').textContent).toBe('Partial Success');
    expect(screen.getByTestId('simulation-impact').textContent).toBe('55%');
  });

  it('when a repeated run completes, then the results say the return was diminished', async () => {
    fakeApi(
      routes({
        'POST /api/simulations/complete': completed('success', 90, {
          returnFactor: 0.5,
          runsBefore: 1,
          returnMultiple: 0.9,
          returnValue: 72_000_000,
          booked: { assets: 28_800_000, cash: 43_200_000 },
          netWorthChange: 72_000_000,
        }),
      }),
    );
    renderTab(draws(0.1));
    await startPilot();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    await passTime(0);
    expect(screen.getByTestId('simulation-return-value').textContent).toBe('$720K');
    expect(screen.getByTestId('simulation-diminished').textContent).toBe(
      'This scenario had run once before, so this run paid half of a first run’s return.',
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
    await passTime(0);
    expect(screen.getByTestId('simulation-outcome').textContent).toBe('Partial Success');
    expect(screen.getByTestId('simulation-impact').textContent).toBe('40%');
    expect(screen.getByTestId('simulation-rehearsal').textContent).toMatch(/no money moved/);
    expect(screen.queryByTestId('simulation-return')).toBeNull();
    expect(gameCalls(calls).map((c) => c.path)).toEqual(['/api/financial/apply-cost']);
  });

  it('when completing fails, then it is only logged, no outcome is made up, and asking again reveals it', async () => {
    let fail = true;
    const { calls } = fakeApi(
      routes({
        'POST /api/simulations/complete': () =>
          fail ? new Response('try later', { status: 503 }) : Response.json(completed('partial', 55)),
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onComplete } = renderTab(draws(0.1, 0.5));
    await startPilot();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    await passTime(0);
    expect(logged).toHaveBeenCalledWith('Completing the simulation failed', expect.anything());
    expect(screen.getByTestId('simulation-unsettled').textContent).toMatch(/could not reveal/);
    expect(screen.queryByTestId('simulation-outcome')).toBeNull();
    expect(financialUpdates).toHaveLength(1);
    expect(onComplete).not.toHaveBeenCalled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the outcome' }));
    await passTime(0);
    expect(screen.getByTestId('simulation-outcome').textContent).toBe('Partial Success');
    expect(screen.getByTestId('simulation-impact').textContent).toBe('55%');
    expect(gameCalls(calls).filter((c) => c.path === '/api/simulations/complete')).toHaveLength(2);
    expect(financialUpdates[1]).toEqual({ type: 'simulation_complete', impact: 55, outcome: 'partial' });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('when the council has analysed the options, then the option with most votes is its pick', async () => {
    fakeApi(routes());
    renderTab(draws(0.1));
    fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
    await passTime(0);
    expect(screen.getByTestId('analysis-progress').textContent).toBe('0%');
    await passTime(10_000);
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
    await passTime(5_000);
    fireEvent.click(screen.getByRole('button', { name: '← Back to scenarios' }));
    await passTime(0);
    expect(screen.getByRole('button', { name: 'Select Strategic Acquisition' })).toBeTruthy();
    expect(screen.queryByTestId('simulation-progress')).toBeNull();
  });
});

describe('the option cards', () => {
  const chooseExpansion = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Select European Market Expansion' }));
    await passTime(0);
  };

  it('when the options are shown, then each card states its expected return in dollars and as a multiple of its cost, before the player pays', async () => {
    const { calls } = fakeApi(routes());
    renderTab(draws(0.1));
    await chooseExpansion();
    // 75 % success at 1.65× on average, 25 % partial at 0.7×: 1.4125 × $800,000.
    expect(screen.getByTestId('option-return-eu-pilot-market').textContent).toBe(
      'Expected return $1.1M (×1.41 the cost) · ×0.50 to ×2.00 by outcome',
    );
    // An option that can fail outright shows failure's floor.
    expect(screen.getByTestId('option-return-eu-continent-wide').textContent).toBe(
      'Expected return $4.2M (×1.00 the cost) · ×0.05 to ×2.00 by outcome',
    );
    expect(screen.queryByTestId('option-diminished-eu-pilot-market')).toBeNull();
    expect(screen.getByTestId('option-eu-pilot-market').textContent).toContain('Cost $800,000');
    expect(screen.getByTestId('option-eu-pilot-market').textContent).toContain('Success 75%');
    expect(gameCalls(calls)).toEqual([]);
  });

  it('when the scenario has run before in this game, then every card says its return is diminished and by how much, before the player pays', async () => {
    fakeApi(
      routes({ 'GET /api/simulations/options': simulationOptions({ 'european-market-expansion': 1 }) }),
    );
    renderTab(draws(0.1));
    await chooseExpansion();
    const pilot = screen.getByTestId('option-eu-pilot-market');
    expect(pilot.textContent).toContain('Run before');
    expect(screen.getByTestId('option-return-eu-pilot-market').textContent).toBe(
      'Expected return $565K (×0.71 the cost) · ×0.25 to ×1.00 by outcome',
    );
    expect(screen.getByTestId('option-diminished-eu-pilot-market').textContent).toBe(
      'Diminishing return: this scenario has run once in this game, so this run pays half of a first run (expected $1.1M the first time).',
    );
    expect(screen.getByTestId('option-diminished-eu-regional-launch')).toBeTruthy();
  });

  it('when the figures cannot be read, then the cards say so and the options can still be chosen', async () => {
    fakeApi(routes({ 'GET /api/simulations/options': new Response('down', { status: 503 }) }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab(draws(0.1));
    await chooseExpansion();
    expect(screen.getByTestId('option-return-eu-pilot-market').textContent).toBe(
      'Expected return unavailable just now.',
    );
    expect(
      (screen.getByRole('button', { name: 'Choose Pilot in one market ($800,000)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });
});
