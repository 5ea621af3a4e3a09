// No source file over 400 lines (issue 24): eslint's max-lines holds the
// TypeScript to it; this holds the rest that a reader opens, the stylesheets
// and plain JavaScript, which eslint does not measure. Left out: generated
// files, test fixtures, and the builds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 400;
const measured = /\.(css|js|mjs|cjs)$/;
const leftOut = [/(^|\/)fixtures\//, /(^|\/)lint-fixtures\//, /\.generated\./, /(^|\/)dist\//, /^pacts\//];

describe('source file size', () => {
  it(`has no stylesheet or JavaScript file over ${MAX_LINES} lines`, () => {
    const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => measured.test(file) && !leftOut.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(10);
    const over = files
      .map((file) => ({
        file,
        lines: readFileSync(path.join(repoRoot, file), 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
