// SPEC §2 login start, both rows at once: 'Start Your Journey' is a full-page navigation to /api/login, and
// /api/login redirects to the loginUrl the auth status gives (the gateway's login page under `npm start`;
// gateway/test/auth.login-start.test.ts covers an external one).
import { expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { getJson, shown } from './support/player';
import { describeInBrowser } from './support/system';

describeInBrowser('Start Your Journey, through /api/login to the loginUrl', (env) => {
  it('when a visitor presses Start Your Journey, then the page goes to /api/login, which redirects to the auth status loginUrl', async () => {
    const player = await env.newPlayer({ stage: 'signed-out' });
    const { page } = player;
    try {
      const status = await getJson<{ loginUrl: string }>(page.request, '/api/auth/status');
      expect(status.loginUrl).toBe('/api/auth/login-page');

      const documents: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document') documents.push(response);
      });
      await page.goto('/');
      const firstHop = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
      await page.getByRole('button', { name: 'Start Your Journey' }).click();

      // Hop one: a full-page navigation (a document request, not a fetch) to /api/login, answered with a redirect.
      const login = await firstHop;
      expect(login.request().resourceType()).toBe('document');
      expect(login.request().isNavigationRequest()).toBe(true);
      expect(login.status()).toBe(302);
      expect(login.headers()['location']).toBe(status.loginUrl);

      // Hop two: the browser follows it to the loginUrl, and the sign-in page shows.
      await page.waitForURL((url) => url.pathname === status.loginUrl);
      await shown(page.getByRole('button', { name: 'Continue as Guest' }));
      const paths = documents.map((r) => new URL(r.url()).pathname);
      expect(paths.slice(-2)).toEqual(['/api/login', status.loginUrl]);
      expect(player.pageErrors).toEqual([]);
    } finally {
      await player.close();
    }
  });
});
