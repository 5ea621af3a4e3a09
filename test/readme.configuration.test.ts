// The README's configuration tables name every variable the code reads: each
// deployable's config schema, and every `process.env` read of the runners and
// tests; bench/README.md's table names the benchmarks' own (`BENCH_*`, none in
// the product's schemas). A variable added without its row (or a row left after
// its variable went) fails here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { gameEnvSchema } from 'svc-game/config';
import { councilConfigSchema } from 'svc-council/config';
import { analyticsConfigSchema } from 'svc-analytics/config';
import { gatewayEnvSchema } from 'gateway/config';
import { embeddedEnvSchema } from 'embedded';
import { distributedEnvSchema } from 'distributed';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every variable the code reads. */
function variablesRead(): Set<string> {
  const schemas = [
    gameEnvSchema,
    councilConfigSchema,
    analyticsConfigSchema,
    gatewayEnvSchema,
    embeddedEnvSchema,
    distributedEnvSchema,
  ] as unknown as Array<z.ZodObject<Record<string, z.ZodType>>>;
  const names = new Set(schemas.flatMap((schema) => Object.keys(schema.shape)));
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of tracked) {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const match of source.matchAll(
      /process\.env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
    )) {
      names.add((match[1] ?? match[2])!);
    }
  }
  return names;
}

/** The rows of a README's table from `heading` on (a row may name several variables). */
function rowsOf(file: string, heading: string): string[] {
  const readme = readFileSync(path.join(repoRoot, file), 'utf8');
  return readme
    .slice(readme.indexOf(heading))
    .split('\n')
    .filter((line) => line.startsWith('| `'));
}
const namedIn = (rows: string[]) =>
  rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

/** The variables the README's configuration section and the benchmarks' table have a row for. */
function variablesDocumented(): Set<string> {
  return new Set([
    ...namedIn(rowsOf('README.md', '## Configuration')),
    ...namedIn(rowsOf('bench/README.md', '## Variables')),
  ]);
}

describe('README configuration', () => {
  it('when the code reads a variable, then the README has its row, and no row names a variable nothing reads', () => {
    const read = [...variablesRead()].sort();
    const documented = [...variablesDocumented()].sort();
    expect(
      read.filter((name) => !documented.includes(name)),
      'read but not in the README',
    ).toEqual([]);
    // The product's configuration table is for what a deployment sets: no benchmark's variable.
    expect(
      namedIn(rowsOf('README.md', '## Configuration')).filter((name) => name.startsWith('BENCH_')),
    ).toEqual([]);
    expect(
      documented.filter((name) => !read.includes(name)),
      'in the README but read nowhere',
    ).toEqual([]);
  });
});
