// The quarterly levers against the whole system in Chromium: a new guest in
// demo mode sets a marketing budget on /financial, reads the engine's
// projection, applies it, plays the quarter from the dashboard's Game Control
// Center, and finds the budget's line in the quarter breakdown on /financial.
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { expect, it } from 'vitest';
import { sameOrigin, shown } from './support/player';
import { snap, screenshotPath } from './support/screenshots';
import { describeInBrowser } from './support/system';

const wholeDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

interface Projection {
  with: { netWorth: number; cash: number };
  without: { netWorth: number; cash: number };
}

describeInBrowser('the quarterly levers, in a real browser', (env) => {
  it('when a player sets a marketing budget on /financial and plays the quarter, then the projection shows before it applies and its line is in the quarter breakdown', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;

    await page.goto('/financial');
    const card = page.getByTestId('quarterly-levers');
    const budget = await shown(card.getByLabel('Marketing budget ($)'));
    await shown(card.getByText('Nothing set: the quarter plays with the defaults.'));
    await budget.fill('20000');

    // The engine's projection, two quarters ahead, with and without the budget: the figures the API gives.
    const summary = await shown(card.getByTestId('levers-projection-summary'));
    await expect
      .poll(() => summary.textContent(), { timeout: 10_000 })
      .toMatch(/^With these levers, 2 quarters ahead/);
    const asked = await page.request.post('/api/game/levers/projection', {
      data: { marketingBudget: 2_000_000 },
      headers: sameOrigin,
    });
    expect(asked.ok()).toBe(true);
    const projection = (await asked.json()) as Projection;
    expect(await summary.textContent()).toBe(
      `With these levers, 2 quarters ahead: net worth ${wholeDollars(projection.with.netWorth)} (vs ${wholeDollars(projection.without.netWorth)} without), cash ${wholeDollars(projection.with.cash)} (vs ${wholeDollars(projection.without.cash)}).`,
    );
    await shown(
      card.getByRole('list', { name: 'What the levers book' }).getByText(/^Marketing budget \$20K/),
    );
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshotPath('quarterly-levers-projection') });

    // Applied from the keyboard: the form submits.
    await budget.press('Enter');
    await shown(page.getByText('Levers Set', { exact: true }));
    await shown(card.getByTestId('levers-badge').getByText('Set for Q1 Year 1'));
    await shown(card.getByTestId('levers-set').getByText('Marketing budget $20K'));
    await card.screenshot({ path: screenshotPath('quarterly-levers-applied') });

    // The quarter is played from the dashboard's Game Control Center.
    await page.goto('/dashboard');
    const advance = await shown(page.getByTestId('advance-quarter'), 30_000);
    expect(await advance.textContent()).toContain('Advance to Q2');
    await advance.click();
    await shown(page.getByText('Quarter Advanced', { exact: true }));

    await page.goto('/financial');
    const breakdown = page.getByTestId('quarter-breakdown');
    await shown(breakdown.getByRole('application', { name: /Net worth change in Q1 Year 1, by source/ }));
    const levers = breakdown.getByRole('region', { name: 'Levers in Q1 Year 1' });
    const line = await shown(
      levers
        .getByTestId('quarter-lever-line')
        .filter({ hasText: 'Marketing budget $20K for Q1 Year 1 (quarterly lever)' }),
    );
    expect(await line.textContent()).toBe(
      'Marketing budget $20K for Q1 Year 1 (quarterly lever) (Operations)-$20K',
    );
    // The settings were for that quarter only: the next one starts from the defaults.
    await shown(card.getByTestId('levers-badge').getByText('Defaults'));
    await shown(card.getByRole('heading', { name: 'Set for Q2 Year 1' }));

    await levers.scrollIntoViewIfNeeded();
    await breakdown.screenshot({ path: screenshotPath('quarterly-levers-breakdown') });
    await snap(page, 'quarterly-levers-financial');
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
