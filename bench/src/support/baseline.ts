// The commit a benchmark compares against, checked out beside this one so both
// run in the same run on the same machine (figures from another day or machine
// only carry over as ratios). By default main as it was when issue 41 (one
// request path, as fast) was filed; BENCH_BASELINE_REV names another.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const baselineRev = process.env.BENCH_BASELINE_REV ?? 'ec67d28';
export const baselineLabel =
  process.env.BENCH_BASELINE_REV === undefined
    ? `main when issue 41 was filed (${baselineRev})`
    : `commit ${baselineRev}`;

/** Folders of the checkout that hold a node_modules (the root and any workspace with its own). */
function nodeModulesFolders(): string[] {
  const inside = (dir: string) =>
    existsSync(path.join(repoRoot, dir))
      ? readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(dir, entry.name, 'node_modules'))
      : [];
  return ['node_modules', ...inside('.'), ...inside('packages')].filter(
    (folder) => !folder.startsWith('node_modules/') && existsSync(path.join(repoRoot, folder)),
  );
}

/**
 * A checkout of the baseline commit (a git worktree under the temp folder, made
 * once), with this checkout's installed packages copied in: the workspaces'
 * links are relative, so in the copy they point at the baseline's own code.
 */
export function baselineCheckout(): string {
  const dir = path.join(tmpdir(), `ai-council-baseline-${baselineRev}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, baselineRev], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
  }
  for (const folder of nodeModulesFolders()) {
    const target = path.join(dir, folder);
    if (!existsSync(target) && existsSync(path.dirname(target)))
      cpSync(path.join(repoRoot, folder), target, { recursive: true, verbatimSymlinks: true });
  }
  return dir;
}
