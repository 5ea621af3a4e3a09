import { expect, it } from 'vitest';
import { describeInBrowser } from './support/system';
import { sameOrigin } from './support/player';

describeInBrowser('the first journey, in a real browser', (env) => {
  it('when a newcomer continues as guest and picks demo mode, then the dashboard shows Q1 Year 1 and the starting net worth', async () => {
    const context = await env.chromium.browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${env.system.baseUrl}/`);
    await page.getByRole('button', { name: 'Start Your Journey' }).click();

    await page.waitForURL('**/api/auth/login-page');
    await page.getByLabel('First name (optional)').fill('Ada');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();

    await page.waitForURL(`${env.system.baseUrl}/`);
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
    // The tab names the page, and the app has its icon.
    expect(await page.title()).toBe('Dashboard · AI Council');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const iconAnswer = await fetch(new URL(icon!, env.system.baseUrl));
    expect(iconAnswer.status).toBe(200);
    expect(iconAnswer.headers.get('content-type')).toContain('image/svg+xml');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the API is called without a session or with a malformed body, then it answers 401 and 400 with messages', async () => {
    const anonymous = await fetch(`${env.system.baseUrl}/api/game/state`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Sign in to continue.' });

    const guest = await fetch(`${env.system.baseUrl}/api/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin },
      body: '{}',
    });
    const cookie = guest.headers.get('set-cookie')!.split(';')[0]!;
    const malformed = await fetch(`${env.system.baseUrl}/api/financial/apply-cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...sameOrigin },
      body: '{"cost": 800000,',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
    // The system is still up, and neither the refused write nor a read started a game.
    const state = await fetch(`${env.system.baseUrl}/api/game/state`, { headers: { cookie } });
    expect(state.status).toBe(409);
    expect(await state.json()).toMatchObject({ code: 'no-company-yet' });
    const start = await fetch(`${env.system.baseUrl}/api/game/start`, {
      method: 'POST',
      headers: { cookie, ...sameOrigin },
    });
    expect(start.status).toBe(201);
    expect((await start.json()).currentQuarter).toBe(1);
  });

  it('when an unknown path is opened after onboarding, then the 404 page says Page Not Found', async () => {
    const context = await env.chromium.browser.newContext();
    const page = await context.newPage();
    await page.request.post(`${env.system.baseUrl}/api/auth/guest`, { data: {}, headers: sameOrigin });
    await page.request.patch(`${env.system.baseUrl}/api/auth/user`, {
      data: { gameMode: 'demo', onboardingCompleted: true },
      headers: sameOrigin,
    });
    await page.goto(`${env.system.baseUrl}/no-such-page`);
    await expect.poll(() => page.getByText('Page Not Found').isVisible(), { timeout: 20_000 }).toBe(true);
    await context.close();
  });
});
