// Replays and today's challenge against the whole system in Chromium: at game
// over the player sees their game beside the council followed and nothing
// decided; they play today's challenge and find their verified row on the
// leaderboard. Screenshots go to E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { councilHasRead, getJson, sameOrigin, shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser } from './support/system';

interface Outcome {
  netWorth: number;
  finalScore: number;
  endReason: string;
  quartersPlayed: number;
}

/** Plays quarters until the game ends (as the other game-over tests do) and answers its score. */
async function playToTheEnd(request: APIRequestContext): Promise<number> {
  for (let i = 0; i < 20; i += 1) {
    const response = await request.patch('/api/game/advance-quarter', { headers: sameOrigin });
    if (!response.ok())
      throw new Error(`advance-quarter answered ${response.status()}: ${await response.text()}`);
    const body = (await response.json()) as { gameEnded: boolean; finalScore: number | null };
    if (body.gameEnded) return body.finalScore!;
  }
  throw new Error('the game did not end in 20 quarters');
}

describeInBrowser('replays and the daily challenge, in a real browser', (env) => {
  it('when the game is over, then the player sees it beside the council followed and nothing decided', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    // A board member proposes a decision the player leaves pending: following the council would have taken it.
    // After a quarter the council has read the company (until then: no company yet).
    const first = await page.request.patch('/api/game/advance-quarter', { headers: sameOrigin });
    expect(first.ok()).toBe(true);
    await councilHasRead(page.request, 2);
    const action = await page.request.post('/api/agents/simulate-action', {
      data: { agentId: 'cfo' },
      headers: sameOrigin,
    });
    expect(action.ok()).toBe(true);
    await expect
      .poll(async () => (await getJson<unknown[]>(page.request, '/api/decisions')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const finalScore = await playToTheEnd(page.request);
    await page.goto('/game-over');
    const comparison = await shown(page.getByRole('region', { name: 'What If?' }));
    const expected = await getJson<{ player: Outcome; council: Outcome; passive: Outcome }>(
      page.request,
      '/api/game/counterfactual',
    );
    expect(expected.player.finalScore).toBe(finalScore);
    const you = await shown(comparison.getByTestId('counterfactual-player'));
    expect(await you.textContent()).toContain(finalScore.toLocaleString('en-US'));
    for (const key of ['council', 'passive'] as const) {
      const row = comparison.getByTestId(`counterfactual-${key}`);
      expect(await row.textContent()).toContain(expected[key].finalScore.toLocaleString('en-US'));
    }
    expect(await comparison.getByRole('rowheader').allTextContents()).toEqual([
      'You',
      "Following the council's advice",
      'Doing nothing',
    ]);
    // Same game, same numbers.
    expect(await getJson(page.request, '/api/game/counterfactual')).toEqual(expected);
    await shown(page.getByRole('button', { name: "Today's Challenge" }));
    await snap(page, 'game-over-what-if');
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it("when a player plays today's challenge to its end, then they find their row on the leaderboard", async () => {
    const player = await env.newPlayer({
      stage: 'ready',
      firstName: 'Hedy',
    });
    const { page } = player;
    await page.goto('/leaderboard');
    await shown(page.getByRole('heading', { level: 1, name: 'Daily Challenge' }));
    await shown(page.getByTestId('leaderboard-empty'));
    await snap(page, 'leaderboard-empty');
    // Keyboard only: choose to show the first name (anonymous otherwise), then start the challenge.
    await page.getByRole('checkbox', { name: 'Show my first name on the leaderboard' }).focus();
    await page.keyboard.press('Space');
    await snap(page, 'leaderboard-show-name');
    await page.getByRole('button', { name: "Today's Challenge" }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByTestId('sidebar-quarter').textContent(), { timeout: 20_000 })
      .toBe('Q1 Year 1');
    const finalScore = await playToTheEnd(page.request);

    await page.goto('/leaderboard');
    const you = await shown(page.locator('[data-testid="leaderboard-row"][aria-current="true"]'));
    expect(await you.getByRole('rowheader').textContent()).toContain('Hedy');
    expect(await you.textContent()).toContain(finalScore.toLocaleString('en-US'));
    expect(await page.getByRole('button', { name: 'Demo' }).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'leaderboard');
    // The llm board of the day does not hold a demo game.
    await page.getByRole('button', { name: 'LLM' }).click();
    await shown(page.getByTestId('leaderboard-empty'));
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });
});
