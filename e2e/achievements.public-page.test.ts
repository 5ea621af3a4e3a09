// A shared achievement's public page (issue 14), against the whole system in
// Chromium: a player unlocks an achievement by playing quarters, copies its
// link from the card, and a fresh signed-out browser opens it: the title, the
// player's first name and Start Your Journey. The server's own HTML (no
// script run) carries og:image, and that image is a 1200x630 PNG. An unknown
// share id is the friendly 404, in the page and in the HTTP status.
import { expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { newPlayer, sameOrigin, shown, type Player } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser } from './support/system';

interface AchievementRow {
  id: string;
  title: string;
  unlocked: boolean;
}

/** The content of `<meta property|name="key" content="…">` in server HTML. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

/** Asks for the player's achievements until one is unlocked or `ms` have passed. */
async function unlockedWithin(context: BrowserContext, ms: number): Promise<AchievementRow | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const list = (await (await context.request.get('/api/achievements')).json()) as AchievementRow[];
    const found = list.find((a) => a.unlocked);
    if (found || Date.now() >= deadline) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Plays quarters until the first achievement unlocks (a profitable quarter, usually the first). Some seeds
 * give an unsteered company no profitable quarter before it fails: then Play Again, a new seed.
 */
async function playUntilUnlocked(context: BrowserContext): Promise<AchievementRow | undefined> {
  let unlocked: AchievementRow | undefined;
  for (let quarter = 0; quarter < 40 && !unlocked; quarter += 1) {
    const advanced = await context.request.patch('/api/game/advance-quarter', { headers: sameOrigin });
    const { gameEnded } = (await advanced.json()) as { gameEnded?: boolean };
    expect(advanced.status()).toBe(200);
    unlocked = await unlockedWithin(context, 1_000);
    if (gameEnded && !unlocked) {
      const restarted = await context.request.post('/api/game/restart', { headers: sameOrigin });
      expect(restarted.ok()).toBe(true);
    }
  }
  // The last quarter's events may still be on their way to svc-analytics on a busy machine.
  return unlocked ?? (await unlockedWithin(context, 10_000));
}

/** Copies the achievement's link from its card on /achievements, twice: the same link both times. */
async function copyShareLink(player: Player, baseUrl: string, unlocked: AchievementRow): Promise<string> {
  const { context, page } = player;
  const { title } = unlocked;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.goto('/achievements');
  await shown(page.getByRole('heading', { name: title }));
  await page.getByRole('button', { name: `Copy link to ${title}` }).click();
  await shown(page.getByText('Copied!'));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseUrl}/achievements/[A-Za-z0-9_-]{22}$`));
  expect(link).not.toContain(unlocked.id);
  // Copying again copies the same link (one share per achievement).
  await page.getByRole('button', { name: `Copy link to ${title}` }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  return link;
}

/** A fresh browser, signed out, opens the link: the title, Ada's first name and Start Your Journey. */
async function visitorSees(browser: Browser, link: string, title: string): Promise<void> {
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const visitorPage = await visitor.newPage();
  const visitorErrors: string[] = [];
  visitorPage.on('pageerror', (error) => visitorErrors.push(error.message));
  const opened = await visitorPage.goto(link);
  expect(opened?.status()).toBe(200);
  await shown(visitorPage.getByRole('heading', { level: 1, name: title }));
  expect(await visitorPage.getByTestId('public-achievement-earned').textContent()).toMatch(
    /^Earned by Ada on /,
  );
  expect(await visitorPage.getByRole('button', { name: 'Start Your Journey' }).isVisible()).toBe(true);
  expect(await visitorPage.title()).toBe(`${title}: unlocked by Ada · AI Council`);
  await snap(visitorPage, 'public-achievement');
  await visitorPage.setViewportSize({ width: 390, height: 844 });
  await snap(visitorPage, 'public-achievement-390');
  expect(visitorErrors).toEqual([]);
  await visitor.close();
}

/** What a crawler gets: the server's HTML, no script run, with the preview tags, and a 1200x630 PNG. */
async function crawlerSeesPreview(link: string, baseUrl: string): Promise<void> {
  const html = await (await fetch(link)).text();
  const image = metaOf(html, 'og:image');
  expect(image).toMatch(new RegExp(`^${baseUrl}/api/achievements/public/[A-Za-z0-9_-]{22}/card\\.png$`));
  expect(metaOf(html, 'og:image:width')).toBe('1200');
  expect(metaOf(html, 'og:image:height')).toBe('630');
  expect(metaOf(html, 'og:url')).toBe(link);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaOf(html, 'og:title')).toContain('Ada');
  const card = await fetch(image!);
  expect(card.status).toBe(200);
  expect(card.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await card.arrayBuffer());
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
    width: 1200,
    height: 630,
  });
}

describeInBrowser('a shared achievement’s public page, in a real browser', (env) => {
  it('when a player copies an unlocked achievement’s link, then a signed-out visitor sees it with the first name, and its preview is a 1200x630 PNG', async () => {
    const { baseUrl } = env.system;
    const player = await newPlayer(env.chromium.browser, baseUrl, { stage: 'ready', firstName: 'Ada' });

    const unlocked = await playUntilUnlocked(player.context);
    expect(unlocked, 'an achievement unlocked by playing').toBeDefined();
    const link = await copyShareLink(player, baseUrl, unlocked!);
    expect(player.pageErrors).toEqual([]);

    await visitorSees(env.chromium.browser, link, unlocked!.title);
    await crawlerSeesPreview(link, baseUrl);
    await player.close();
  });

  it('when the link names no shared achievement, then the page says it isn’t available, with the call to action, and the HTTP status is 404', async () => {
    const { baseUrl } = env.system;
    const unknown = `${baseUrl}/achievements/AAAAAAAAAAAAAAAAAAAAAA`;
    expect((await fetch(unknown)).status).toBe(404);

    const visitor = await newPlayer(env.chromium.browser, baseUrl, { stage: 'signed-out' });
    const opened = await visitor.page.goto(unknown);
    expect(opened?.status()).toBe(404);
    await shown(visitor.page.getByRole('heading', { level: 1, name: "This achievement isn't available" }));
    expect(await visitor.page.getByText('Page Not Found').count()).toBe(0);
    await snap(visitor.page, 'public-achievement-unavailable');
    await visitor.page.getByRole('button', { name: 'Start Your Journey' }).click();
    await visitor.page.waitForURL(/\/api\/auth\/login-page/);
    expect(visitor.pageErrors).toEqual([]);
    await visitor.close();
  });
});
