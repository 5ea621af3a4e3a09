// SPEC §2 gating, the 404 page, the per-remote error boundary (SPEC §8) and
// page-view tracking, against the whole system in Chromium.
import { expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { gone, shown } from './support/player';
import { describeInBrowser } from './support/system';

describeInBrowser('shell gating and resilience, in a real browser', (env) => {
  it('when signed out, then every path shows the landing page', async () => {
    const player = await env.newPlayer({ stage: 'signed-out' });
    const { page } = player;
    for (const path of ['/', '/dashboard', '/financial', '/api-keys', '/onboarding', '/no-such-page']) {
      await page.goto(path);
      await shown(page.getByRole('button', { name: 'Start Your Journey' }));
      for (const feature of ['AI Board Members', 'Risk Management', 'Real-time Decisions']) {
        expect(await page.getByRole('heading', { name: feature }).isVisible()).toBe(true);
      }
      expect(await page.getByText('Page Not Found').count()).toBe(0);
    }
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when onboarding is not completed, then /, /dashboard, /onboarding and other paths show onboarding and /api-keys is reachable', async () => {
    const player = await env.newPlayer({
      stage: 'onboarding',
      firstName: 'Grace',
    });
    const { page } = player;
    for (const path of ['/', '/dashboard', '/onboarding', '/financial', '/agents', '/no-such-page']) {
      await page.goto(path);
      await shown(page.getByRole('heading', { name: 'Welcome, Grace!' }));
      expect(await page.getByTestId('sidebar').count()).toBe(0);
    }
    await page.goto('/api-keys');
    await shown(page.getByRole('heading', { name: 'API Key Setup' }));
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when onboarding is completed, then the route table applies, unknown paths are a 404 and each route change is a page view', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const pageViews: string[] = [];
    const answers: number[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/analytics/events') && request.method() === 'POST') {
        const body = request.postDataJSON() as { eventType: string; eventName: string };
        if (body.eventType === 'page_view') pageViews.push(body.eventName);
      }
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/analytics/events')) answers.push(response.status());
    });

    await page.goto('/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    await shown(page.getByTestId('sidebar'));

    const nav = page.getByRole('navigation', { name: /Main|Settings/ });
    for (const [link, heading] of [
      ['Financial Dashboard', 'Financial Dashboard'],
      ['Business Scenarios', 'Business Scenarios'],
      ['Communications', 'Communications'],
      ['Analytics', 'Analytics'],
      ['Achievements', 'Achievements'],
      ['AI Council', 'AI Agent Council'],
      ['Settings', 'API Key Setup'],
      ['Dashboard', 'Corporate AI Council Dashboard'],
    ] as const) {
      // Anchored: a link's name may go on with its badge ('1 active scenarios').
      await nav
        .getByRole('link', { name: new RegExp(`^${link}`) })
        .first()
        .click();
      await shown(page.locator('#content').getByRole('heading', { level: 1, name: heading }));
    }
    await expect
      .poll(() => pageViews, { timeout: 10_000 })
      .toEqual([
        '/dashboard',
        '/financial',
        '/scenarios',
        '/communications',
        '/analytics',
        '/achievements',
        '/agents',
        '/api-keys',
        '/dashboard',
      ]);
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(9);
    expect(answers.every((status) => status === 201)).toBe(true);

    await page.goto('/onboarding');
    await shown(page.getByRole('heading', { name: 'Welcome, Ada!' }));
    await page.goto('/no-such-page');
    await shown(page.getByRole('heading', { name: 'Page Not Found' }));
    await shown(page.getByTestId('sidebar'));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when a remote cannot be reached, then its area shows the error panel while the sidebar and other remotes keep working', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const block = (route: Route) => route.fulfill({ status: 503, body: 'mf-finance is down' });
    await page.route('**/mf/mf-finance/**', block);

    await page.goto('/financial');
    await shown(page.getByRole('heading', { name: 'Something went wrong' }));
    await shown(page.getByText('We encountered an issue while displaying this content'));
    await shown(page.getByRole('button', { name: 'Try Again' }));
    await shown(page.getByTestId('sidebar-quarter'));

    // The sidebar still navigates, and another remote still loads.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    await page.getByRole('link', { name: 'AI Council', exact: true }).click();
    await shown(page.getByRole('heading', { name: 'AI Agent Council' }));

    // Once the remote is back, Try Again loads it without a reload.
    await page.getByRole('link', { name: 'Financial Dashboard' }).click();
    await shown(page.getByRole('button', { name: 'Try Again' }));
    await page.unroute('**/mf/mf-finance/**', block);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await shown(page.locator('#content').getByRole('heading', { level: 1, name: 'Financial Dashboard' }));
    await gone(page.getByText('Something went wrong'));
    await player.close();
  });
});
