import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSessionDuration } from '../features/analytics/lib/format';
import AnalyticsPage from './analytics-page';

beforeEach(() => {
  // Only the clock is fixed, so the default window is known: the last 30 days (UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
});

const defaultWindow = 'GET /api/analytics/dashboard?startDate=2026-10-23&endDate=2026-11-22';
const userId = 'a1b2c3d4-e5f6-4789-9abc-def012345678';

const days = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];

const dashboard = (overrides: Record<string, unknown> = {}) => ({
  period: { startDate: '2026-10-23', endDate: '2026-11-22' },
  overview: {
    totalUsers: 12,
    activeUsers24h: 3,
    pageViews: 1234,
    sessions: 40,
    avgSessionDuration: 75.5,
    bounceRate: 12.5,
  },
  popularFeatures: [
    { featureName: 'Advance Quarter', uniqueUsers: 9, totalUsage: 120 },
    { featureName: 'Council Meeting', uniqueUsers: 4, totalUsage: 18 },
  ],
  eventsByType: { login: 14, page_view: 1234, error: 2, feature_usage: 138 },
  domainEventsByType: { 'communication.sent': 2400, 'game.quarter.advanced': 300 },
  dailyActiveUsers: days.map((date, i) => ({ date, users: i + 1, pageViews: (i + 1) * 10 })),
  recentEvents: Array.from({ length: 12 }, (_, i) => ({
    id: `ev${i}`,
    eventType: i === 0 ? 'error' : 'page_view',
    eventName: `/page-${i}`,
    userId,
    createdAt: '2026-11-22T10:00:00.000Z',
  })),
  ...overrides,
});

const renderAnalytics = () =>
  renderPage(<AnalyticsPage />, {
    path: '/analytics',
  });

describe('formatSessionDuration (SPEC §2: minutes, or hours and minutes)', () => {
  it.each([
    [0, '0m'],
    [12.4, '12m'],
    [59.4, '59m'],
    [59.6, '1h 0m'],
    [75.5, '1h 16m'],
    [125, '2h 5m'],
  ])('when a session averages %s minutes, then it reads %s', (minutes, text) => {
    expect(formatSessionDuration(minutes)).toBe(text);
  });
});

describe('Analytics page (SPEC §2 Analytics)', () => {
  it('when it opens, then it asks for the last 30 days and shows the three cards', async () => {
    const { calls } = fakeApi({ [defaultWindow]: dashboard() });
    renderAnalytics();
    await waitFor(() => expect(screen.getByTestId('analytics-total-users').textContent).toBe('12'));
    expect(screen.getByTestId('analytics-total-users-hint').textContent).toBe('3 active in the last 24 h');
    expect(screen.getByTestId('analytics-page-views').textContent).toBe('1,234');
    expect(screen.getByTestId('analytics-page-views-hint').textContent).toBe('40 sessions');
    expect(screen.getByTestId('analytics-avg-session').textContent).toBe('1h 16m');
    expect(screen.getByTestId('analytics-avg-session-hint').textContent).toBe('12.5% bounce rate');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-10-23');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-11-22');
    expect(calls.map((c) => c.path)).toEqual([
      '/api/analytics/dashboard?startDate=2026-10-23&endDate=2026-11-22',
    ]);
  });

  it('when data arrives, then features, event types by count, 7 days and the 10 newest events are listed', async () => {
    fakeApi({ [defaultWindow]: dashboard() });
    renderAnalytics();
    await screen.findByText('Advance Quarter');
    const features = screen.getAllByTestId('popular-feature');
    expect(features).toHaveLength(2);
    expect(features[0]!.textContent).toContain('9 users');
    expect(features[0]!.textContent).toContain('120 uses');

    const types = screen.getAllByTestId('event-type').map((row) => row.textContent?.split(/\d/)[0]);
    expect(types).toEqual(['page_view', 'feature_usage', 'login', 'error']);
    // The games' events, far more numerous, are counted apart and do not crowd the client's types out.
    const gameEvents = screen.getByRole('region', { name: 'In the games' });
    const domainTypes = within(gameEvents)
      .getAllByTestId('domain-event-type')
      .map((row) => row.textContent?.split(/\d/)[0]);
    expect(domainTypes).toEqual(['communication.sent', 'game.quarter.advanced']);

    const daily = screen.getAllByTestId('daily-row');
    expect(daily).toHaveLength(7);
    expect(daily[6]!.textContent).toBe('2026-11-22770');
    expect(screen.getByRole('application', { name: /Daily active users/ })).toBeTruthy();

    const recent = screen.getAllByTestId('recent-event');
    expect(recent).toHaveLength(10);
    expect(within(recent[0]!).getByText('/page-0')).toBeTruthy();
    expect(within(recent[0]!).getByText('error')).toBeTruthy();
    expect(within(recent[0]!).getByText('a1b2c3d4')).toBeTruthy();
    expect(screen.queryByText('/page-10')).toBeNull();
  });

  it('when nothing has been recorded, then each list shows its empty state', async () => {
    fakeApi({
      [defaultWindow]: dashboard({
        popularFeatures: [],
        eventsByType: {},
        domainEventsByType: {},
        recentEvents: [],
      }),
    });
    renderAnalytics();
    expect(await screen.findByText('No feature usage data yet')).toBeTruthy();
    expect(screen.getByText('No events recorded yet')).toBeTruthy();
    expect(screen.getByText('No recent events')).toBeTruthy();
  });

  it('when the service answers non-OK, then No Analytics Data shows and Refresh Data loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { calls } = fakeApi({
      [defaultWindow]: () => (fail ? new Response('down', { status: 503 }) : dashboard()),
    });
    renderAnalytics();
    expect(await screen.findByText('No Analytics Data')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(
      'Query failed',
      expect.anything(),
      expect.objectContaining({ message: 'Failed to fetch analytics' }),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(screen.getByTestId('analytics-total-users').textContent).toBe('12'));
    expect(screen.queryByText('No Analytics Data')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('when the start date is moved after the end date, then it says so and asks for nothing', async () => {
    const { calls } = fakeApi({ [defaultWindow]: dashboard() });
    renderAnalytics();
    await screen.findByText('Advance Quarter');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-30' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
    // The last good figures stay on screen.
    expect(screen.getByTestId('analytics-total-users').textContent).toBe('12');
    expect(calls).toHaveLength(1);
  });

  it('when a valid window is chosen, then it is fetched, and Refresh fetches it again', async () => {
    const narrow = 'GET /api/analytics/dashboard?startDate=2026-11-01&endDate=2026-11-22';
    const { calls } = fakeApi({
      [defaultWindow]: dashboard(),
      [narrow]: dashboard({ overview: { ...dashboard().overview, totalUsers: 5 } }),
    });
    renderAnalytics();
    await screen.findByText('Advance Quarter');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(screen.getByTestId('analytics-total-users').textContent).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.path).toBe('/api/analytics/dashboard?startDate=2026-11-01&endDate=2026-11-22');
  });
});
