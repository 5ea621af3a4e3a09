import { whenAnalyticsIdle } from '@ai-council/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeReadyPlayer, renderApp } from '../testing/render-app';

// The finance remote is down (its manifest cannot be fetched) until `remote.up`;
// every other remote answers with a page that names itself.
// The analytics page loads but throws while it renders, as long as `remote.analyticsThrows`.
const remote = vi.hoisted(() => ({ up: false, refreshes: 0, analyticsThrows: true }));
vi.mock('../lib/remotes', () => ({
  loadRemotePage: async (id: string) => {
    if (id.startsWith('mf_finance/') && !remote.up)
      throw new Error('[ Federation Runtime ]: Failed to get manifest. http://127.0.0.1:9/mf-manifest.json');
    return {
      default: () => {
        if (id === 'mf_analytics/AnalyticsPage' && remote.analyticsThrows)
          throw new Error('Cannot read properties of undefined');
        return <p data-testid="remote-page">{id}</p>;
      },
    };
  },
  refreshRemotes: async () => {
    remote.refreshes += 1;
  },
}));

/** A ready player; what it returns reads the error events analytics has been sent so far. */
function failuresReported() {
  const { calls } = fakeReadyPlayer();
  return () =>
    calls.filter(
      (c) => c.path === '/api/analytics/events' && (c.body as { eventType: string }).eventType === 'error',
    );
}

describe('a remote that cannot load (SPEC §8 error boundary)', () => {
  it('when /financial cannot load, then only its area shows the panel, analytics hears once, and Try Again loads it once it is back', async () => {
    const failures = failuresReported();
    renderApp('/financial');

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(within(panel).getByText('We encountered an issue while displaying this content')).toBeTruthy();
    expect(within(panel).getByText('Error details')).toBeTruthy();
    expect(within(panel).getByText(/Failed to get manifest/)).toBeTruthy();
    // The shell around it keeps working.
    expect(screen.getByTestId('sidebar')).toBeTruthy();

    // Still down: Try Again shows the panel again, and analytics is not told twice.
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(remote.refreshes).toBe(1));
    await waitFor(() => expect(failures()).toHaveLength(1));
    expect(failures()[0]!.body).toMatchObject({
      eventName: 'mf_finance/FinancialPage failed',
      properties: { page: 'mf_finance/FinancialPage' },
    });

    // Every other page works.
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect((await screen.findByTestId('remote-page')).textContent).toBe('mf_dashboard/DashboardPage');
    expect(screen.queryByRole('alert')).toBeNull();

    // Back on /financial, still down: the panel, and still one report.
    fireEvent.click(screen.getByRole('link', { name: 'Financial Dashboard' }));
    const again = await screen.findByRole('alert');

    // The remote recovers: Try Again reads the registry again and loads it, with no reload of the shell.
    remote.up = true;
    fireEvent.click(within(again).getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('remote-page')).textContent).toBe('mf_finance/FinancialPage');
    expect(screen.queryByRole('alert')).toBeNull();
    await whenAnalyticsIdle();
    expect(failures()).toHaveLength(1);
  });

  it('when a page throws while it renders, then its area shows the panel, analytics hears once however often it fails again, and Try Again shows it once fixed', async () => {
    const failures = failuresReported();
    renderApp('/analytics');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(/Cannot read properties of undefined/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('alert');
    await whenAnalyticsIdle();
    expect(failures()).toHaveLength(1);
    remote.analyticsThrows = false;
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('remote-page')).textContent).toBe('mf_analytics/AnalyticsPage');
    expect(failures()).toHaveLength(1);
  });
});
