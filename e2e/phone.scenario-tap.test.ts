// A player on a phone (390x844, touch) in Chromium: on /scenarios the decision box sits below every pending
// card, so tapping a pending scenario must bring its decision box into view (it once changed nothing in sight).
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sameOrigin, shown } from './support/player';
import { snapViewport } from './support/screenshots';
import { describeInBrowser } from './support/system';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Whether the element shows whole inside the window, below the phone's sticky top bar. */
const inView = (page: Page, locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= bar && box.bottom <= window.innerHeight;
  });

describeInBrowser('tapping a pending scenario on a phone', (env) => {
  it('when a player taps the last pending scenario, then its decision box comes into view', async () => {
    const player = await env.newPlayer({ stage: 'ready', device: PHONE });
    const { page } = player;
    try {
      // More pending scenarios than a phone screen holds, as the council raises them over a few quarters.
      // The council hears of the new game through an event: until it has, generate says it is still setting up.
      for (let i = 0; i < 4; i += 1) {
        await expect
          .poll(
            async () => {
              const res = await page.request.post('/api/scenarios/generate', {
                data: { triggerType: 'user_requested', category: 'strategic' },
                headers: sameOrigin,
              });
              const answer = `${res.status()}: ${await res.text()}`;
              if (res.status() !== 201 && !answer.includes('no-company-yet')) throw new Error(answer);
              return res.status();
            },
            {
              timeout: 20_000,
              message:
                'the council never raised the scenario: generate kept answering that the company is being set up',
            },
          )
          .toBe(201);
      }
      await page.goto('/scenarios');
      const cards = page.getByTestId('pending-scenario');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
      const box = page.locator('#scenario-decision');
      await shown(box);
      // The premise: the decision box starts out of sight, below the pending cards.
      expect(await inView(page, box)).toBe(false);

      const last = cards.last();
      const title = (await last.locator('.scn-pending__title').textContent())!.trim();
      await last.scrollIntoViewIfNeeded();
      await last.tap();
      await expect.poll(() => inView(page, box), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => page.locator('#selected-scenario-title').textContent()).toBe(title);
      // The tapped scenario's title shows with its box.
      expect(await inView(page, page.locator('#selected-scenario-title'))).toBe(true);
      await snapViewport(page, 'phone-scenario-tapped');
      expect(player.pageErrors).toEqual([]);
    } finally {
      await player.close();
    }
  });
});
