// What the game reads, in Chromium: a new guest in demo mode writes a decision
// in a manager's words on /scenarios; as they pause, the preview shows the
// plan's spend from the budget they named and the hiring pause they wrote; the
// decision they then submit gets the very grade the preview showed.
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { animationsEnded, shown } from './support/player';
import { snap, screenshotPath } from './support/screenshots';
import { describeInBrowser, usePlayer } from './support/system';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const budget = 'Contain it today: the CTO leads the fix, with spending capped at $40,000.';
const hiringPause = ' We pause net new hiring for one quarter and tell customers within 48 hours.';

/** axe-core's serious and critical WCAG 2.2 A and AA violations within the elements `selector` matches. */
async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's CSP allows no inline script.
  await page.evaluate(`${axeSource}\n;undefined`);
  const axe = await page.evaluate(
    (context) =>
      (window as unknown as { axe: { run(context: string, options: object): Promise<AxeResults> } }).axe.run(
        context,
        {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
          },
        },
      ),
    selector,
  );
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page, the scenario's detail, and the preview on a phone (its parts wrap two by two, spend and outcome stack). */
async function photograph(page: Page, detail: Locator, preview: Locator): Promise<void> {
  await snap(page, 'scenarios-decision-preview');
  await detail.screenshot({ path: screenshotPath('scenarios-decision-preview-detail') });
  await page.setViewportSize({ width: 390, height: 844 });
  await shown(page.getByRole('button', { name: 'Menu' }));
  await animationsEnded(page); // the sidebar's slide away, for the picture
  await preview.screenshot({ path: screenshotPath('scenarios-decision-preview-phone') });
  await page.setViewportSize({ width: 1366, height: 900 });
}

describeInBrowser('previewing a decision before submitting it, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when the player writes a budget and a hiring pause, then the preview shows the spend and the lever, and the decision gets the grade it showed', async () => {
    const { page } = player;
    await page.goto('/scenarios');
    const first = await shown(page.getByTestId('pending-scenario'));
    await first.click();
    const detail = await shown(page.getByTestId('scenario-detail'));
    const field = detail.getByLabel('What will you do?');

    // The budget first: the preview reads it as the plan's spend, and no lever yet.
    await field.fill(budget);
    const preview = await shown(page.getByRole('region', { name: 'What the game reads' }));
    const body = preview.getByTestId('decision-preview-body');
    await shown(body.and(page.locator('[data-stale="false"]')));
    const spend = preview.getByTestId('preview-spend');
    expect(await spend.textContent()).toContain('$40K');
    expect(await preview.getByTestId('preview-lever').count()).toBe(0);

    // Then the hiring pause, typed as a player types it: the preview is read again once they pause.
    await field.press('End');
    await field.pressSequentially(hiringPause, { delay: 15 });
    const lever = await shown(preview.getByTestId('preview-lever').filter({ hasText: 'Hiring pause' }));
    expect(await lever.textContent()).toContain('Hiring pause · 1 quarter');
    await shown(body.and(page.locator('[data-stale="false"]')));
    expect(await spend.textContent()).toContain('$40K');
    expect(await preview.getByTestId('decision-preview-status').textContent()).not.toContain('Reading');

    const verdict = (await preview.getByTestId('preview-verdict').textContent())!;
    const score = (await preview.getByTestId('preview-score').textContent())!;
    expect(score).toMatch(/^\d+\/100$/);
    const parts = await preview.locator('.scn-preview__part').allTextContents();
    expect(parts).toEqual([
      expect.stringMatching(/^Fit\d+\/30$/),
      expect.stringMatching(/^Coverage\d+\/40$/),
      expect.stringMatching(/^Specificity\d+\/30$/),
      expect.stringMatching(/^Penalties(none|−\d+)$/),
    ]);
    expect(await preview.getByTestId('preview-rationale').getByRole('listitem').count()).toBeGreaterThan(0);
    // WCAG 2.2 AA on the panel itself (the whole page is checked by a11y.axe.test.ts).
    expect(await seriousViolationsIn(page, '[data-testid="decision-preview"]')).toEqual([]);
    await photograph(page, detail, preview);

    await detail.getByRole('button', { name: 'Submit Decision' }).click();
    await shown(page.locator('.ui-toast').filter({ hasText: 'Decision Recorded' }));
    const result = await shown(page.getByTestId('decision-result'));
    expect(await result.getByTestId('grade-verdict').textContent()).toBe(verdict);
    expect(await result.getByTestId('grade-score').getAttribute('aria-label')).toBe(
      `Grade ${score.replace('/100', '')} out of 100`,
    );

    // The side panel's latest decision carries the same grade.
    const latest = await shown(
      page.getByTestId('recent-decision').filter({ hasText: 'We pause net new hiring for one quarter' }),
    );
    expect(await latest.getByTestId('grade-verdict').textContent()).toBe(verdict);
    expect(await latest.getByText(score, { exact: true }).count()).toBe(1);
    expect(player.pageErrors).toEqual([]);
  });
});
