// Every workspace has a map for a newcomer: a README.md in its folder, titled with the workspace, that says how to
// test it alone. Every `npm test -w <workspace>` / `npm run <script> -w <workspace>` a README names is a script that
// workspace's package.json has, so the commands a README gives keep working.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

const workspaces = readPackage('.').workspaces ?? [];
const readmeOf = (dir: string) => path.join(repoRoot, dir, 'README.md');
const readmes = ['README.md', ...workspaces.map((dir) => path.join(dir, 'README.md'))].filter((file) =>
  existsSync(path.join(repoRoot, file)),
);

/** A workspace as `-w` names it: its folder or its package name. */
const workspaceBy = new Map<string, string>(
  workspaces.flatMap((dir) => [
    [dir, dir],
    [readPackage(dir).name, dir],
  ]),
);

/** Each `npm test -w x` and `npm run script -w x` (several -w allowed) a text names: [script, workspace]. */
function npmCommandsIn(text: string): Array<[script: string, workspace: string]> {
  const found: Array<[string, string]> = [];
  for (const match of text.matchAll(/npm (test|run ([\w:-]+))((?: +-w +[@\w/.-]+)+)/g)) {
    const script = match[2] ?? 'test';
    for (const [, workspace] of (match[3] ?? '').matchAll(/-w +([@\w/.-]+)/g)) {
      if (workspace) found.push([script, workspace]);
    }
  }
  return found;
}

describe('a README for every workspace', () => {
  it('when the root package.json lists its workspaces, then there are some to check', () => {
    expect(workspaces.length).toBeGreaterThan(10);
  });

  it.each(workspaces)('when %s is a workspace, then it has a README.md titled with its name', (dir) => {
    expect(
      existsSync(readmeOf(dir)),
      `${dir}/README.md is missing: write what it owns, its entry points and how to test it alone`,
    ).toBe(true);
    const title = readFileSync(readmeOf(dir), 'utf8').split('\n')[0] ?? '';
    const names = [dir, path.basename(dir), readPackage(dir).name];
    expect(
      names.some((name) => title.includes(name)),
      `${dir}/README.md begins "${title}"`,
    ).toBe(true);
  });

  it('when a README names an npm script of a workspace, then that workspace has the script', () => {
    const wrong: string[] = [];
    for (const file of readmes) {
      for (const [script, workspace] of npmCommandsIn(readFileSync(path.join(repoRoot, file), 'utf8'))) {
        const dir = workspaceBy.get(workspace);
        if (!dir) wrong.push(`${file}: -w ${workspace} is no workspace`);
        else if (!readPackage(dir).scripts?.[script]) wrong.push(`${file}: ${dir} has no "${script}" script`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when a README gives a wrong command, then the check finds it', () => {
    expect(npmCommandsIn('`npm run dev -w shell -w mf-finance` and `npm test -w @ai-council/ui`')).toEqual([
      ['dev', 'shell'],
      ['dev', 'mf-finance'],
      ['test', '@ai-council/ui'],
    ]);
    const [script, workspace] = npmCommandsIn('npm run deploy -w shell')[0]!;
    expect(readPackage(workspaceBy.get(workspace)!).scripts?.[script]).toBeUndefined();
  });
});
