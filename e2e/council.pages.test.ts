// The council remote's /communications and /scenarios pages against the whole
// system in Chromium: a board member answers the player in character, and a
// written decision on a pending scenario is graded and leaves the sidebar
// badge. Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the
// system temp dir) for a person to look at.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { sameOrigin, shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser } from './support/system';

/** The sidebar's active-scenario count; the badge is absent when none is active (SPEC §2). */
async function sidebarScenarioCount(page: Page): Promise<number> {
  const badge = page.getByTestId('sidebar-scenarios-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/**
 * svc-council adopts the company svc-game starts with from an event, and may raise that
 * company's scenarios when it does; counting before that settles would race it.
 * Starts the game and waits until the open scenarios read the same three times running.
 */
async function settleOpenScenarios(page: Page): Promise<void> {
  expect((await page.request.post('/api/game/start', { headers: sameOrigin })).ok()).toBe(true);
  let last = '';
  let sameReads = 0;
  await expect
    .poll(
      async () => {
        const scenarios = (await (await page.request.get('/api/scenarios')).json()) as Array<{
          id: string;
          status: string;
        }>;
        const open = scenarios
          .filter((s) => s.status === 'active')
          .map((s) => s.id)
          .sort()
          .join(',');
        sameReads = open === last ? sameReads + 1 : 0;
        last = open;
        return sameReads;
      },
      { timeout: 20_000, interval: 400 },
    )
    .toBeGreaterThanOrEqual(3);
}

describeInBrowser('the council pages in a real browser', (env) => {
  it('when the player writes to a board member, then Message Sent shows and the member answers in character', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await page.goto('/communications');
    await shown(page.getByRole('heading', { name: 'Communications', level: 1 }));
    await shown(page.getByText('Choose a board member'));
    await shown(page.getByTestId('system-communication'));

    await page.getByRole('button', { name: /Marcus Webb/ }).click();
    await shown(page.getByTestId('chat-agent-name').getByText('Marcus Webb'));
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    // By keyboard: type into the message field and press Enter; the message is trimmed.
    await page.getByLabel('Message', { exact: true }).fill('   How much cash do we have for hiring?   ');
    expect(await send.isDisabled()).toBe(false);
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await shown(page.getByText('Message Sent'));

    const messages = page.getByTestId('chat-message');
    await expect.poll(() => messages.count(), { timeout: 20_000 }).toBe(2);
    expect(await messages.nth(0).textContent()).toContain('How much cash do we have for hiring?');
    const answer = (await messages.nth(1).textContent()) ?? '';
    // The CFO answers as the CFO: about his own department and the hiring asked about, not reading the question back.
    expect(answer).toContain('Marcus Webb');
    expect(answer).not.toContain('How much cash do we have for hiring?');
    expect(answer).toMatch(/hiring \d+ people/);
    expect(answer).toContain('Finance is');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await snap(page, 'council-communications-chat');

    await page.getByRole('button', { name: 'Trigger Action' }).click();
    await shown(page.getByText('Agent Action Triggered'));
    await shown(page.getByTestId('system-communication').getByText(/Marcus Webb reviewed Finance/));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when the player resolves a pending scenario with a written decision, then the grade and its reasons show and the sidebar badge drops', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await settleOpenScenarios(page);
    // A second open scenario, so the badge still shows after one is resolved.
    const generated = await page.request.post('/api/scenarios/generate', {
      data: { triggerType: 'user_requested', category: 'strategic' },
      headers: sameOrigin,
    });
    expect(generated.ok()).toBe(true);

    await page.goto('/scenarios');
    await shown(page.getByRole('heading', { name: 'Business Scenarios', level: 1 }));
    const pending = page.getByTestId('pending-scenario');
    await shown(pending);
    const before = await pending.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await expect.poll(() => sidebarScenarioCount(page), { timeout: 20_000 }).toBe(before);

    const detail = page.getByTestId('scenario-detail');
    const title = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const submit = detail.getByRole('button', { name: 'Submit Decision' });
    expect(await submit.isDisabled()).toBe(true);
    await detail
      .getByLabel('What will you do?')
      .fill(
        'Contain it this week, tell customers and staff openly, cap the cost at $50K with a clear timeline, and run a root-cause review so it cannot happen again.',
      );
    await submit.click();

    await shown(page.getByText('Decision Recorded').first());
    const result = page.getByTestId('decision-result');
    await shown(result);
    expect(await result.textContent()).toContain(title);
    expect(await result.getByTestId('grade-verdict').textContent()).toMatch(
      /^(Excellent|Sound|Partial|Weak|Reckless)$/,
    );
    expect(await result.getByTestId('grade-score').getAttribute('aria-label')).toMatch(
      /^Grade \d{1,3} out of 100$/,
    );
    expect((await result.getByTestId('grade-rationale').textContent())?.length).toBeGreaterThan(10);
    await expect.poll(() => pending.count(), { timeout: 20_000 }).toBe(before - 1);
    await expect.poll(() => sidebarScenarioCount(page), { timeout: 20_000 }).toBe(before - 1);
    await shown(page.getByTestId('recent-decision').getByText(title));
    await snap(page, 'council-scenarios-graded');
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
