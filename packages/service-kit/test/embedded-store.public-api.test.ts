// The embedded store uses nedb through its public API only (issue 41): no file
// under src/store imports a path inside the package, and none reaches into a
// Datastore's private fields (nedb names them with a leading underscore), its
// `indexes` (the collection keeps its own IndexSpecs) or its `persistence`
// (the store writes its files itself). A source scan; the old code's lines
// show that it finds each kind.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/store');

const rules: Array<{ why: string; finds: (line: string) => boolean }> = [
  { why: 'imports a path inside @seald-io/nedb', finds: (line) => /['"`]@seald-io\/nedb\/[^'"`]/.test(line) },
  // `_id` is a document's own field, not nedb's.
  { why: 'touches a private field', finds: (line) => /(\.\s*|\[\s*['"`])_(?!id\b)[A-Za-z]/.test(line) },
  {
    why: "reads the Datastore's indexes",
    finds: (line) => /\b(db|Datastore)\b/.test(line) && /(\.\s*|\[\s*['"`])indexes\b/.test(line),
  },
  { why: "reaches the Datastore's persistence", finds: (line) => /\bpersistence\b/.test(line) },
];

/** `file:line: why` for each line of `source` a rule finds. */
function privateAccessIn(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      rules.filter((rule) => rule.finds(line)).map((rule) => `${file}:${i + 1}: ${rule.why}`),
    );
}

describe('the embedded store and nedb', () => {
  it('when the store files are read, then none imports a nedb path or touches a private field, the indexes or the persistence of a Datastore', () => {
    const files = readdirSync(storeDir).filter((file) => file.endsWith('.ts'));
    expect(files).toContain('embedded-store.ts');
    const found = files.flatMap((file) =>
      privateAccessIn(file, readFileSync(path.join(storeDir, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('when a file holds what the store once did, then each kind is found', () => {
    // Spelled in parts, so a grep of the repository for a private path does not find this test.
    const privatePath = ['@seald-io/nedb', 'lib', 'model.js'].join('/');
    const old = [
      `const { serialize } = createRequire(import.meta.url)('${privatePath}');`,
      'internals._updateIndexes = (oldDoc, newDoc) => {',
      'const held = (this.db as unknown as { indexes: Record<string, Held> }).indexes[key];',
      "const byName = (db as unknown as Internals)['indexes'];",
      'const doc = { _id: id }; doc._id = other;',
      'const persistence = (db as unknown as Persisted).persistence;',
    ].join('\n');
    expect(privateAccessIn('old.ts', old)).toEqual([
      'old.ts:1: imports a path inside @seald-io/nedb',
      'old.ts:2: touches a private field',
      "old.ts:3: reads the Datastore's indexes",
      "old.ts:4: reads the Datastore's indexes",
      "old.ts:6: reaches the Datastore's persistence",
    ]);
  });
});
