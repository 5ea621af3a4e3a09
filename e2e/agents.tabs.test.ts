// The AI Agent Council (/agents) against the whole system in Chromium: a real
// recommendation with the council's votes, and the European Market Expansion
// pilot run from option choice (its expected return stated) to results (the
// outcome revealed only then, the return shown being what net worth gained).
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents } from '@ai-council/rules';
import { shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser, usePlayer } from './support/system';

const netWorth = (page: Page) => page.getByTestId('sidebar-net-worth').textContent();

async function openCouncil(page: Page) {
  await page.goto('/agents');
  await shown(page.getByRole('heading', { name: 'AI Agent Council' }));
  await shown(page.getByRole('tab', { name: 'Personalities', selected: true }));
}

describeInBrowser('the AI Agent Council tabs, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when the player asks the CFO a question, then his recommendation and every board member’s vote show', async () => {
    const { page } = player;
    await openCouncil(page);
    await shown(page.getByTestId('profile-cfo').getByText('Data-driven'));
    await snap(page, 'agents-personalities');

    await page.getByRole('tab', { name: 'Get Recommendations' }).click();
    await page.getByLabel('Board member').click();
    await page.getByRole('option', { name: /Marcus Webb/ }).click();
    await page.getByLabel('Your question').fill('Should we cut marketing spend to extend our runway?');
    await page.getByRole('button', { name: 'Get Recommendation' }).click();

    const result = await shown(page.getByTestId('recommendation-result'));
    expect(await result.getByRole('heading', { name: 'Recommendation from Marcus Webb' }).count()).toBe(1);
    expect((await page.getByTestId('recommendation-text').textContent())?.length).toBeGreaterThan(40);
    expect(await page.getByTestId('votes').getByRole('listitem').count()).toBe(11);
    expect(await page.getByTestId('consensus').textContent()).toMatch(/\d+% consensus/);
    await snap(page, 'agents-recommendations');

    // The other tabs play the same council session back.
    await page.getByRole('tab', { name: 'Live Council' }).click();
    await shown(
      page.getByTestId('live-topic').getByText('Should we cut marketing spend to extend our runway?'),
    );
    await snap(page, 'agents-live-council');
    await page.getByRole('tab', { name: 'Deep Communication' }).click();
    await shown(page.getByRole('list', { name: 'Council messages' }).getByText('Marcus Webb'));
    await snap(page, 'agents-deep-communication');
    expect(player.pageErrors).toEqual([]);
  });

  it('when the player runs the European pilot to its results, then its card states the expected return, paying tells nothing of the outcome, and the return shown is what net worth gained', async () => {
    const { page } = player;
    await openCouncil(page);
    await shown(page.getByTestId('sidebar-net-worth').getByText('$1.0M'));

    await page.getByRole('tab', { name: 'Scenarios' }).click();
    await page.getByRole('button', { name: 'Select European Market Expansion' }).click();
    await shown(page.getByRole('heading', { name: 'Council analysis' }));
    // Before paying: the expected return from svc-game, 1.4125 × $800,000 on a first run.
    await shown(page.getByTestId('option-return-eu-pilot-market').getByText('Expected return $1.1M'));
    expect(await page.getByTestId('option-diminished-eu-pilot-market').count()).toBe(0);
    await shown(page.getByTestId('analysis-recommendation'), 30_000);
    await snap(page, 'agents-scenario-analysis');

    const paying = page.waitForResponse((r) => r.url().endsWith('/api/financial/apply-cost'));
    await page.getByRole('button', { name: 'Choose Pilot in one market ($800,000)' }).click();
    const paid = (await (await paying).json()) as Record<string, unknown>;
    expect(Object.keys(paid).sort()).toEqual(['cashAfter', 'netWorth', 'simulationId']);
    await shown(page.getByText('Financial Impact Applied'));
    await shown(page.getByText('Running'));
    // $1,000,000 less the $800,000 pilot.
    await expect.poll(() => netWorth(page), { timeout: 20_000 }).toBe('$200K');
    await snap(page, 'agents-simulation-running');

    const completing = page.waitForResponse((r) => r.url().endsWith('/api/simulations/complete'));
    await page.getByRole('button', { name: 'Skip to results' }).click();
    const settled = (await (await completing).json()) as {
      returnValue: number;
      netWorthChange: number;
      netWorth: number;
    };
    const outcome = await shown(page.getByTestId('simulation-outcome'));
    expect(['Success', 'Partial Success', 'Failure']).toContain(await outcome.textContent());
    await shown(page.getByText('Simulation Complete'));
    // The return shown is the one booked: net worth gained exactly it.
    expect(settled.netWorthChange).toBe(settled.returnValue);
    expect(Number(paid.netWorth) + settled.returnValue).toBe(settled.netWorth);
    const latest = (await (await page.request.get('/api/financial/latest')).json()) as { netWorth: number };
    expect(latest.netWorth).toBe(settled.netWorth);
    expect(await page.getByTestId('simulation-return-value').textContent()).toBe(
      formatCents(settled.returnValue),
    );
    await expect.poll(() => netWorth(page), { timeout: 20_000 }).toBe(formatCents(settled.netWorth));
    await snap(page, 'agents-simulation-results');

    // Two seconds later the council debriefs it.
    await shown(page.getByRole('tab', { name: 'Deep Communication', selected: true }), 10_000);
    await shown(
      page.getByTestId('deep-topic').getByText(/European Market Expansion \(Pilot in one market\)/),
    );
    expect(player.pageErrors).toEqual([]);
  });
});
