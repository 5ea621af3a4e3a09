import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchChromium, startSystem, type RunningSystem } from './support/system';

if (!hasChromium) {
  console.warn('[e2e] browser journeys skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)');
}

describe.skipIf(!hasChromium)('the first journey, in a real browser', () => {
  let system: RunningSystem;
  let chromium: { browser: Browser; close(): Promise<void> };

  beforeAll(async () => {
    system = await startSystem();
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await system?.stop();
  });

  it('when a newcomer continues as guest and picks demo mode, then the dashboard shows Q1 Year 1 and the starting net worth', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${system.baseUrl}/`);
    await page.getByRole('button', { name: 'Start Your Journey' }).click();

    await page.waitForURL('**/api/auth/login-page');
    await page.getByLabel('First name (optional)').fill('Ada');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();

    await page.waitForURL(`${system.baseUrl}/`);
    await expect.poll(() => page.getByText(/Ada/).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByTestId('mode-demo').click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    const quarter = page.getByTestId('sidebar-quarter');
    await expect.poll(() => quarter.textContent(), { timeout: 20_000 }).toBe('Q1 Year 1');
    await expect
      .poll(() => page.getByTestId('sidebar-net-worth').textContent(), { timeout: 20_000 })
      .toBe('$1.0M');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/dashboard.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when an unknown path is opened after onboarding, then the 404 page says Page Not Found', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.request.post(`${system.baseUrl}/api/auth/guest`, { data: {} });
    await page.request.patch(`${system.baseUrl}/api/auth/user`, {
      data: { gameMode: 'demo', onboardingCompleted: true },
    });
    await page.goto(`${system.baseUrl}/no-such-page`);
    await expect.poll(() => page.getByText('Page Not Found').isVisible(), { timeout: 20_000 }).toBe(true);
    await context.close();
  });
});
