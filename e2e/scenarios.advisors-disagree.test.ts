// A council with stances (issue 40), in Chromium: a new guest on /scenarios
// asks two board members for their analysis of a pending scenario; the CFO
// holds prices and trims the spend, the CMO puts more money into a campaign,
// and the player sees it in their words. Writing one position or the other
// into the decision box changes what the preview says the game reads.
// Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser, usePlayer } from './support/system';

/** Asks one board member for an analysis of the open scenario and returns its text as shown. */
async function analysisFrom(page: Page, detail: Locator, name: string): Promise<string> {
  await detail.getByLabel('Board member').click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await detail.getByRole('button', { name: 'Request Analysis' }).click();
  const card = await shown(detail.getByTestId('scenario-analysis').filter({ hasText: name }), 30_000);
  return (await card.locator('.scn-analysis-card__text').textContent())!;
}

/**
 * The position each analysis opens with: its first sentence that names a sum. Openers vary ("My
 * position: …", "Here is the play on …"), and a title may itself hold the word "position".
 */
const positionOf = (text: string) => text.split(/(?<=[.!?])\s+/).find((s) => /\$\d/.test(s)) ?? '';

/** What the preview shows now: its spend, its grade and the levers it found. */
async function previewShown(preview: Locator) {
  return [
    (await preview.getByTestId('preview-spend').textContent()) ?? '',
    (await preview.getByTestId('preview-score').textContent()) ?? '',
    (await preview.getByTestId('preview-lever').allTextContents()).join(', '),
  ];
}

/** Writes a decision and returns what the preview reads from it once it has read it. */
async function previewOf(page: Page, field: Locator, decision: string): Promise<string[]> {
  await field.fill(decision);
  const preview = await shown(page.getByRole('region', { name: 'What the game reads' }));
  const body = preview.getByTestId('decision-preview-body');
  // The preview reads again after the player pauses: first stale, then fresh.
  await shown(body.and(page.locator('[data-stale="true"]')), 3_000).catch(() => undefined);
  await shown(body.and(page.locator('[data-stale="false"]')));
  await shown(preview.getByTestId('preview-score'));
  return previewShown(preview);
}

describeInBrowser('two advisors who disagree, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when the player asks the CFO and the CMO about one scenario, then they take different positions, and writing one or the other changes what the preview reads', async () => {
    const { page } = player;
    await page.goto('/scenarios');
    await (await shown(page.getByTestId('pending-scenario'))).click();
    const detail = await shown(page.getByTestId('scenario-detail'));

    const cfo = await analysisFrom(page, detail, 'Marcus Webb');
    const cmo = await analysisFrom(page, detail, 'Sofia Martinez');
    const cfoPosition = positionOf(cfo);
    const cmoPosition = positionOf(cmo);
    // Each says where it stands, and they do not stand in the same place.
    expect(cfoPosition, cfo).not.toBe('');
    expect(cmoPosition, cmo).not.toBe('');
    expect(cfoPosition).not.toBe(cmoPosition);
    expect(cfo).toMatch(/hold our prices|prices stay where they are|raise our prices|prices up 3%/);
    expect(cmo).toMatch(/campaign|targeted (discount of )?\d+%/);
    const amounts = (text: string) => text.match(/\$\d+(?:\.\d+)?[KM]?/g) ?? [];
    expect(amounts(cfoPosition)[0]).toBeDefined();
    expect(amounts(cmoPosition)[0]).toBeDefined();
    expect(amounts(cfoPosition)[0]).not.toBe(amounts(cmoPosition)[0]);
    await snap(page, 'scenarios-advisors-disagree');

    // The player's choice between them is what the game reads.
    const field = detail.getByLabel('What will you do?');
    const followingCfo = await previewOf(page, field, cfo);
    expect(followingCfo[1]).toMatch(/^\d+\/100$/);
    const followingCmo = await previewOf(page, field, cmo);
    expect(followingCmo[1]).toMatch(/^\d+\/100$/);
    // Spend, grade or levers: the CMO's plan does not read as the CFO's.
    expect(followingCmo).not.toEqual(followingCfo);
    await snap(page, 'scenarios-advisors-disagree-preview');
    expect(player.pageErrors).toEqual([]);
  });
});
