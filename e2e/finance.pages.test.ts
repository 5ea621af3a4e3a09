// The finance remote against the whole system in Chromium: the financial
// dashboard with real ledger events, the quarter chart and a council decision
// implemented from the page; then Play Again from the game-over screen.
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { formatCents } from '@ai-council/rules';
import { councilHasRead, getJson, sameOrigin, shown } from './support/player';
import { snap, screenshotPath } from './support/screenshots';
import { describeInBrowser } from './support/system';

async function advanceQuarter(request: APIRequestContext): Promise<{ gameEnded: boolean }> {
  const response = await request.patch('/api/game/advance-quarter', { headers: sameOrigin });
  if (!response.ok())
    throw new Error(`advance-quarter answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { gameEnded: boolean };
}

interface LedgerEvent {
  description: string;
  eventType: string;
}

interface QuarterBreakdown {
  quarter: number;
  netWorthChange: number;
  cashChange: number;
  closingNetWorth: number;
  parts: Array<{ part: string; netWorth: number; cash: number }>;
}

interface PendingDecision {
  id: string;
  title: string;
  status: string;
}

describeInBrowser('the finance pages, in a real browser', (env) => {
  it('when a quarter has been played, then /financial lists its real events and charts it', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await advanceQuarter(page.request);
    const ledger = await getJson<LedgerEvent[]>(page.request, '/api/financial/events');
    expect(ledger.length).toBeGreaterThan(0);

    await page.goto('/financial');
    await shown(page.locator('#content').getByRole('heading', { level: 1, name: 'Financial Dashboard' }));
    const rows = page.getByTestId('financial-event');
    await shown(rows);
    expect(await rows.count()).toBe(Math.min(ledger.length, 8));
    // Newest first, as the service answers; event types read with spaces.
    expect(await rows.first().textContent()).toContain(ledger[0]!.description);
    expect(await rows.first().getByTestId('event-type').textContent()).toBe(
      ledger[0]!.eventType.replace(/_/g, ' '),
    );
    for (const type of await page.getByTestId('event-type').allTextContents())
      expect(type).not.toContain('_');

    await shown(page.getByRole('application', { name: 'Net worth and cash flow per quarter' }));
    const chart = page.getByTestId('financial-history-chart');
    expect(await chart.locator('.fin-chart__point').count()).toBe(1);
    expect(await chart.locator('.fin-chart__bar').count()).toBe(1);
    await shown(page.getByTestId('business-health'));
    expect(await page.getByRole('progressbar').count()).toBe(3);
    expect(await page.getByText('Target: $10M+').isVisible()).toBe(true);
    await snap(page, 'financial-dashboard');
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when a player opens the breakdown of a quarter, then the waterfall and its table show the parts that add up to the change', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    // Money moved between quarters (a simulation paid for) counts in the quarter about to be played.
    const paid = await page.request.post('/api/financial/apply-cost', {
      data: { cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' },
      headers: sameOrigin,
    });
    expect(paid.ok()).toBe(true);
    await advanceQuarter(page.request);
    await advanceQuarter(page.request);
    const { quarters } = await getJson<{ quarters: QuarterBreakdown[] }>(
      page.request,
      '/api/financial/breakdown',
    );
    expect(quarters.map((q) => q.quarter)).toEqual([1, 2]);
    const first = quarters[0]!;
    expect(first.parts.find((p) => p.part === 'simulations')!.cash).toBe(-80_000_000);

    await page.goto('/financial');
    const card = page.getByTestId('quarter-breakdown');
    const quarterSelect = await shown(card.getByLabel('Quarter'));
    // The latest quarter first; the keyboard picks the one before.
    await shown(card.getByRole('application', { name: /Net worth change in Q2 Year 1, by source/ }));
    await quarterSelect.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => quarterSelect.inputValue()).toBe('1');

    const chart = await shown(
      card.getByRole('application', { name: /Net worth change in Q1 Year 1, by source/ }),
    );
    expect(await chart.locator('rect.fin-chart__bar').count()).toBe(7);
    const table = card.getByRole('table', { name: /Q1 Year 1/ });
    const cells = async (header: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${header}( \\(|$)`) }) })
        .getByRole('cell')
        .allTextContents();
    const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));
    const labels = { market: 'Market', operations: 'Operations', simulations: 'Simulations' } as const;
    for (const [part, label] of Object.entries(labels)) {
      const figures = first.parts.find((p) => p.part === part)!;
      expect(await cells(label)).toEqual([signed(figures.netWorth), signed(figures.cash)]);
    }
    expect(await cells('Change')).toEqual([signed(first.netWorthChange), signed(first.cashChange)]);
    expect(await cells('Closing')).toContain(formatCents(first.closingNetWorth));
    expect(first.parts.reduce((sum, p) => sum + p.netWorth, 0)).toBe(first.netWorthChange);

    await card.getByRole('radio', { name: 'Cash' }).check();
    await shown(card.getByRole('application', { name: /Cash change in Q1 Year 1, by source/ }));
    await card.getByRole('radio', { name: 'Net worth' }).check();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: screenshotPath('quarter-breakdown') });
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when a council member proposes a decision, then Implement books it and its event appears', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await advanceQuarter(page.request);
    await councilHasRead(page.request, 2);
    // A board member's action proposes a decision; svc-game learns of it over the event bus.
    const action = await page.request.post('/api/agents/simulate-action', {
      data: { agentId: 'cfo' },
      headers: sameOrigin,
    });
    expect(action.ok()).toBe(true);
    let pending: PendingDecision | undefined;
    await expect
      .poll(
        async () => {
          const decisions = await getJson<PendingDecision[]>(page.request, '/api/decisions');
          pending = decisions.find((d) => d.status === 'pending');
          return pending !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.goto('/financial');
    const implement = page.getByRole('button', { name: `Implement ${pending!.title}` });
    await shown(implement);
    // Two proposals can share a title; the one implemented leaves the list once the list refreshes.
    const before = await implement.count();
    await implement.first().click();
    await shown(page.getByText('Decision Implemented', { exact: true }));
    await shown(page.getByTestId('financial-event').filter({ hasText: `${pending!.title} implemented` }));
    await expect
      .poll(() => page.getByRole('button', { name: `Implement ${pending!.title}` }).count(), {
        timeout: 10_000,
      })
      .toBe(before - 1);
    const after = await getJson<PendingDecision[]>(page.request, '/api/decisions');
    expect(after.filter((d) => d.title === pending!.title && d.status === 'implemented')).toHaveLength(1);
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when the game is over, then Play Again starts a new game at Q1 and goes to the dashboard', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    for (let i = 0; i < 20; i += 1) {
      if ((await advanceQuarter(page.request)).gameEnded) break;
    }
    await page.goto('/game-over');
    const playAgain = await shown(page.getByRole('button', { name: 'Play Again' }));
    await snap(page, 'game-over');
    await playAgain.click();
    await page.waitForURL('**/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    await expect
      .poll(() => page.getByTestId('sidebar-quarter').textContent(), { timeout: 20_000 })
      .toBe('Q1 Year 1');
    const state = await getJson<{ status: string; currentQuarter: number }>(page.request, '/api/game/state');
    expect(state).toMatchObject({ status: 'active', currentQuarter: 1 });
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
