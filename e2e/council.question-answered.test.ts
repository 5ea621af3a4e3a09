// Issue 20 in Chromium against the whole system: the player asks the CMO on
// /communications whether to double marketing; the answer takes a position on
// that change with the engine's projection, without reading the question
// back, and the proposal it files waits on /financial among the pending
// decisions. Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the
// system temp dir) for a person to look at.
import { expect, it } from 'vitest';
import { shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser } from './support/system';

describeInBrowser('a question to the council, in a real browser', (env) => {
  it('when the player asks the CMO about doubling marketing, then she answers on that change with the engine’s figures and a pending decision for it shows on /financial', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const question = 'Should we double our marketing budget next quarter?';
    await page.goto('/communications');
    await shown(page.getByRole('heading', { name: 'Communications', level: 1 }));
    await page.getByRole('button', { name: /Sofia Martinez/ }).click();
    await shown(page.getByTestId('chat-agent-name').getByText('Sofia Martinez'));
    await page.getByLabel('Message', { exact: true }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();

    const messages = page.getByTestId('chat-message');
    await expect.poll(() => messages.count(), { timeout: 20_000 }).toBe(2);
    const answer = (await messages.nth(1).textContent()) ?? '';
    // The change asked, its amount, and the engine's projection two quarters ahead.
    expect(answer).toMatch(
      /doubling marketing \(\+\$[\d.]+[KM]? a quarter on top of the \$[\d.]+[KM]? we spend/,
    );
    expect(answer).toMatch(/net worth \$[\d.]+[KM]? and cash \$[\d.]+[KM]? two quarters ahead/);
    expect(answer).not.toContain(question);
    expect(answer).not.toContain('You asked');
    // Her proposal: the marketing budget, doubled or in a smaller first step.
    const title = /It is waiting in your pending decisions as "([^"]+)"/.exec(answer)?.[1];
    expect(title, answer).toMatch(/^(Doubling marketing: \+|Marketing \+)\$[\d.]+[KM]? a quarter$/);
    await snap(page, 'council-question-cmo-answer');

    await page.goto('/financial');
    const pending = page.getByTestId('pending-decision').filter({ hasText: title! });
    await shown(pending, 20_000);
    expect(await pending.textContent()).toContain('by Sofia Martinez');
    expect(await pending.textContent()).toContain('Engine estimate two quarters ahead');
    await pending.scrollIntoViewIfNeeded();
    await snap(page, 'council-question-pending-decision');
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
