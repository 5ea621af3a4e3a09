// Board members' names are never cut (issue 14: 'Alexandra C…' at 1440 px): at
// the common laptop and desktop widths every name on the dashboard's board
// panel and on /communications' board list shows in full (no element narrower
// than its text, no ellipsis).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shown } from './support/player';
import { screenshotPath } from './support/screenshots';
import { describeInBrowser, usePlayer } from './support/system';

const nameSelectors = '.agent-card__name, .comms-member__name';

/** The names on the page whose text does not fit their box, with the box and text widths. */
const cutNames = (page: Page) =>
  page.evaluate((selectors) => {
    return [...document.querySelectorAll<HTMLElement>(selectors)]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis')
      .map((el) => `${el.textContent} (${el.clientWidth}/${el.scrollWidth} px)`);
  }, nameSelectors);

describeInBrowser('board members’ names at common widths, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when the window is 1280, 1440 or 1920 px wide, then no name on the dashboard or /communications is cut', async () => {
    const { page } = player;
    const cut: Record<string, string[]> = {};
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ['/dashboard', '/communications']) {
        await page.goto(route);
        await shown(page.locator(nameSelectors));
        expect(await page.locator(nameSelectors).count()).toBeGreaterThan(3);
        cut[`${width} ${route}`] = await cutNames(page);
        if (width === 1440 && route === '/dashboard') {
          await page.locator('.agent-card__name').first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: screenshotPath('names-1440-dashboard') });
        }
      }
    }
    console.log(`[e2e names] checked ${Object.keys(cut).length} pages; cut: ${JSON.stringify(cut)}`);
    expect(Object.values(cut).flat()).toEqual([]);
  });
});
