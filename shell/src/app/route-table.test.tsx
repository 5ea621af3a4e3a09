import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@ai-council/ui/testing';
import { analyticsRoutes, authStatus, fakeReadyPlayer, renderApp } from '../testing/render-app';

// Each remote page stands in as its own name, so the test reads which page a path shows.
vi.mock('../lib/remotes', () => ({
  loadRemotePage: async (id: string) => ({ default: () => <p data-testid="remote-page">{id}</p> }),
}));

describe('route table once onboarding is completed (SPEC §2)', () => {
  it.each([
    ['/', 'mf_dashboard/DashboardPage'],
    ['/dashboard', 'mf_dashboard/DashboardPage'],
    ['/financial', 'mf_finance/FinancialPage'],
    ['/communications', 'mf_council/CommunicationsPage'],
    ['/scenarios', 'mf_council/ScenariosPage'],
    ['/game-over', 'mf_finance/GameOverPage'],
    ['/leaderboard', 'mf_finance/LeaderboardPage'],
    ['/analytics', 'mf_analytics/AnalyticsPage'],
    ['/achievements', 'mf_analytics/AchievementsPage'],
    ['/agents', 'mf_council/AgentsPage'],
  ])('when %s is opened, then %s shows beside the sidebar', async (path, page) => {
    fakeReadyPlayer();
    renderApp(path);
    expect((await screen.findByTestId('remote-page')).textContent).toBe(page);
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('when a path is outside the table, then Page Not Found shows', async () => {
    fakeReadyPlayer();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('sidebar (SPEC §2)', () => {
  it('when shown, then it lists the SPEC links in order and Settings alone in a group at the bottom', async () => {
    fakeReadyPlayer();
    renderApp('/dashboard');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Board Members', '/dashboard'],
      ['Business Scenarios', '/scenarios'],
      ['Communications', '/communications'],
      ['Financial Dashboard', '/financial'],
      ['Analytics', '/analytics'],
      ['Achievements', '/achievements'],
      ['Daily Challenge', '/leaderboard'],
      ['AI Council', '/agents'],
    ]);
    const settings = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(settings)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/api-keys']);
    expect(screen.getByText('AI Council', { selector: '.sidebar__title' })).toBeTruthy();
    expect(
      screen.getByText('Corporate Intelligence System', { selector: '.sidebar__subtitle' }),
    ).toBeTruthy();
  });

  it('when no scenario is active, then Business Scenarios has no badge', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const resolved = {
      id: 's1',
      title: 'Done',
      description: 'Handled.',
      severity: 'low',
      category: 'operational',
      createdAt: '2025-01-01T00:00:00.000Z',
      resolvedAt: '2025-01-02T00:00:00.000Z',
      status: 'resolved',
      triggeringDepartments: [],
      playerDecision: 'Fixed it',
    };
    const { calls } = fakeApi({
      'GET /api/auth/status': authStatus.ready,
      'GET /api/scenarios': [resolved],
      ...analyticsRoutes,
    });
    renderApp('/dashboard');
    await screen.findByTestId('remote-page');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/scenarios')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('sidebar-scenarios-badge')).toBeNull();
  });
});

describe('analytics tracking (SPEC §2, §4)', () => {
  it('when the player moves between pages, then one session is started and each route change is a page view', async () => {
    const { calls } = fakeReadyPlayer();
    renderApp('/dashboard');
    await screen.findByTestId('remote-page');
    const pageViews = () =>
      calls
        .filter((c) => c.path === '/api/analytics/events')
        .map(
          (c) =>
            c.body as {
              eventType: string;
              eventName: string;
              sessionId: string | null;
              properties: Record<string, unknown>;
            },
        );
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({
      eventType: 'page_view',
      eventName: '/dashboard',
      sessionId: 'session-1',
      properties: { path: '/dashboard' },
    });
    expect(pageViews()[0]?.properties).toHaveProperty('timestamp');
    expect(pageViews()[0]?.properties).toHaveProperty('referrer');

    fireEvent.click(screen.getByRole('link', { name: 'Financial Dashboard' }));
    await waitFor(() => expect(pageViews().map((e) => e.eventName)).toEqual(['/dashboard', '/financial']));
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(calls.filter((c) => c.path === '/api/analytics/sessions')).toHaveLength(1);
    expect(sessionStorage.getItem('ai-council-analytics-session-id')).toBe('session-1');
  });

  it('when the app unmounts, then the session is ended with whole minutes and its counters', async () => {
    const { calls } = fakeReadyPlayer();
    const view = renderApp('/dashboard');
    await screen.findByTestId('remote-page');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/analytics/events')).toBe(true));
    view.unmount();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const end = calls.find((c) => c.method === 'PATCH');
    expect(end?.path).toBe('/api/analytics/sessions/session-1');
    expect(end?.body).toMatchObject({ durationMinutes: 0, pageViews: 1, actionsTaken: 0 });
    expect(typeof (end?.body as { endedAt: unknown }).endedAt).toBe('string');
  });
});
