// No forwarding shims (issue 42): a module of the project's sources never
// passes on another workspace package's names (`export { x } from
// '@ai-council/rules'`, or importing them only to export them again), and no
// module's whole body is re-exports of a package. An importer reads the owning
// package by its own name, so each name has one home. Each source is parsed
// with the TypeScript compiler; tests and lint fixtures are left out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isPackage = (specifier: string) => !specifier.startsWith('.');
const isWorkspacePackage = (specifier: string) => specifier.startsWith('@ai-council/');

/** What in one module forwards a package's names: each re-export of a package, and whether that is all it is. */
export function forwarding(fileName: string, text: string): { forwards: string[]; shim: boolean } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const importedFrom = new Map<string, string>();
  const forwards: string[] = [];
  let onlyForwarding = source.statements.length > 0;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) importedFrom.set(clause.name.text, from);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) importedFrom.set(element.name.text, from);
      if (bindings && ts.isNamespaceImport(bindings)) importedFrom.set(bindings.name.text, from);
      if (!isPackage(from)) onlyForwarding = false;
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      // `export { x } from 'pkg'` or `export * from 'pkg'`; or `export { x }` of a name imported from a package.
      const names =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      const origins = from ? names.map(() => from) : names.map((name) => importedFrom.get(name));
      const ofPackage = origins.filter((origin): origin is string => !!origin && isPackage(origin));
      if (ofPackage.length < names.length) onlyForwarding = false;
      names.forEach((name, i) => {
        if (origins[i] && isWorkspacePackage(origins[i])) forwards.push(`${name} from ${origins[i]}`);
      });
      continue;
    }
    onlyForwarding = false;
  }
  return { forwards, shim: onlyForwarding && source.statements.some(ts.isExportDeclaration) };
}

const sources = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) => /(^|\/)src\//.test(file) && !/\.test\.tsx?$/.test(file) && !/lint-fixtures\//.test(file),
    );

describe('no forwarding shims', () => {
  it('when every source module is read, then none passes on a workspace package’s names, and none is only re-exports of a package', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      // Only an export declaration (`export {`, `export *`, `export type {`) can forward: the rest need no parse.
      if (!/\bexport\s+(type\s+)?[{*]/.test(text)) return [];
      const { forwards, shim } = forwarding(file, text);
      return [
        ...forwards.map((f) => `${file}: forwards ${f}`),
        ...(shim ? [`${file}: a forwarding shim`] : []),
      ];
    });
    expect(found).toEqual([]);
  });

  it.each([
    ["export { MAX_BOOKED } from '@ai-council/rules';", true],
    ["import { MAX_BOOKED } from '@ai-council/rules';\nexport { MAX_BOOKED };", true],
    ["export * from '@ai-council/contracts';", true],
    ["export * from './stages';", false],
    ["import { MAX_BOOKED } from '@ai-council/rules';\nexport const twice = MAX_BOOKED * 2;", false],
  ])('when a module reads %j, then the check finds forwarding: %s', (text, expected) => {
    const { forwards, shim } = forwarding('probe.ts', text);
    expect(forwards.length > 0 || shim).toBe(expected);
  });
});
