// A team ships /financial on its own, as an operator would see it in Chromium:
// the system runs with REMOTES_FILE; mf-finance is released with a new heading
// (one rspack build) and served by its own static host on another origin; a
// promote makes /financial show it with nothing restarted; a release on a host
// that does not answer breaks /financial only (SPEC §8 panel, reported once)
// while /dashboard works; rolling back and Try Again bring the old release back
// without reloading the page.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { builtInRegistry } from '@ai-council/contracts';
import { buildRelease, type BuiltRelease } from '@ai-council/web-build/release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shown } from './support/player';
import { snap } from './support/screenshots';
import { freePort } from '@ai-council/service-kit';
import { hasChromium, warnIfNoChromium, useSystemAndBrowser } from './support/system';

warnIfNoChromium('remote registry');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'ai-council-remotes-'));
const registryFile = path.join(work, 'remotes.json');
const releasesDir = path.join(work, 'releases');

const oldHeading = 'Financial Dashboard';
const newHeading = 'Financial Dashboard: Quarterly Edition';

/** The team's commands, as they run them (the registry is the file the running gateway reads). */
async function npmRun(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', ...args, '--registry', registryFile], {
    cwd: repoRoot,
    env: { ...process.env, REMOTES_FILE: '' },
  });
  return stdout;
}

/** Promotes the release of mf-finance built here, served from `baseUrl`. */
const promoteFinance = (version: string, baseUrl: string) =>
  npmRun('promote', '--', 'mf-finance', version, '--releases', releasesDir, '--base-url', baseUrl);

/** The page's requests to the team's host, and the failures it reports to analytics. */
function watchRequests(page: Page, hostOrigin: string): { fromHost: string[]; failureReports: string[] } {
  const fromHost: string[] = [];
  const failureReports: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(hostOrigin)) fromHost.push(request.url());
    if (
      request.url().endsWith('/api/analytics/events') &&
      request.postData()?.includes('"eventType":"error"')
    )
      failureReports.push(request.postData()!);
  });
  return { fromHost, failureReports };
}

/** With /financial's remote unreachable, /dashboard still works, and /financial offers Try Again again. */
async function dashboardStillWorks(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .first()
    .click();
  await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
  expect(await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).count()).toBe(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Financial Dashboard' })
    .click();
  await shown(page.getByRole('button', { name: 'Try Again' }));
}

describe.skipIf(!hasChromium)('a remote released, promoted and rolled back on its own', () => {
  let release: BuiltRelease;
  let staticHost: ChildProcess | undefined;
  let hostOrigin = '';
  let deadOrigin = '';

  beforeAll(async () => {
    // The registry starts as the built-in one; promote writes it from here on.
    writeFileSync(registryFile, JSON.stringify(builtInRegistry()));
    // One production build of mf-finance, its heading changed on the way (the sources are not touched).
    release = await buildRelease({
      remoteDir: path.join(repoRoot, 'mf-finance'),
      releasesDir,
      adjust: (config) => {
        config.module?.rules?.push({
          test: /financial-page\.tsx$/,
          enforce: 'pre',
          loader: path.join(repoRoot, 'e2e/support/replace-loader.cjs'),
          options: { from: `title="${oldHeading}"`, to: `title="${newHeading}"` },
        });
      },
    });
    // The team's static host, on its own port: another origin than the gateway's.
    const port = await freePort();
    hostOrigin = `http://127.0.0.1:${port}`;
    deadOrigin = `http://127.0.0.1:${await freePort()}`;
    staticHost = spawn(process.execPath, [path.join(repoRoot, 'deploy/remote-host/server.mjs')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RELEASES_DIR: releasesDir },
      stdio: 'ignore',
    });
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${hostOrigin}/healthz`)).ok) break;
      } catch {
        if (i > 100) throw new Error('the static host did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);
  afterAll(() => {
    staticHost?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  const env = useSystemAndBrowser(() => ({ REMOTES_FILE: registryFile }));

  it('when the registry file changes, then /financial follows it, and a dead host breaks /financial only until rollback and Try Again', async () => {
    const player = await env.newPlayer({ stage: 'ready' });
    const { page } = player;
    const { fromHost, failureReports } = watchRequests(page, hostOrigin);

    // 1. The built-in release, served by the gateway.
    await page.goto('/financial');
    await shown(page.getByRole('heading', { level: 1, name: oldHeading, exact: true }));
    expect(fromHost).toEqual([]);

    // 2. The new release, promoted through the gate to the team's host: the next page load shows it.
    const promotedOut = await promoteFinance(release.manifest.version, hostOrigin);
    expect(promotedOut).toMatch(/is live/);
    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name: newHeading }));
    expect(
      fromHost.some((url) => url.endsWith(`/mf-finance/${release.manifest.version}/mf-manifest.json`)),
    ).toBe(true);
    await snap(page, 'remotes-new-release');

    // 3. The same release on a host that does not answer: /financial alone shows the panel.
    await promoteFinance(release.manifest.version, deadOrigin);
    await page.reload();
    const panel = await shown(page.getByRole('alert').filter({ hasText: 'Something went wrong' }));
    expect(await panel.textContent()).toContain('We encountered an issue while displaying this content');
    await shown(panel.getByRole('button', { name: 'Try Again' }));
    await snap(page, 'remotes-dead-host');
    await dashboardStillWorks(page);
    expect(failureReports).toHaveLength(1);
    expect(failureReports[0]).toContain('mf_finance/FinancialPage failed');

    // 4. Rolled back twice (past the dead host, past the new release) to the old release: Try Again loads it in place.
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    expect(await npmRun('rollback', '--', 'mf-finance')).toMatch(/is live again/);
    expect(await npmRun('rollback', '--', 'mf-finance')).toMatch(
      /\/mf\/mf-finance\/mf-manifest\.json is live again/,
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await shown(page.getByRole('heading', { level: 1, name: oldHeading, exact: true }));
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    expect(failureReports).toHaveLength(1);
    expect(player.pageErrors).toEqual([]);
    await snap(page, 'remotes-rolled-back');
    await player.close();
  });
});
