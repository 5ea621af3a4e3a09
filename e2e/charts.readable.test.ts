// The charts (recharts) in Chromium at a laptop's and a phone's width (issue 14):
// every axis label is drawn at 12 CSS px or more (the hand-drawn SVGs scaled
// theirs with a viewBox, to ~9 px and ~5 px), and a keyboard player reaches
// each chart by Tab and reads its points by the arrow keys in a tooltip.
// Screenshots (default theme and midnight-dark) go to E2E_SCREENSHOTS_DIR.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { centsToDollars, formatMoney, quarterLabel } from '@ai-council/rules';
import { sameOrigin, shown, type Player } from './support/player';
import { screenshotPath } from './support/screenshots';
import { describeInBrowser } from './support/system';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const QUARTERS_PLAYED = 4;
const lastQuarter = quarterLabel(QUARTERS_PLAYED);

interface Label {
  text: string;
  /** The font size as drawn on screen: computed size times the SVG's scale. */
  px: number;
}

/** Every visible axis tick label (and figure on a bar) inside `container`, with its drawn size. */
function drawnLabels(container: Locator): Promise<Label[]> {
  return container.evaluate((root) =>
    [
      ...root.querySelectorAll<SVGTextElement>(
        '.recharts-xAxis-tick-labels text, .recharts-yAxis-tick-labels text, .fin-waterfall__value, .anl-chart__value',
      ),
    ]
      .filter((text) => text.getBoundingClientRect().width > 0)
      .map((text) => {
        const ctm = text.getScreenCTM()!;
        return {
          text: text.textContent ?? '',
          px: parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b),
        };
      }),
  );
}

/** Presses Tab until `target` has the focus (as a keyboard player reaches it). */
async function tabTo(page: Page, target: Locator) {
  await page.locator('body').focus();
  for (let presses = 0; presses < 100; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses + 1;
  }
  throw new Error('Tab never reached the chart');
}

const focusRing = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

async function expectReadable(container: Locator, { atLeast }: { atLeast: number }) {
  const labels = await drawnLabels(container);
  expect(labels.length).toBeGreaterThanOrEqual(atLeast);
  expect(labels.filter((label) => label.px < 12)).toEqual([]);
}

describeInBrowser('charts, in a real browser', (env) => {
  let player: Player;
  let history: Array<{ quarter: number; netWorth: number; cashFlow: number }>;

  beforeAll(async () => {
    player = await env.newPlayer({ stage: 'ready' });
    for (let i = 0; i < QUARTERS_PLAYED; i++) {
      const response = await player.page.request.patch('/api/game/advance-quarter', { headers: sameOrigin });
      if (!response.ok()) throw new Error(`advance-quarter answered ${response.status()}`);
      // An unsteered company may fail before it: its history still has quarters to chart.
      if (((await response.json()) as { gameEnded: boolean }).gameEnded) break;
    }
    history = (await (await player.page.request.get('/api/game/history')).json()) as typeof history;
  });
  afterAll(async () => {
    await player?.close();
  });

  it('a cold /dashboard loads no chart code: recharts comes only with the pages that chart', async () => {
    const cold = await env.newPlayer({ stage: 'ready' });
    const scripts: Array<Promise<{ url: string; body: string }>> = [];
    cold.page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    /** The scripts loaded so far, once no new one has arrived for a second (the dashboard polls, so never "network idle"). */
    const settled = async () => {
      for (let seen = -1; seen !== scripts.length;) {
        seen = scripts.length;
        await cold.page.waitForTimeout(1_000);
      }
      return Promise.all(scripts);
    };
    // recharts names its root SVG class in its code.
    const charting = (loaded: Array<{ url: string; body: string }>) =>
      loaded.filter((script) => script.body.includes('recharts-surface')).map((script) => script.url);

    await cold.page.goto('/dashboard');
    await shown(cold.page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    const dashboard = await settled();
    expect(dashboard.length).toBeGreaterThan(0);
    expect(charting(dashboard)).toEqual([]);

    // The same check finds it once the player opens a page that charts.
    await cold.page.getByRole('link', { name: 'Financial Dashboard', exact: true }).click();
    await shown(
      cold.page
        .getByRole('application', { name: 'Net worth and cash flow per quarter' })
        .or(cold.page.getByText('No quarters played yet').first()),
    );
    expect(charting(await settled())).toHaveLength(1);
    await cold.close();
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`at ${size}, /financial's charts label their axes at 12 px or more and read a quarter by the keyboard`, async () => {
      const { page } = player;
      await page.setViewportSize(viewport);
      expect(history).toHaveLength(QUARTERS_PLAYED);

      for (const theme of ['default', 'midnight-dark'] as const) {
        await page.goto('/financial');
        await page.evaluate(
          (id) =>
            id === 'default'
              ? localStorage.removeItem('ai-council-theme')
              : localStorage.setItem('ai-council-theme', id),
          theme,
        );
        await page.reload();

        const historyCard = page.getByTestId('financial-history-chart');
        const historyChart = await shown(
          historyCard.getByRole('application', { name: 'Net worth and cash flow per quarter' }),
        );
        await expect.poll(() => historyCard.locator('.fin-chart__point').count()).toBe(QUARTERS_PLAYED);
        expect(await historyCard.locator('.fin-chart__bar').count()).toBe(QUARTERS_PLAYED);
        // Money ticks on both panels and a quarter under each bar (some may give way on a phone).
        await expectReadable(historyCard, { atLeast: 6 });

        const breakdown = page.getByTestId('quarter-breakdown-chart');
        const waterfall = await shown(
          breakdown.getByRole('application', { name: new RegExp(`change in ${lastQuarter}, by source`) }),
        );
        // Seven part names under the bars, none dropped, and the money ticks.
        await expectReadable(breakdown, { atLeast: 9 });
        expect(await breakdown.locator('.recharts-xAxis-tick-labels text').allTextContents()).toEqual([
          'Market',
          'Operations',
          'Decisions',
          'Scenarios',
          'Simulations',
          'One-offs',
          'Change',
        ]);

        await tabTo(page, historyChart);
        expect(await focusRing(historyChart)).toEqual({ style: 'solid', width: 2 });
        await page.keyboard.press('ArrowRight');
        const second = history[1]!;
        const tooltip = historyCard.getByTestId('chart-tooltip');
        await expect.poll(() => tooltip.textContent()).toContain('Q2 Year 1');
        expect(await tooltip.isVisible()).toBe(true);
        expect(await tooltip.textContent()).toContain(
          `Net worth${formatMoney(centsToDollars(second.netWorth))}`,
        );
        await historyCard.screenshot({ path: screenshotPath(`chart-history-${size}-${theme}`) });

        await tabTo(page, waterfall);
        await page.keyboard.press('ArrowRight');
        const step = breakdown.getByTestId('chart-tooltip');
        await expect.poll(() => step.textContent()).toMatch(/^Operations/);
        expect(await step.isVisible()).toBe(true);
        await page
          .getByTestId('quarter-breakdown')
          .screenshot({ path: screenshotPath(`chart-breakdown-${size}-${theme}`) });
      }
      await page.evaluate(() => localStorage.removeItem('ai-council-theme'));
      expect(player.pageErrors).toEqual([]);
    });

    it(`at ${size}, /analytics' daily chart labels its days at 12 px or more and reads a day by the keyboard`, async () => {
      const { page } = player;
      await page.setViewportSize(viewport);
      await page.goto('/analytics');
      const card = page.getByTestId('daily-active-users-chart');
      const chart = await shown(card.getByRole('application', { name: /Daily active users and page views/ }));
      // The days under the bars (some give way on a phone) and the figures on the bars.
      expect(await card.locator('.recharts-xAxis-tick-labels text').count()).toBeGreaterThanOrEqual(3);
      await expectReadable(card, { atLeast: 10 });

      await tabTo(page, chart);
      expect(await focusRing(chart)).toEqual({ style: 'solid', width: 2 });
      await page.keyboard.press('ArrowRight');
      const tooltip = card.getByTestId('chart-tooltip');
      await expect
        .poll(() => tooltip.textContent())
        .toMatch(/^[A-Z][a-z]{2} \d{1,2}Active users[\d,]+Page views[\d,]+$/);
      expect(await tooltip.isVisible()).toBe(true);
      await page
        .locator('.ui-card', { has: card })
        .screenshot({ path: screenshotPath(`chart-daily-${size}`) });
      expect(player.pageErrors).toEqual([]);
    });
  }
});
