// Every workspace declares what its code imports: a module its source uses is
// in its own package.json (dependencies, devDependencies or peers), so each
// deployable installs and bundles on its own. Test code (test/ folders, the
// e2e workspace, *.test.* files and src/testing helpers) may also use the tools the root
// package.json provides to every workspace (vitest, supertest, Pact…) and the
// other workspaces it tests against.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;
const namesOf = (pkg: PackageJson) => [
  pkg.name,
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];

const root = readPackage('.');
const workspaces = (root.workspaces ?? [])
  .flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(path.join(repoRoot, w.slice(0, -2))).map((d) => path.join(w.slice(0, -2), d))
      : [w],
  )
  .filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')));
const workspaceNames = workspaces.map((dir) => readPackage(dir).name);

const isTestCode = (file: string) =>
  file.startsWith('e2e/') ||
  /(^|\/)test\//.test(file) ||
  /\.test\.tsx?$/.test(file) ||
  /\/src\/testing\//.test(file);

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const entry = path.join(at, name);
      if (statSync(entry).isDirectory()) walk(entry);
      else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) found.push(entry);
    }
  };
  walk(path.join(repoRoot, dir));
  return found;
}

/** The packages a file imports (bare specifiers, by package name). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

describe('workspace dependencies', () => {
  it('when a workspace’s code imports a package, then the workspace declares it', () => {
    const undeclared: string[] = [];
    for (const dir of workspaces) {
      const own = new Set(namesOf(readPackage(dir)));
      const forTests = new Set([...own, ...namesOf(root), ...workspaceNames]);
      for (const file of sourceFiles(dir)) {
        const relative = path.relative(repoRoot, file);
        const allowed = isTestCode(relative) ? forTests : own;
        for (const name of importsOf(file)) {
          if (!allowed.has(name)) undeclared.push(`${dir}: ${name} (${relative})`);
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
