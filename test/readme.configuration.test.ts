// The README's configuration tables name every variable the code reads: each
// deployable's config schema, and every `process.env` read of the runners,
// tests and benchmarks. A variable added without its row (or a row left after
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

/** The variables the README's configuration section has a row for (a row may name several). */
function variablesDocumented(): Set<string> {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Set(
    rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
  );
}

describe('README configuration', () => {
  it('when the code reads a variable, then the README has its row, and no row names a variable nothing reads', () => {
    const read = [...variablesRead()].sort();
    const documented = [...variablesDocumented()].sort();
    expect(
      read.filter((name) => !documented.includes(name)),
      'read but not in the README',
    ).toEqual([]);
    expect(
      documented.filter((name) => !read.includes(name)),
      'in the README but read nowhere',
    ).toEqual([]);
  });
});
