// Screenshots for a person to look at: E2E_SCREENSHOTS_DIR, or a folder in the system temp dir.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

const screenshots = process.env.E2E_SCREENSHOTS_DIR ?? path.join(tmpdir(), 'ai-council-screenshots');
mkdirSync(screenshots, { recursive: true });

/** Where the screenshot called `name` goes (for a locator's screenshot, or a page's with a clip). */
export const screenshotPath = (name: string): string => path.join(screenshots, `${name}.png`);

/** The whole page, scrolled or not. */
export const snap = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });

/** What the viewport shows (an open dialog, the page as it first appears). */
export const snapViewport = (page: Page, name: string) => page.screenshot({ path: screenshotPath(name) });
