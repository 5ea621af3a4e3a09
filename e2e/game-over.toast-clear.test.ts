// Issue 44: the 'Game Ended' toast, raised on the dashboard, stays its 5 s (SPEC §9) and so is
// still up when the player lands on /game-over 2 s later (SPEC §4); the result's title must not be under it.
import { expect, it } from 'vitest';
import { shown } from './support/player';
import { describeInBrowser } from './support/system';

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describeInBrowser('the game-over title under the Game Ended toast, in a real browser', (env) => {
  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ])('when the last quarter is played on %s, then the title shows beside the toast', async (_, size) => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await page.setViewportSize(size);
    // Every quarter from the dashboard's button, as a player ends a game (it may end early, by bankruptcy).
    await page.goto('/dashboard');
    const toasts = page.getByRole('status').filter({ hasText: /Game Ended|Quarter Advanced/ });
    let said = '';
    while (!said.includes('Game Ended')) {
      const advance = await shown(page.getByRole('button', { name: /^Advance to Q/ }));
      await expect.poll(() => advance.isEnabled(), { timeout: 20_000 }).toBe(true);
      await advance.click();
      const before = said;
      await expect
        .poll(
          async () =>
            (said =
              (await toasts
                .first()
                .textContent()
                .catch(() => '')) ?? ''),
          {
            timeout: 20_000,
          },
        )
        .not.toBe(before);
    }
    await page.waitForURL('**/game-over', { timeout: 20_000 });
    const title = await shown(page.getByRole('heading', { level: 1 }));
    // The toast itself (Radix's announcer, a hidden copy for screen readers, has the role of status).
    const toast = await shown(page.locator('.ui-toast').filter({ hasText: 'Game Ended' }));
    const titleBox = (await title.boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(
      overlaps(titleBox, toastBox),
      `title ${JSON.stringify(titleBox)} toast ${JSON.stringify(toastBox)}`,
    ).toBe(false);
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
