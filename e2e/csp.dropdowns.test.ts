// Under the production Content-Security-Policy (no inline style but the page's nonce, no eval), a player opens
// every select, popover, tooltip and dialog on every route: the page logs no console error and the browser
// reports no CSP violation. The open select's list once rendered its <style> without the nonce, so every
// dropdown logged one.
import { expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { AGENT_TABS, gone, sameOrigin, shown, type Player } from './support/player';
import { describeInBrowser } from './support/system';

/** What the page says went wrong from now on: CSP violations the browser reports, and console errors. */
async function watchComplaints(player: Player): Promise<() => Promise<string[]>> {
  const { page } = player;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console on ${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`CSP on ${location.pathname}: ${event.effectiveDirective} ${event.blockedURI || 'inline'}`),
    );
  });
  const violations: string[] = [];
  // The in-page list goes with the page on each navigation: read (and empty) it before leaving.
  return async () => {
    violations.push(
      ...(await page.evaluate(() => {
        const seen = (window as unknown as { cspViolations: string[] }).cspViolations;
        return seen.splice(0, seen.length);
      })),
    );
    return [...violations, ...consoleErrors, ...player.pageErrors];
  };
}

/** A trigger's name for the list of what was opened: its aria-label, else its <label>, else its text. */
const nameOf = (trigger: Locator) =>
  trigger.evaluate((el) => {
    const label = el.getAttribute('aria-label') ?? (el as HTMLButtonElement).labels?.[0]?.textContent;
    return (label ?? el.textContent ?? '').replace('▾', '').trim();
  });

/** Opens each visible select in `scope` and closes it again (Escape closes only the list, not a dialog under it). */
async function openSelects(page: Page, scope: Locator, where: string, opened: string[]) {
  for (const select of await scope.locator('[role="combobox"]:visible').all()) {
    await select.click();
    await shown(page.getByRole('listbox'));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('listbox'));
    opened.push(`select ${await nameOf(select)} on ${where}`);
  }
}

/** Opens a dialog by its opener, then every select inside it, then closes it. */
async function openDialog(page: Page, opener: Locator, where: string, opened: string[], name?: string) {
  name ??= await nameOf(opener);
  await opener.click();
  const dialog = await shown(page.getByRole('dialog'));
  await openSelects(page, dialog, `${where} › ${name}`, opened);
  await page.keyboard.press('Escape');
  await gone(page.getByRole('dialog'));
  opened.push(`dialog ${name} on ${where}`);
}

/**
 * Everything that opens on the page as it is now: selects, the popovers a trigger declares (aria-haspopup), and
 * the tooltips (Radix marks their triggers data-state=closed; selects, tabs, popover triggers and toasts, which
 * are list items, are taken apart).
 */
async function openEverything(page: Page, where: string, opened: string[]) {
  await openSelects(page, page.locator('body'), where, opened);
  for (const opener of await page.locator('[aria-haspopup="dialog"]:visible').all())
    await openDialog(page, opener, where, opened);
  const tooltipTriggers = page.locator(
    ':is(button, a, span, div)[data-state="closed"]:visible:not([role="combobox"]):not([aria-haspopup]):not([role="tab"])',
  );
  // Handles, not nth(): a trigger leaves the selector while its tooltip is open.
  for (const trigger of await tooltipTriggers.elementHandles()) {
    await trigger.hover();
    const tooltip = await shown(page.locator('.ui-tooltip'));
    opened.push(`tooltip ${(await tooltip.textContent())?.trim()} on ${where}`);
    await page.keyboard.press('Escape');
    await gone(page.locator('.ui-tooltip'));
  }
}

interface RouteVisit {
  path: string;
  /** What shows once the page has loaded everything that opens. */
  ready: (page: Page) => Locator;
  /** Dialogs opened from a plain button (no aria-haspopup), by the button's name. */
  dialogs?: string[];
  tabs?: readonly string[];
}

const routes: RouteVisit[] = [
  {
    path: '/dashboard',
    ready: (page) => page.getByRole('button', { name: /View All \d+ Members/ }),
    dialogs: ['Call Council Now', 'Quick mood-based themes', 'Advanced theme customization'],
  },
  { path: '/financial', ready: (page) => page.getByRole('combobox', { name: 'Financing' }) },
  { path: '/communications', ready: (page) => page.getByRole('combobox') },
  { path: '/scenarios', ready: (page) => page.getByRole('combobox') },
  { path: '/analytics', ready: (page) => page.getByRole('button', { name: 'Refresh' }) },
  { path: '/achievements', ready: (page) => page.getByRole('button', { name: 'Download Portfolio' }) },
  { path: '/agents', ready: (page) => page.getByRole('tab', { name: AGENT_TABS[0] }), tabs: AGENT_TABS },
  {
    path: '/api-keys',
    ready: (page) => page.getByRole('button', { name: /Add API Key/ }),
    dialogs: ['Add API Key'],
  },
  { path: '/onboarding', ready: (page) => page.locator('main h1, main h2') },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }) },
];

async function visit(page: Page, route: RouteVisit, opened: string[]) {
  await page.goto(route.path);
  await shown(route.ready(page));
  for (const tab of route.tabs ?? [undefined]) {
    const where = tab ? `${route.path} › ${tab}` : route.path;
    if (tab) {
      await page.getByRole('tab', { name: tab }).click();
      await shown(page.getByRole('tabpanel', { name: tab }));
    }
    await openEverything(page, where, opened);
  }
  for (const dialog of route.dialogs ?? [])
    await openDialog(page, page.getByRole('button', { name: dialog }), route.path, opened, dialog);
}

/** Plays quarters until the game ends (by the five-year limit, or earlier by bankruptcy). */
async function playToTheEnd(request: APIRequestContext) {
  for (let quarter = 0; quarter < 20; quarter += 1) {
    const res = await request.patch('/api/game/advance-quarter', { headers: sameOrigin });
    if (!res.ok()) throw new Error(`advance-quarter answered ${res.status()}: ${await res.text()}`);
    if (((await res.json()) as { gameEnded: boolean }).gameEnded) return;
  }
  throw new Error('the game did not end within 20 quarters');
}

describeInBrowser('every dropdown, tooltip and dialog under the production CSP', (env) => {
  it('when a player opens everything that opens on every route, then no console error and no CSP violation', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const opened: string[] = [];
    try {
      const complaints = await watchComplaints(player);
      for (const route of routes) {
        await visit(page, route, opened);
        // Read before the next navigation replaces the page and its list.
        expect(await complaints()).toEqual([]);
      }
      await playToTheEnd(page.request);
      await visit(page, { path: '/game-over', ready: (p) => p.getByTestId('final-score') }, opened);
      expect(await complaints()).toEqual([]);
    } finally {
      await player.close();
    }
    // The sweep reached what it is for: every select of the levers, the scenarios and the agents' tabs, the
    // theme tooltips and the dialogs.
    expect(opened).toEqual(
      expect.arrayContaining([
        'select Hiring plan on /financial',
        'select Financing on /financial',
        'tooltip Quick mood-based themes on /dashboard',
        'tooltip Advanced theme customization on /dashboard',
        'dialog Call Council Now on /dashboard',
        'dialog Add API Key on /api-keys',
      ]),
    );
    expect(opened.filter((o) => o.startsWith('select')).length).toBeGreaterThanOrEqual(6);
    expect(opened.filter((o) => o.startsWith('dialog')).length).toBeGreaterThanOrEqual(5);
  });

  it('when a visitor is signed out, then the landing page and the sign-in page log nothing either', async () => {
    const visitor = await env.newPlayer({ stage: 'signed-out' });
    const { page } = visitor;
    try {
      const complaints = await watchComplaints(visitor);
      await page.goto('/');
      await shown(page.getByRole('button', { name: 'Start Your Journey' }));
      const opened: string[] = [];
      await openEverything(page, '/', opened);
      expect(await complaints()).toEqual([]);
      await page.goto('/api/auth/login-page');
      await shown(page.getByRole('button', { name: 'Continue as Guest' }));
      expect(await complaints()).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
