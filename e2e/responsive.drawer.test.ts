// The phone layout (issue 14) in Chromium at 390x844: the sidebar is a drawer
// behind the top bar's menu button, the finances stay in the top bar, the
// drawer takes focus, navigates and closes, and Escape gives focus back.
// At 1440 px the sidebar is as before and the top bar is not there.
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { expect, it } from 'vitest';
import { animationsEnded, shown } from './support/player';
import { screenshotPath } from './support/screenshots';
import { describeInBrowser, usePlayer } from './support/system';

describeInBrowser('the phone layout, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when the screen is 390 px wide, then the drawer opens from the menu button, navigates, and gives focus back', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const menu = await shown(page.getByRole('button', { name: 'Menu' }));
    // The finances stay in sight; the sidebar's links do not take the screen.
    await shown(page.getByTestId('topbar-net-worth'));
    await shown(page.getByTestId('topbar-quarter'));
    expect(await page.getByRole('link', { name: 'Business Scenarios' }).isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await shown(page.getByRole('heading', { level: 1 }));
    await page.screenshot({ path: screenshotPath('phone-dashboard') });

    await menu.click();
    const drawer = page.getByTestId('sidebar');
    await shown(drawer.getByRole('link', { name: 'Business Scenarios' }));
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    // The drawer takes focus once it has opened (an effect after the render that shows its links).
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await animationsEnded(page); // the slide-in, for the picture
    await page.screenshot({ path: screenshotPath('phone-drawer') });

    await drawer.getByRole('link', { name: 'Business Scenarios' }).click();
    await page.waitForURL('**/scenarios');
    await shown(page.getByRole('heading', { name: 'Business Scenarios', level: 1 }));
    await drawer.getByRole('link', { name: 'Business Scenarios' }).waitFor({ state: 'hidden' });

    // Escape closes it and the menu button has focus again.
    await menu.click();
    await shown(drawer.getByRole('link', { name: 'Financial Dashboard' }));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Menu');
    await drawer.getByRole('link', { name: 'Financial Dashboard' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('when the AI Agent Council’s six tabs do not fit one row of 390 px, then they wrap in sight and the keyboard reaches the last one', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/agents');
    const bar = await shown(page.getByRole('tablist', { name: 'AI Agent Council' }));
    // Wrapped, not a strip to scroll: nothing beyond its edges.
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByRole('tab', { name: 'Personalities' }).focus();
    // Arrow keys move along the tabs (a key at a time, as a person presses them).
    for (let i = 0; i < 10; i += 1) {
      const selected = await page.locator('[role="tab"][aria-selected="true"]').textContent();
      if (selected === 'Scenarios') break;
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (before) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent !== before,
        selected,
      );
    }
    const last = page.getByRole('tab', { name: 'Scenarios', selected: true });
    await shown(last);
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('phone-agents-tabs-keyboard') });
  });

  it('when the screen is 1440 px wide, then the sidebar shows its links and there is no menu button', async () => {
    const { page } = player;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await shown(page.getByTestId('sidebar').getByRole('link', { name: 'Business Scenarios' }));
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });
});
