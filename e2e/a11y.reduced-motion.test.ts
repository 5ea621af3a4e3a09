// A player who asks for less motion (prefers-reduced-motion: reduce, WCAG
// 2.3.3, issue 14) sees nothing loop, slide or pulse: after the page settles no
// element has a running CSS animation on the dashboard (with its emergency
// council dialog open too), on each /agents tab, or on onboarding with its
// floating assistant. The same onboarding screen without the preference does
// animate, so the check can see an animation when there is one.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGENT_TABS, shown } from './support/player';
import { describeInBrowser } from './support/system';

/**
 * Animation frames an entering animation is given: under reduced motion each lasts 1 ms, so it ends
 * by the next frame; a page on a busy machine draws its frames later, and the wait grows with it
 * (the animations' clock is the frames', not the test's).
 */
const SETTLE_FRAMES = 6;
/** Wall time for those frames, only so a page that stopped drawing fails saying so. */
const FRAMES_DEADLINE_MS = 15_000;

/**
 * The CSS animations and transitions still running, as `name on .class`, after the page has drawn
 * up to SETTLE_FRAMES frames (fewer once nothing runs).
 */
async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ frames, deadlineMs }) => {
      const running = () => document.getAnimations().filter((animation) => animation.playState === 'running');
      const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const deadline = Date.now() + deadlineMs;
      for (let frame = 0; frame < frames && running().length > 0; frame += 1) {
        await Promise.race([
          nextFrame(),
          new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
        ]);
        if (Date.now() >= deadline) throw new Error(`the page drew no animation frame in ${deadlineMs} ms`);
      }
      return running().map((animation) => {
        const name =
          (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? '?';
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`;
      });
    },
    { frames: SETTLE_FRAMES, deadlineMs: FRAMES_DEADLINE_MS },
  );
}

describeInBrowser('reduced motion, in a real browser', (env) => {
  it('when the player prefers reduced motion, then no CSS animation runs on the dashboard or /agents', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const running: Record<string, string[]> = {};

    await page.goto('/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    running['/dashboard (loading)'] = await runningAnimations(page);
    await shown(page.getByRole('button', { name: /View All/ }));
    running['/dashboard'] = await runningAnimations(page);
    await page.getByRole('button', { name: 'Call Council Now' }).click();
    await shown(page.getByRole('dialog', { name: 'Call Emergency Council Meeting' }));
    running['/dashboard + emergency council'] = await runningAnimations(page);
    await page.keyboard.press('Escape');

    await page.goto('/agents');
    await shown(page.getByRole('heading', { name: 'AI Agent Council' }));
    for (const tab of AGENT_TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await shown(page.getByRole('tab', { name: tab, selected: true }));
      running[`/agents: ${tab}`] = await runningAnimations(page);
    }

    expect(Object.fromEntries(Object.entries(running).filter(([, names]) => names.length > 0))).toEqual({});
    expect(player.pageErrors).toEqual([]);
    await player.close();
  });

  it('when onboarding is shown, then its assistant floats only for a player who has not asked for less motion', async () => {
    const counts: Record<string, number> = {};
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const player = await env.newPlayer({ stage: 'onboarding' });
      await player.page.emulateMedia({ reducedMotion });
      await player.page.goto('/onboarding');
      await shown(player.page.getByRole('heading', { name: 'Welcome, Ada!' }));
      counts[reducedMotion] = (await runningAnimations(player.page)).length;
      await player.close();
    }
    expect(counts['no-preference']).toBeGreaterThan(0);
    expect(counts.reduce).toBe(0);
  });
});
