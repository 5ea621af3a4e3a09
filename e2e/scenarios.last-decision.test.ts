// Decision feedback in Chromium (issue 14): deciding every pending scenario in
// turn, the last one included, shows 'Decision Recorded' and the grade card of
// the scenario just decided (its title, its grade as svc-council stored it),
// never the previous one's.
import { expect, it } from 'vitest';
import { shown } from './support/player';
import { describeInBrowser, usePlayer } from './support/system';

interface StoredScenario {
  title: string;
  status: string;
  grade?: { score: number; verdict: string } | null;
}

describeInBrowser('deciding the last pending scenario, in a real browser', (env) => {
  const player = usePlayer(env, { stage: 'ready' });

  it('when each pending scenario is decided, the last included, then each shows Decision Recorded with its own grade', async () => {
    const { page, context } = player;
    await page.goto('/scenarios');
    await shown(page.getByTestId('scenario-detail'));
    let decided = 0;
    for (;;) {
      const detail = page.getByTestId('scenario-detail');
      if ((await detail.count()) === 0) break;
      const title = (await detail.getByRole('heading', { level: 2 }).textContent())!;
      await page
        .getByLabel('What will you do?')
        .fill(
          `Contain it today: the CFO caps spending at 5% and the CTO leads the fix; we tell customers within 48 hours and review the root cause next week. (${title})`,
        );
      await page.getByRole('button', { name: 'Submit Decision' }).click();

      const result = await shown(page.getByTestId('decision-result'));
      await shown(page.locator('.ui-toast').filter({ hasText: 'Decision Recorded' }));
      expect(await result.textContent()).toContain(title);
      const stored = (await (await context.request.get('/api/scenarios')).json()) as StoredScenario[];
      const mine = stored.find((s) => s.title === title && s.status === 'resolved');
      expect(mine?.grade).toBeTruthy();
      expect(await result.getByTestId('grade-verdict').textContent()).toBe(mine!.grade!.verdict);
      decided += 1;
      await result.getByRole('button', { name: 'Dismiss' }).click();
      if (decided > 12) throw new Error('the pending list never emptied');
    }
    expect(decided).toBeGreaterThan(0);
    await shown(page.getByTestId('no-pending-scenarios'));
  });
});
