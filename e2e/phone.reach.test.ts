// A player on a phone (390x844, touch) in Chromium: the game's main action is
// within the first two screens of /dashboard, every /agents tab is in sight
// without a swipe (and none is dimmed), and on /financial nothing is wider
// than its card and no title is cut (touch cannot reach a tooltip).
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGENT_TABS, sameOrigin, shown, type Player } from './support/player';
import { screenshotPath } from './support/screenshots';
import { describeInBrowser } from './support/system';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
/** Two screens of a 390x844 phone, less its top bar: where the game's main action must be. */
const TWO_SCREENS = 1_700;

/** Where an element's top is, measured from the top of the page (every scroller at its start). */
const topOnPage = (page: Page, selector: string) =>
  page.evaluate((s) => {
    window.scrollTo(0, 0);
    for (const el of document.querySelectorAll('*')) if (el.scrollTop) el.scrollTop = 0;
    return document.querySelector(s)!.getBoundingClientRect().top;
  }, selector);

/**
 * Every element in a card that shows beyond the card's edges, or is wider than
 * the card (what an overflow-hidden part of the card clips away does not show),
 * and every text cut short with an ellipsis or a line clamp.
 */
const layoutFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className?.toString() ?? '').slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const card of document.querySelectorAll('main .ui-card')) {
      const box = card.getBoundingClientRect();
      const name = card.querySelector('.ui-card__title')?.textContent ?? describe(card);
      for (const el of card.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        let [left, right] = [r.left, r.right];
        for (let up = el.parentElement; up && up !== card; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const clip = up.getBoundingClientRect();
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        }
        if (right <= left) continue; // clipped away entirely
        if (left < box.left - 1 || right > box.right + 1) {
          faults.push(
            `${name}: ${describe(el)} shows at ${Math.round(left)}–${Math.round(right)}, card ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
        } else if (r.width > box.width + 1 && getComputedStyle(el).transform === 'none') {
          faults.push(
            `${name}: ${describe(el)} is ${Math.round(r.width)} px wide, card ${Math.round(box.width)}`,
          );
        }
      }
    }
    for (const el of document.querySelectorAll('main *')) {
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        faults.push(`cut short (ellipsis): ${describe(el)}`);
      }
      if (
        style.webkitLineClamp !== 'none' &&
        style.webkitLineClamp !== '' &&
        el.scrollHeight > el.clientHeight + 1
      ) {
        faults.push(`cut short (line clamp): ${describe(el)}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    return faults;
  });

describeInBrowser('a player on a phone (390x844, touch), in a real browser', (env) => {
  /** A player two quarters in, so every card of /financial has figures to lay out. */
  async function phonePlayer(): Promise<Player> {
    const player = await env.newPlayer({
      stage: 'ready',
      device: PHONE,
    });
    for (let quarter = 0; quarter < 2; quarter += 1) {
      const res = await player.context.request.patch('/api/game/advance-quarter', { headers: sameOrigin });
      expect(res.status()).toBe(200);
    }
    return player;
  }

  it('when the dashboard opens, then Advance to Q… is within the first two screens, above the board and the departments', async () => {
    const player = await phonePlayer();
    const { page } = player;
    await page.goto('/dashboard');
    const advance = await shown(page.getByRole('button', { name: /^Advance to Q[1-4]$/ }));
    // Everything above it has its figures (no placeholder still to grow).
    await shown(page.getByTestId('metric-active-agents-value'));
    const board = await shown(page.getByRole('heading', { name: 'AI Board Members & Department Leaders' }));
    await advance.evaluate((el) => el.setAttribute('data-main-action', ''));
    await board.evaluate((el) => el.setAttribute('data-board', ''));
    const top = await topOnPage(page, '[data-main-action]');
    console.log(`[e2e] phone: 'Advance to Q…' at ${Math.round(top)} px from the top of /dashboard`);
    expect(top).toBeLessThan(TWO_SCREENS);
    expect(top).toBeLessThan(await topOnPage(page, '[data-board]'));
    await page.screenshot({
      path: screenshotPath('phone-dashboard-main-action'),
      fullPage: true,
      clip: { x: 0, y: 0, width: 390, height: TWO_SCREENS },
    });
    // A tap plays the quarter.
    await advance.tap();
    await shown(page.getByText('Quarter Advanced'));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when /agents opens, then all six tabs are in sight without a swipe, none dimmed, and a tap opens any of them', async () => {
    const player = await phonePlayer();
    const { page } = player;
    await page.goto('/agents');
    const bar = await shown(page.getByRole('tablist', { name: 'AI Agent Council' }));
    const viewport = page.viewportSize()!;
    for (const name of AGENT_TABS) {
      const box = (await page.getByRole('tab', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
    }
    // Nothing beyond the bar's edges to swipe to, and no fade over any tab.
    const strip = await bar.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      mask: getComputedStyle(el).maskImage,
      webkitMask: getComputedStyle(el).webkitMaskImage,
    }));
    expect(strip).toEqual({ scrolls: false, mask: 'none', webkitMask: 'none' });
    await page.screenshot({ path: screenshotPath('phone-agents-tabs') });

    await page.getByRole('tab', { name: 'Scenarios' }).tap();
    const selected = await shown(page.getByRole('tab', { name: 'Scenarios', selected: true }));
    expect(await selected.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await shown(page.getByText('European Market Expansion'));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when /financial opens, then no element is wider than its card, the legends fit, and every title reads in full', async () => {
    const player = await phonePlayer();
    const { page } = player;
    await page.goto('/financial');
    await shown(page.getByTestId('quarter-breakdown-table'));
    await shown(page.getByTestId('financial-event'));
    await shown(page.getByTestId('financial-history-chart').locator('svg'));
    // Every card has its figures: no placeholder still to be replaced.
    await page.waitForFunction(() => !document.querySelector('main .ui-skeleton'), undefined, {
      timeout: 20_000,
    });
    expect(await layoutFaults(page)).toEqual([]);
    // Titles that a wide screen cuts to one line (with a tooltip) wrap in full here.
    const titles = page.getByTestId('financial-event').locator('.fin-list__title');
    for (const title of await titles.all()) {
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    for (const [i, y] of [0, 1, 2, 3].map((n) => [n, n * 1800] as const)) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (y >= height) break;
      await page.screenshot({
        path: screenshotPath(`phone-financial-${i}`),
        fullPage: true,
        clip: { x: 0, y, width: 390, height: Math.min(1800, height - y) },
      });
    }
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
