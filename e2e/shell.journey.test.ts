// The player's way in, against the whole system in Chromium: landing → login →
// onboarding (demo, and llm through API key setup) → dashboard, then themes and
// moods surviving a reload. Screenshots go to E2E_SCREENSHOTS_DIR (default: a
// folder in the system temp dir) for a person to look at.
import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { themeById, type ThemeId } from '@ai-council/ui/themes';
import { gone, shown, type Player } from './support/player';
import { snap, snapViewport } from './support/screenshots';
import { describeInBrowser } from './support/system';

const primaryOf = (id: ThemeId) => themeById(id)!.palette.primary;
const pagePrimary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Landing → 'Start Your Journey' → the gateway's login page → guest → back in the app. */
async function signInFromLanding(page: Page, firstName: string) {
  await page.goto('/');
  // SPEC §2: the login redirect goes to the auth status's loginUrl (the gateway's login page here).
  const viaLoginUrl = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/auth/login-page',
  );
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await viaLoginUrl;
  await page.waitForURL('**/api/auth/login-page');
  await page.getByLabel('First name (optional)').fill(firstName);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await shown(page.getByRole('heading', { name: `Welcome, ${firstName}!` }));
}

describeInBrowser('the player journey through the shell, in a real browser', (env) => {
  let llmPlayer: Player;

  afterAll(async () => {
    await llmPlayer?.close();
  });

  it('when a newcomer signs in and picks demo mode, then Demo Mode Activated shows and the dashboard follows', async () => {
    const player = await env.newPlayer({ stage: 'signed-out' });
    const { page } = player;
    await signInFromLanding(page, 'Lin');
    await page.getByTestId('mode-demo').click();
    await shown(page.getByTestId('ceo-preview').getByText(/\S/));
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Demo Mode Activated'));
    await page.waitForURL('**/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    await expect
      .poll(() => page.getByTestId('sidebar-quarter').textContent(), { timeout: 20_000 })
      .toBe('Q1 Year 1');
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when a newcomer picks llm mode, then API key setup lets them add (after a refused key) and delete a key and complete setup', async () => {
    llmPlayer = await env.newPlayer({ stage: 'signed-out' });
    const { page } = llmPlayer;
    await signInFromLanding(page, 'Max');
    await page.getByTestId('mode-llm').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('LLM Mode Selected'));
    await page.waitForURL('**/api-keys');
    await shown(page.getByRole('heading', { name: 'API Key Setup' }));
    // The toast never covers the screen's primary action.
    const toastBox = (await page.locator('.ui-toast').first().boundingBox())!;
    const completeBox = (await page.getByRole('button', { name: 'Complete Setup' }).boundingBox())!;
    expect(overlaps(toastBox, completeBox)).toBe(false);
    await shown(page.getByText('No API keys yet'));
    expect(await page.getByTestId('encryption-note').textContent()).toContain('AES-256-GCM');
    expect(await page.getByText(/per 1K tokens/).count()).toBe(3);

    await page.getByRole('button', { name: 'Add API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add API Key' });
    await shown(dialog);
    await dialog.getByLabel('Provider').click();
    await page.getByRole('option', { name: /Anthropic/ }).click();
    await dialog.getByLabel('Key name').fill('Work key');
    await dialog.getByLabel('API key').fill('sk-ant-api03-too-short');
    await dialog.getByRole('button', { name: 'Save Key' }).click();
    await shown(dialog.getByRole('alert'));
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Invalid API Key Format: The API key format is not valid for Anthropic.',
    );
    expect(await dialog.getByLabel('API key').inputValue()).toBe('');
    await snapViewport(page, 'add-api-key-refused');

    // The second attempt by keyboard only: type the key and press Enter.
    await dialog.getByLabel('API key').focus();
    await page.keyboard.type(`sk-ant-api03-${'Ab9_-'.repeat(19)}`);
    await page.keyboard.press('Enter');
    await shown(page.getByText('API Key Added'));
    await shown(page.getByText('Your Anthropic key was encrypted and stored securely.'));
    await gone(dialog);
    const row = page.getByTestId('api-key-row');
    await shown(row.getByText('Work key'));
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Anthropic');
    await snap(page, 'api-keys-page');

    await page.getByRole('button', { name: 'Delete Work key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Work key?' });
    await shown(confirm);
    await snap(page, 'api-key-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete Key' }).click();
    await shown(page.getByText('API Key Deleted'));
    await shown(page.getByText('No API keys yet'));

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await shown(page.getByText('Setup Complete'));
    await page.waitForURL('**/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    await shown(page.getByTestId('sidebar'));
    expect(llmPlayer.pageErrors).toEqual([]);
  });

  it('when a mood and then a theme are chosen, then each applies and is still there after a reload', async () => {
    const { page } = llmPlayer;
    await page.goto('/dashboard');
    const moodButton = page.getByRole('button', { name: 'Quick mood-based themes' });
    await moodButton.hover();
    await shown(page.getByRole('tooltip', { name: 'Quick mood-based themes' }));

    await moodButton.click();
    const moods = page.getByRole('dialog', { name: 'How are you feeling today?' });
    await shown(moods.getByText("Choose a mood and we'll set the perfect theme for your workflow"));
    expect(await moods.locator('[data-testid^="mood-option-"]').count()).toBe(7);
    await snapViewport(page, 'mood-modal');
    await moods.getByTestId('mood-option-calm').click();
    await shown(moods.getByText('Selected'));
    await gone(moods, 5_000);
    expect(await pagePrimary(page)).toBe(primaryOf('calm-green'));

    await page.reload({ waitUntil: 'domcontentloaded' });
    // Painted by the boot script in <head>, before the app has loaded.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'))).toBe(
      primaryOf('calm-green'),
    );
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    expect(await pagePrimary(page)).toBe(primaryOf('calm-green'));
    await snapViewport(page, 'theme-calm-green');

    await page.getByRole('button', { name: 'Advanced theme customization' }).click();
    const switcher = page.getByRole('dialog', { name: /Theme Switcher/ });
    await shown(switcher.getByText('Choose a theme that matches your mood'));
    expect(await switcher.getByTestId('theme-current-mood').textContent()).toBe('Current: Relaxed');
    expect(await switcher.locator('[data-testid^="theme-option-"]').count()).toBe(8);
    await snapViewport(page, 'theme-switcher-modal');
    await switcher.getByTestId('theme-option-midnight-dark').click();
    await shown(switcher.getByText('Applying theme...'));
    await gone(switcher, 5_000);

    await page.reload();
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    expect(await pagePrimary(page)).toBe(primaryOf('midnight-dark'));
    expect(await page.evaluate(() => localStorage.getItem('ai-council-theme'))).toBe('midnight-dark');
    await snapViewport(page, 'theme-midnight-dark');

    // A third theme, chosen by keyboard from the switcher, shown on the settings page.
    await page.getByRole('button', { name: 'Advanced theme customization' }).focus();
    await page.keyboard.press('Enter');
    await shown(switcher.getByText('Current: Sophisticated'));
    await switcher.getByTestId('theme-option-sunset-pink').focus();
    await page.keyboard.press('Enter');
    await gone(switcher, 5_000);
    await page.getByRole('link', { name: 'Settings' }).click();
    await shown(page.getByRole('heading', { name: 'API Key Setup' }));
    expect(await pagePrimary(page)).toBe(primaryOf('sunset-pink'));
    await snap(page, 'theme-sunset-pink-api-keys');
    expect(llmPlayer.pageErrors).toEqual([]);
  });
});
