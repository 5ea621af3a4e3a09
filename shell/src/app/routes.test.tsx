import { sampleGameState } from '@ai-council/contracts/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@ai-council/ui/testing';
import { analyticsRoutes, authStatus, renderApp } from '../testing/render-app';

const gameState = sampleGameState({
  gameId: 'g1',
  currentQuarter: 7,
  gameYears: 2,
  metrics: { netWorth: 250_000_000, cashFlow: -1_500_000, marketShare: 1200, employeeCount: 80 },
});
const financialLatest = {
  netWorth: 250_000_000,
  cashFlow: -1_500_000,
  revenue: 10_000_000,
  quarterlyGrowth: 120,
  marketShare: 1200,
  employeeCount: 80,
  quarter: 6,
};
const scenario = (id: string, status: 'active' | 'resolved') => ({
  id,
  title: 'Supplier failure',
  description: 'A key supplier went bust.',
  severity: 'high',
  category: 'operational',
  createdAt: '2025-01-01T00:00:00.000Z',
  resolvedAt: null,
  status,
  triggeringDepartments: ['Operations'],
  playerDecision: null,
});

describe('auth gate (SPEC §2)', () => {
  it('when auth status is loading, then a spinner with a loading message shows', async () => {
    fakeApi({ 'GET /api/auth/status': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByText('Loading your council…')).toBeTruthy();
  });

  it('when not signed in, then every path shows the landing page', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.anonymous });
    renderApp('/financial/whatever');
    expect(await screen.findByRole('button', { name: 'Start Your Journey' })).toBeTruthy();
    for (const feature of ['AI Board Members', 'Risk Management', 'Real-time Decisions']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
  });

  it('when onboarding is not completed, then / and /dashboard show onboarding greeting the player by first name', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.onboarding('Ada') });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Ada!')).toBeTruthy();
    expect(screen.getByTestId('mode-demo')).toBeTruthy();
    expect(screen.getByTestId('mode-llm')).toBeTruthy();
  });

  it('when onboarding is not completed and the player has no first name, then the greeting says Player', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.onboarding(null) });
    renderApp('/');
    expect(await screen.findByText('Welcome, Player!')).toBeTruthy();
  });

  it('when onboarding is not completed, then /api-keys is reachable on its own, without the sidebar', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.onboarding(), 'GET /api/api-keys': [], ...analyticsRoutes });
    renderApp('/api-keys');
    expect(await screen.findByRole('heading', { name: 'API Key Setup' })).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it.each(['/', '/onboarding', '/dashboard', '/financial', '/agents', '/no-such-page'])(
    'when onboarding is not completed, then %s shows the onboarding screen',
    async (path) => {
      fakeApi({ 'GET /api/auth/status': authStatus.onboarding('Ada'), ...analyticsRoutes });
      renderApp(path);
      expect(await screen.findByText('Welcome, Ada!')).toBeTruthy();
      expect(screen.queryByText('Page Not Found')).toBeNull();
      expect(screen.queryByTestId('sidebar')).toBeNull();
    },
  );

  it.each(['/', '/dashboard', '/financial/whatever', '/api-keys', '/onboarding'])(
    'when not signed in, then %s shows the landing page and sends no analytics',
    async (path) => {
      const { calls } = fakeApi({ 'GET /api/auth/status': authStatus.anonymous });
      renderApp(path);
      expect(await screen.findByRole('button', { name: 'Start Your Journey' })).toBeTruthy();
      expect(calls.filter((c) => c.path.startsWith('/api/analytics'))).toEqual([]);
    },
  );

  it('when onboarding is completed, then /onboarding shows onboarding and /api-keys shows settings inside the app frame', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.ready, 'GET /api/api-keys': [], ...analyticsRoutes });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/onboarding');
    expect(await screen.findByText('Welcome, Ada!')).toBeTruthy();
    cleanup();
    renderApp('/api-keys');
    expect(await screen.findByRole('heading', { name: 'API Key Setup' })).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('when onboarding is completed, then an unknown path is a 404 inside the app frame with live finances', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.ready,
      'GET /api/game/state': gameState,
      'GET /api/financial/latest': financialLatest,
      'GET /api/scenarios': [scenario('a', 'active'), scenario('b', 'resolved'), scenario('c', 'active')],
    });
    renderApp('/no-such-page');
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sidebar-quarter').textContent).toBe('Q3 Year 2'));
    expect(screen.getByTestId('sidebar-net-worth').textContent).toBe('$2.5M');
    expect(screen.getByTestId('sidebar-cash-flow').textContent).toBe('-$15K');
    expect(screen.getByTestId('sidebar-cash-flow').className).toContain('text-danger');
    expect(screen.getByTestId('sidebar-scenarios-badge').textContent).toBe('2');
  });

  it('when the player moves to another page, then the title names it and focus lands on its heading', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.ready,
      'GET /api/game/state': gameState,
      'GET /api/financial/latest': financialLatest,
      'GET /api/scenarios': [],
      'GET /api/api-keys': [],
      ...analyticsRoutes,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no-such-page');
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(document.title).toBe('Page Not Found · AI Council');
    // The first page keeps the browser's focus.
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'API Key Setup' });
    expect(document.title).toBe('API Key Setup · AI Council');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('when the player has no game yet, then the shell starts it once and the sidebar shows the new company', async () => {
    let started = false;
    const noGameYet = () =>
      new Response(JSON.stringify({ message: 'no game yet', code: 'no-company-yet' }), { status: 409 });
    const { calls } = fakeApi({
      'GET /api/auth/status': authStatus.ready,
      'GET /api/game/state': () => (started ? gameState : noGameYet()),
      'GET /api/financial/latest': () => (started ? financialLatest : noGameYet()),
      'POST /api/game/start': () => {
        started = true;
        return new Response(JSON.stringify(gameState), { status: 201 });
      },
      'GET /api/scenarios': [],
    });
    renderApp('/no-such-page');
    await waitFor(() => expect(screen.getByTestId('sidebar-quarter').textContent).toBe('Q3 Year 2'));
    await waitFor(() => expect(screen.getByTestId('sidebar-net-worth').textContent).toBe('$2.5M'));
    expect(calls.filter((c) => c.path === '/api/game/start')).toHaveLength(1);
  });

  it('when the player has a game, then the shell only reads: it never calls start', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/status': authStatus.ready,
      'GET /api/game/state': gameState,
      'GET /api/financial/latest': financialLatest,
      'GET /api/scenarios': [],
    });
    renderApp('/no-such-page');
    await waitFor(() => expect(screen.getByTestId('sidebar-quarter').textContent).toBe('Q3 Year 2'));
    expect(calls.some((c) => c.path === '/api/game/start')).toBe(false);
  });

  it('when finances are missing and scenarios fail, then the sidebar shows the defaults and no badge', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.ready });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no-such-page');
    await waitFor(() => expect(screen.getByTestId('sidebar-net-worth').textContent).toBe('$1.0M'));
    expect(screen.getByTestId('sidebar-cash-flow').textContent).toBe('$0');
    expect(screen.getByTestId('sidebar-cash-flow').className).toContain('text-success');
    expect(screen.queryByTestId('sidebar-scenarios-badge')).toBeNull();
  });

  it('when a remote page cannot load, then only its area shows the error panel and Try Again', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.ready });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/financial');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('We encountered an issue while displaying this content')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });
});

/**
 * Opens onboarding, picks `mode` and continues; the gateway saves it (onboarding stays open for llm, which
 * goes on to the API keys).
 */
async function chooseMode(mode: 'demo' | 'llm') {
  const api = fakeApi({
    'GET /api/auth/status': authStatus.onboarding(),
    'PATCH /api/auth/user': { firstName: 'Ada', gameMode: mode, onboardingCompleted: mode === 'demo' },
  });
  renderApp('/onboarding');
  fireEvent.click(await screen.findByTestId(`mode-${mode}`));
  fireEvent.click(screen.getByTestId('onboarding-continue'));
  return api;
}

describe('onboarding choice (SPEC §4)', () => {
  it('when the player picks demo and continues, then the mode is saved as completed and a toast confirms it', async () => {
    const { calls } = await chooseMode('demo');
    expect((await screen.findAllByText('Demo Mode Activated')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      gameMode: 'demo',
      onboardingCompleted: true,
    });
  });

  it('when the player picks llm, then the mode is saved with onboarding still open and the auth status is read again on the way to /api-keys', async () => {
    const { calls } = await chooseMode('llm');
    expect((await screen.findAllByText('LLM Mode Selected')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      gameMode: 'llm',
      onboardingCompleted: false,
    });
    const statusReads = () => calls.filter((c) => c.path === '/api/auth/status').length;
    const before = statusReads();
    expect(await screen.findByRole('heading', { name: 'API Key Setup' }, { timeout: 3_000 })).toBeTruthy();
    await waitFor(() => expect(statusReads()).toBeGreaterThan(before));
  });

  it('when saving fails, then the Setup Failed toast explains it', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.onboarding(),
      'PATCH /api/auth/user': new Response('nope', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/onboarding');
    fireEvent.click(await screen.findByTestId('mode-demo'));
    fireEvent.click(screen.getByTestId('onboarding-continue'));
    expect((await screen.findAllByText('Setup Failed')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Unable to configure your game mode. Please try again.').length,
    ).toBeGreaterThan(0);
  });
});
