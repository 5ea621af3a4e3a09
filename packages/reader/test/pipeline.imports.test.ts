// The reader's stages import one way (read → points → grade, plan and questions beside them; analysis writing
// apart): each stage may import only the stages listed for it, so analysis writing can never leak into grading.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** The stages each stage may import (besides itself and the lexicon). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  read: [],
  points: [],
  plan: ['read'],
  ask: ['read'],
  grade: ['read', 'points', 'plan'],
  analysis: ['read', 'points', 'grade', 'plan', 'ask'],
};

/** Every relative import of a stage's files, as "file → stage it reaches". */
function stageImports(stage: string): { file: string; reaches: string }[] {
  const folder = join(src, stage);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => {
        const target = relative(src, resolve(folder, m[1]!));
        return { file: `${stage}/${name}`, reaches: target.includes('/') ? target.split('/')[0]! : target };
      });
    });
}

describe('the reader pipeline', () => {
  it('when the src folders are listed, then every stage folder is known to this test', () => {
    const folders = readdirSync(src, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('when a stage imports another, then it is a stage before it (analysis writing is never imported back)', () => {
    const wrong = Object.keys(MAY_IMPORT).flatMap((stage) =>
      stageImports(stage)
        .filter(
          ({ reaches }) =>
            reaches !== stage && reaches !== 'lexicon' && !MAY_IMPORT[stage]!.includes(reaches),
        )
        .map(({ file, reaches }) => `${file} → ${reaches}`),
    );
    expect(wrong).toEqual([]);
  });
});
