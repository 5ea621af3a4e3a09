// The analytics remote against the whole system in Chromium: the analytics
// screen counting the page views the shell records, and the achievements
// screen with its locked cards. Screenshots go to E2E_SCREENSHOTS_DIR.
import { expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser } from './support/system';

const pageViewRecorded = (response: Response) =>
  response.url().endsWith('/api/analytics/events') &&
  response.request().method() === 'POST' &&
  (response.request().postDataJSON() as { eventType: string }).eventType === 'page_view';

describeInBrowser('the analytics pages, in a real browser', (env) => {
  it('when the player has moved around, then /analytics counts the page views the shell recorded', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const recorded = page.waitForResponse(pageViewRecorded);
    await page.goto('/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    expect((await recorded).status()).toBe(201);

    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await shown(page.locator('#content').getByRole('heading', { level: 1, name: 'Analytics' }));
    await expect
      .poll(
        async () => Number((await page.getByTestId('analytics-page-views').textContent())?.replace(/,/g, '')),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('analytics-total-users').textContent()).not.toBe('0');
    await shown(page.getByTestId('recent-event').filter({ hasText: '/dashboard' }));
    await shown(page.getByTestId('event-type').filter({ hasText: 'page_view' }));
    expect(await page.getByRole('application', { name: /Daily active users/ }).isVisible()).toBe(true);
    await snap(page, 'analytics');

    // A start after the end is explained, not sent.
    await page.getByLabel('Start date').fill('2099-01-01');
    await shown(page.getByText('The start date must not be after the end date.'));
    expect(await page.getByRole('button', { name: 'Refresh', exact: true }).isDisabled()).toBe(true);
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when a new player opens /achievements, then locked cards give nothing away and the filters work', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const all = (await (await page.request.get('/api/achievements')).json()) as Array<{ unlocked: boolean }>;
    const lockedCount = all.filter((a) => !a.unlocked).length;
    expect(lockedCount).toBeGreaterThan(0);

    await page.goto('/achievements');
    await shown(page.locator('#content').getByRole('heading', { level: 1, name: 'Achievements' }));
    const locked = page.locator('[data-testid="achievement-card"][data-unlocked="false"]');
    await shown(locked);
    expect(await locked.count()).toBe(lockedCount);
    expect(await locked.first().getByText('???').isVisible()).toBe(true);
    expect(await locked.first().getByText('Locked', { exact: true }).isVisible()).toBe(true);
    expect(await locked.first().getByText('Keep playing to unlock this achievement!').isVisible()).toBe(true);
    expect(await page.getByTestId('stat-earned').textContent()).toBe(String(all.length - lockedCount));
    await snap(page, 'achievements');

    await page.getByRole('group', { name: 'Rarity' }).getByRole('button', { name: 'Legendary' }).click();
    expect(await page.getByTestId('achievement-card').count()).toBeGreaterThan(0);
    await page.getByLabel('Search').fill('no such achievement');
    await shown(page.getByText('No achievements found'));
    await page.getByRole('button', { name: 'Download Portfolio' }).click();
    await shown(page.getByText('Portfolio Download', { exact: true }));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
