// The login page under its own CSP, in Chromium: style-src allows the gateway's
// files and the page's one sheet by its hash, no other inline style; the page
// still looks as designed (its sheet applies) and the browser reports no
// violation. A screenshot is left for a person to look at.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { listen } from '@ai-council/service-kit';
import { chromiumPath } from '@ai-council/web-build/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayHarness } from './gateway-harness';

const hasChromium = existsSync(chromiumPath);
if (!hasChromium) console.warn(`[csp] login page in Chromium skipped: no Chromium at ${chromiumPath}`);

let harness: Awaited<ReturnType<typeof startGatewayHarness>>;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  harness = await startGatewayHarness();
  server = await listen(harness.app, 0, '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

describe('the login page CSP', () => {
  it("when the login page is served, then style-src is 'self' and its sheet's hash, with no unsafe-inline", async () => {
    const res = await fetch(`${server.url}/api/auth/login-page`);
    const csp = res.headers.get('content-security-policy')!;
    const styleSrc = csp.split(';').filter((d) => d.startsWith('style-src'));
    expect(styleSrc).toHaveLength(1);
    expect(styleSrc[0]).toMatch(/^style-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it.runIf(hasChromium)(
    'when Chromium opens it, then its sheet applies and nothing is blocked',
    async () => {
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await browser.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.goto(`${server.url}/api/auth/login-page`);
        const looks = await page.evaluate(() => ({
          grid: getComputedStyle(document.querySelector('.grid')!).display,
          button: getComputedStyle(document.querySelector('button')!).backgroundColor,
          section: getComputedStyle(document.querySelector('section')!).borderRadius,
        }));
        const dir = process.env.E2E_SCREENSHOTS_DIR ?? path.join(tmpdir(), 'ai-council-screenshots');
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, 'login-page.csp.png');
        await page.screenshot({ path: file, fullPage: true });
        console.log(`[csp] login page under its CSP: ${JSON.stringify(looks)}; screenshot ${file}`);
        expect(violations).toEqual([]);
        expect(looks).toEqual({ grid: 'grid', button: 'rgb(37, 99, 235)', section: '14px' });
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
