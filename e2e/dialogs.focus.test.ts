// Closing a dialog gives keyboard focus back to what opened it (issue 14,
// WCAG 2.4.3), in Chromium: the dashboard's Mood, Theme Switcher, All Members
// and emergency council dialogs, and on /api-keys the Add API Key dialog and
// the delete confirmation. Each is opened from its button and closed by
// Escape; the delete confirmation also by its Keep Key button.
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { animationsEnded, gone, sameOrigin, shown } from './support/player';
import { describeInBrowser, usePlayer } from './support/system';

/** Whether `target` has (or gets, within 2 s: focus returns once the closing animation is done) the focus. */
async function focusedSoon(page: Page, target: Locator): Promise<boolean> {
  const handle = await target.elementHandle();
  return page
    .waitForFunction((el) => el === document.activeElement, handle, { timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
}

/** Opens a dialog from its trigger by keyboard, closes it by Escape, and says whether focus came back. */
async function focusComesBack(page: Page, trigger: Locator, dialogName: string | RegExp): Promise<boolean> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await shown(dialog);
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
  await animationsEnded(page); // the opening animation, as a person would wait for it
  await page.keyboard.press('Escape');
  await gone(dialog);
  return focusedSoon(page, trigger);
}

describeInBrowser('dialogs give focus back, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when each dashboard dialog closes, then focus is on the button that opened it', async () => {
    const { page } = player;
    await page.goto('/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    const results = {
      mood: await focusComesBack(
        page,
        page.getByRole('button', { name: 'Quick mood-based themes' }),
        'How are you feeling today?',
      ),
      themes: await focusComesBack(
        page,
        page.getByRole('button', { name: 'Advanced theme customization' }),
        /Theme Switcher/,
      ),
      members: await focusComesBack(
        page,
        await shown(page.getByRole('button', { name: /View All/ })),
        /All AI Board Members/,
      ),
      emergency: await focusComesBack(
        page,
        page.getByRole('button', { name: 'Call Council Now' }),
        'Call Emergency Council Meeting',
      ),
    };
    expect(results).toEqual({ mood: true, themes: true, members: true, emergency: true });
  });

  it('when the API key dialogs close, then focus is on the button that opened them', async () => {
    const { page, context } = player;
    const added = await context.request.post('/api/api-keys', {
      headers: sameOrigin,
      data: { provider: 'openai', keyName: 'Focus key', encryptedKey: `sk-proj-${'Zx9_'.repeat(10)}` },
    });
    expect(added.status()).toBe(201);
    await page.goto('/api-keys');
    await shown(page.getByRole('heading', { name: 'API Key Setup' }));
    expect(await focusComesBack(page, page.getByRole('button', { name: 'Add API Key' }), 'Add API Key')).toBe(
      true,
    );
    const remove = await shown(page.getByRole('button', { name: 'Delete Focus key' }));
    expect(await focusComesBack(page, remove, 'Delete Focus key?')).toBe(true);

    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete Focus key?' });
    await confirm.getByRole('button', { name: 'Keep Key' }).click();
    await gone(confirm);
    expect(await focusedSoon(page, remove)).toBe(true);
  });
});
