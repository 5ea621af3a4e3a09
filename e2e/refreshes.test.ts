// What a player sees after a change lands in another service: the money of a
// graded scenario (svc-council grades, svc-game applies) reaches the sidebar
// without a reload, and after a quarter is advanced the dashboard's council
// metrics and risk signals are those of the new quarter within 3 s.
import { formatMoney } from '@ai-council/rules';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shown } from './support/player';
import { describeInBrowser } from './support/system';

interface Overview {
  reflects: { quarter: number };
  metrics: { activeAgents: number; riskSignals: number; scenariosGenerated: number; councilMeetings: number };
  riskSignals: Array<{ message: string }>;
}

const json = async <T>(page: Page, path: string): Promise<T> =>
  (await (await page.request.get(path)).json()) as T;

/** The four council metrics as the dashboard shows them, in SPEC §2 order. */
async function shownMetrics(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Council metrics' })
    .locator('[data-testid$="-value"]')
    .allTextContents();
}

describeInBrowser('views follow changes that land in another service, in a real browser', (env) => {
  it('when a scenario is resolved, then the sidebar net worth moves to the new figure without a reload', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await page.goto('/scenarios');
    await shown(page.getByRole('heading', { name: 'Business Scenarios', level: 1 }));
    const netWorth = page.getByTestId('sidebar-net-worth');
    const before = await json<{ netWorth: number }>(page, '/api/financial/latest');
    await expect
      .poll(() => netWorth.textContent(), { timeout: 20_000 })
      .toBe(formatMoney(before.netWorth / 100));

    const detail = page.getByTestId('scenario-detail');
    await shown(detail);
    // A reckless answer costs the most, so the figure surely moves.
    await detail
      .getByLabel('What will you do?')
      .fill('Ignore it, wait and see, and cover it up if anyone asks.');
    await detail.getByRole('button', { name: 'Submit Decision' }).click();
    await shown(page.getByTestId('decision-result'));

    const after = await expect
      .poll(async () => (await json<{ netWorth: number }>(page, '/api/financial/latest')).netWorth, {
        timeout: 10_000,
      })
      .not.toBe(before.netWorth)
      .then(() => json<{ netWorth: number }>(page, '/api/financial/latest'));
    // No reload, no navigation: the sidebar shows the figure svc-game now holds.
    await expect
      .poll(() => netWorth.textContent(), { timeout: 10_000 })
      .toBe(formatMoney(after.netWorth / 100));
    expect(await netWorth.textContent()).not.toBe(formatMoney(before.netWorth / 100));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when a quarter is advanced, then the council metrics and risk signals are the new quarter’s within 3 s', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await page.goto('/dashboard');
    await shown(page.getByTestId('sidebar-quarter').getByText('Q1 Year 1'));
    await expect
      .poll(async () => (await shownMetrics(page)).every((v) => /^\d+$/.test(v)), { timeout: 20_000 })
      .toBe(true);

    await page.getByTestId('advance-quarter').click();
    const clickedAt = Date.now();
    let matched = false;
    let last = '';
    while (Date.now() - clickedAt < 3_000 && !matched) {
      const overview = await json<Overview>(page, '/api/dashboard/overview');
      if (overview.reflects.quarter === 2) {
        const expectedMetrics = [
          overview.metrics.activeAgents,
          overview.metrics.riskSignals,
          overview.metrics.scenariosGenerated,
          overview.metrics.councilMeetings,
        ].map(String);
        const expectedSignals = overview.riskSignals.map((s) => s.message).sort();
        const metrics = await shownMetrics(page);
        const signals = (
          await page.getByTestId('risk-signal').locator('.signal__message').allTextContents()
        ).sort();
        last = JSON.stringify({
          metrics,
          expectedMetrics,
          signals: signals.length,
          expected: expectedSignals.length,
        });
        matched =
          JSON.stringify(metrics) === JSON.stringify(expectedMetrics) &&
          JSON.stringify(signals) === JSON.stringify(expectedSignals);
      }
      if (!matched) await page.waitForTimeout(100);
    }
    expect(matched, `dashboard still showed the previous quarter after 3 s: ${last}`).toBe(true);
    console.log(
      `[e2e refreshes] council metrics matched quarter 2 ${Date.now() - clickedAt} ms after the click`,
    );
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
