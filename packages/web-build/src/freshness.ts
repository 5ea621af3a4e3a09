// Which web apps need a build before they are served: one whose build is
// missing, or older than any of its sources (its own folder's sources and
// configs, and the shared packages it bundles). After a pull, `npm start` and
// the browser suites rebuild what changed instead of serving the old UI.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface WebApp {
  folder: string;
  /** The file a finished build leaves last in dist/. */
  marker: string;
}

export const webApps: readonly WebApp[] = [
  { folder: 'shell', marker: 'index.html' },
  { folder: 'mf-dashboard', marker: 'mf-manifest.json' },
  { folder: 'mf-council', marker: 'mf-manifest.json' },
  { folder: 'mf-finance', marker: 'mf-manifest.json' },
  { folder: 'mf-analytics', marker: 'mf-manifest.json' },
];

/** The shared packages every web app bundles. */
const sharedSources = ['ui', 'queries', 'contracts', 'rules', 'web-build'].map((p) =>
  path.join('packages', p),
);

/** The newest modification time under `dir` (its src/ and public/, and its own files), or 0. */
function newestSource(dir: string): number {
  let newest = 0;
  const visit = (entry: string, depth: number) => {
    let stat;
    try {
      stat = statSync(entry);
    } catch {
      return;
    }
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else if (stat.isDirectory() && depth > 0)
      for (const name of readdirSync(entry)) visit(path.join(entry, name), depth - 1);
  };
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const entry = path.join(dir, name);
    if (name === 'src' || name === 'public') visit(entry, 32);
    else if (/\.(ts|json)$/.test(name)) visit(entry, 0);
  }
  return newest;
}

/** The apps whose build is missing or older than a source, with why. */
export function staleWebApps(repoRoot: string, apps: readonly WebApp[] = webApps) {
  const shared = Math.max(...sharedSources.map((p) => newestSource(path.join(repoRoot, p))));
  return apps.flatMap((app) => {
    const marker = path.join(repoRoot, app.folder, 'dist', app.marker);
    if (!existsSync(marker)) return [{ ...app, why: 'not built yet' }];
    const built = statSync(marker).mtimeMs;
    const changed = Math.max(shared, newestSource(path.join(repoRoot, app.folder)));
    return changed > built ? [{ ...app, why: 'sources changed since its build' }] : [];
  });
}

/** Builds the apps that need it (nothing when all are fresh); throws when a build fails. */
export function buildStaleWebApps(repoRoot: string, log: (message: string) => void): void {
  const stale = staleWebApps(repoRoot);
  if (stale.length === 0) return;
  log(`building ${stale.map((a) => `${a.folder} (${a.why})`).join(', ')}…`);
  const args = ['run', 'build', ...stale.flatMap((a) => ['-w', a.folder])];
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the web apps failed (npm ${args.join(' ')})`);
}
