// `npm start` and the browser suites rebuild a web app whose build is missing
// or older than its sources, so a pull never leaves the old UI being served.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleWebApps, type WebApp } from '../src/freshness';

const apps: WebApp[] = [
  { folder: 'shell', marker: 'index.html' },
  { folder: 'mf-finance', marker: 'mf-manifest.json' },
];
let root: string;

/** Writes a file with a modification time `minutesAgo` in the past. */
function file(relative: string, minutesAgo: number) {
  const at = path.join(root, relative);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, relative);
  const when = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(at, when, when);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ai-council-freshness-'));
  for (const pkg of ['ui', 'queries', 'contracts', 'rules', 'web-build'])
    file(`packages/${pkg}/src/index.ts`, 60);
  file('shell/src/main.tsx', 50);
  file('shell/rspack.config.ts', 50);
  file('mf-finance/src/bootstrap.tsx', 50);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const stale = () => staleWebApps(root, apps).map((a) => `${a.folder}: ${a.why}`);

describe('which web apps need a build', () => {
  it('when an app was never built, then it needs one', () => {
    file('shell/dist/index.html', 10);
    expect(stale()).toEqual(['mf-finance: not built yet']);
  });

  it('when every build is newer than its sources, then nothing is built', () => {
    file('shell/dist/index.html', 10);
    file('mf-finance/dist/mf-manifest.json', 10);
    expect(stale()).toEqual([]);
  });

  it('when an app’s source or config changed after its build (a pull), then that app is rebuilt', () => {
    file('shell/dist/index.html', 10);
    file('mf-finance/dist/mf-manifest.json', 10);
    file('shell/src/features/new-page.tsx', 1);
    expect(stale()).toEqual(['shell: sources changed since its build']);
    file('mf-finance/rspack.config.ts', 1);
    expect(stale()).toHaveLength(2);
  });

  it('when a shared package changed, then every app is rebuilt, but not for its tests or its build output', () => {
    file('shell/dist/index.html', 10);
    file('mf-finance/dist/mf-manifest.json', 10);
    file('shell/test/app.pact.test.ts', 1);
    file('shell/dist/main.js', 1);
    expect(stale()).toEqual([]);
    file('packages/queries/src/game/new-query.ts', 1);
    expect(stale()).toEqual([
      'shell: sources changed since its build',
      'mf-finance: sources changed since its build',
    ]);
  });
});
