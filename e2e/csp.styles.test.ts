// The web app under a Content-Security-Policy that allows no inline style but its own nonce: the pages a
// player visits and a dialog opened over them raise no CSP violation, and the dialog still locks the page's
// scroll (the style Radix injects for it carries the page's nonce).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shown } from './support/player';
import { describeInBrowser } from './support/system';

/** Every CSP violation the page reports from now on, as "directive: blocked". */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample ?? ''}`.trim()),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describeInBrowser('styles under a strict Content-Security-Policy', (env) => {
  it('when a player goes through the pages and opens a dialog, then no style is blocked and the dialog locks the scroll', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    try {
      const violations = await watchViolations(page);
      const policies: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document')
          policies.push(response.headers()['content-security-policy'] ?? '');
      });
      for (const route of ['/dashboard', '/financial', '/agents', '/scenarios', '/achievements']) {
        await page.goto(route);
        await shown(page.locator('main h1, main h2').first());
      }
      // The policy is strict: no 'unsafe-inline' and no https: wildcard for styles, a fresh nonce per page.
      const styleSources = policies.map((policy) => /style-src ([^;]*)/.exec(policy)?.[1] ?? '');
      for (const sources of styleSources) {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toMatch(/(^| )https:( |$)/);
        expect(sources).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      }
      expect(new Set(styleSources).size).toBe(styleSources.length);

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Quick mood-based themes' }).click();
      await shown(page.getByRole('dialog', { name: 'How are you feeling today?' }));
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      // Styles only: zod probes once whether it may compile with `new Function` (script-src, caught by zod itself).
      expect((await violations()).filter((v) => v.startsWith('style-src'))).toEqual([]);
      expect(player.pageErrors).toEqual([]);
    } finally {
      await player.close();
    }
  });
});
