// Players for the browser tests: each one a fresh browser context (its own
// cookies and storage) signed in through the real gateway.
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { expect } from 'vitest';

/**
 * What a browser's own fetch adds to a write: API calls made from the test
 * side (not from the page) send it too, or the gateway refuses them as
 * cross-site.
 */
export const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' } as const;

/** The six tabs of /agents, in SPEC §2's order. */
export const AGENT_TABS = [
  'Personalities',
  'Get Recommendations',
  'Deep Communication',
  'Live Council',
  'Agent Chat',
  'Scenarios',
] as const;

export type PlayerStage = 'signed-out' | 'onboarding' | 'ready';

export interface PlayerOptions {
  stage: PlayerStage;
  firstName?: string;
  /** The screen and input, e.g. a phone: `{ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }`. */
  device?: Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile'>;
}

export interface Player {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * A new browser context at `stage`: signed out, signed in as a guest who has
 * not finished onboarding, or a guest who chose demo mode and whose game has
 * started (as the shell's first load starts it: reads never do), so tests may
 * call the API before they open a page.
 */
export async function newPlayer(
  browser: Browser,
  baseUrl: string,
  { stage, firstName = 'Ada', device = {} }: PlayerOptions,
): Promise<Player> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
    ...device,
  });
  if (stage !== 'signed-out') {
    const guest = await context.request.post('/api/auth/guest', {
      data: { firstName },
      headers: sameOrigin,
    });
    if (!guest.ok()) throw new Error(`guest sign-in failed: ${guest.status()} ${await guest.text()}`);
  }
  if (stage === 'ready') {
    const update = await context.request.patch('/api/auth/user', {
      data: { gameMode: 'demo', onboardingCompleted: true },
      headers: sameOrigin,
    });
    if (!update.ok()) throw new Error(`onboarding update failed: ${update.status()} ${await update.text()}`);
    const start = await context.request.post('/api/game/start', { headers: sameOrigin });
    if (start.status() !== 201)
      throw new Error(`starting the game failed: ${start.status()} ${await start.text()}`);
  }
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, close: () => context.close() };
}

/** Waits until the locator is visible (the first match when several are). */
export async function shown(locator: Locator, timeout = 20_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Waits until nothing matches the locator any more, or all matches are hidden. */
export async function gone(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/**
 * Waits until every opening animation (one that ends within 2 s of its start:
 * a dialog opening, a drawer sliding in) has ended. Looping ones (a spinner)
 * and long ones (a progress meter) do not count: they are no opening.
 */
export async function animationsEnded(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState !== 'running' || !(typeof end === 'number' && end <= 2_000);
      }),
    undefined,
    { timeout },
  );
}

/** A GET the test makes itself, as JSON; any answer but a 2xx throws with what came. */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Waits until svc-council's overview reflects at least `quarter`: the council
 * reads each quarter from svc-game's event a moment after it is played (until
 * then it says no company yet).
 */
export async function councilHasRead(request: APIRequestContext, quarter: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dashboard/overview');
        return res.ok() ? ((await res.json()) as { reflects: { quarter: number } }).reflects.quarter : 0;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(quarter);
}
