// The browser suites each start their own system; the web apps they serve are
// built once here (only what is missing, as `npm start` would) so parallel
// suites never build into the same folders at the same time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = [
  ['shell', 'index.html'],
  ['mf-dashboard', 'mf-manifest.json'],
  ['mf-council', 'mf-manifest.json'],
  ['mf-finance', 'mf-manifest.json'],
  ['mf-analytics', 'mf-manifest.json'],
] as const;

export default function setup(): void {
  const missing = apps.filter(([folder, marker]) => !existsSync(path.join(repoRoot, folder, 'dist', marker)));
  if (missing.length === 0) return;
  console.log(`[e2e] building ${missing.map(([f]) => f).join(', ')} before the browser suites`);
  const result = spawnSync('npm', ['run', 'build', ...missing.flatMap(([f]) => ['-w', f])], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web apps for the browser suites failed');
}
