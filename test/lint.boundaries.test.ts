// The lint rules that guard the architecture (eslint.config.js) each catch the violation they exist for: a
// fixture of known violations, linted with the repository's own config, must fail with the expected rule.
// (A rule that silently stopped resolving imports would otherwise pass every file.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Code placed (in memory) at a path of the real tree, importing real files, and the rule it must break. */
const violations: { name: string; file: string; code: string; rule: string }[] = [
  {
    name: 'a feature imports another feature',
    file: 'mf-council/src/features/simulations/fixture.ts',
    code: "export * from '../scenarios/lib/preview-labels';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared components import a feature',
    file: 'mf-council/src/components/fixture.ts',
    code: "export * from '../features/scenarios/lib/preview-labels';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a lib module imports a feature',
    file: 'shell/src/lib/fixture.ts',
    code: "export * from '../features/sidebar/components/sidebar';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'domain code imports an entry point',
    file: 'svc-game/src/domain/fixture.ts',
    code: "export * from '../entry-points/http/game.routes';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'data access imports an entry point',
    file: 'svc-game/src/data-access/fixture.ts',
    code: "export * from '../entry-points/http/game.routes';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web app imports another web app',
    file: 'mf-finance/src/fixture.ts',
    code: "export * from '../../mf-council/src/features/scenarios/lib/preview-labels';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a service imports another service',
    file: 'svc-council/src/fixture.ts',
    code: "export * from '../../svc-game/src/config';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "a service's source starts another service",
    file: 'svc-council/src/fixture.ts',
    code: "export { createGameService } from '../../svc-game/src/service';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the gateway imports a service',
    file: 'gateway/src/fixture.ts',
    code: "export * from '../../svc-analytics/src/config';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a package imports an app',
    file: 'packages/queries/src/fixture.ts',
    code: "export * from '../../../svc-game/src/config';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a relative import into another workspace',
    file: 'e2e/fixture.ts',
    code: "export * from '../packages/rules/src/money';",
    rule: 'import-x/no-relative-packages',
  },
];

/**
 * Imports the wrong way up a layering, each a fixture in test/lint-fixtures/wrong-direction/ linted as if it were
 * at `placedAt` (a zone is a place in the tree), and the words of the zone that must refuse it.
 */
const wrongDirections = [
  {
    fixture: 'contracts-imports-queries.ts',
    placedAt: 'packages/contracts/src/fixture.ts',
    refusal: 'A package imports only the layers below it',
  },
  {
    fixture: 'ui-imports-queries.ts',
    placedAt: 'packages/ui/src/fixture.ts',
    refusal: 'A package imports only the layers below it',
  },
  {
    fixture: 'data-access-imports-use-case.ts',
    placedAt: 'svc-game/src/data-access/fixture.ts',
    refusal: 'Data access does not import a use case',
  },
  {
    fixture: 'room-imports-use-case.ts',
    placedAt: 'svc-council/src/domain/board/fixture.ts',
    refusal: 'A room of the domain does not import a use case',
  },
];

interface Resolver {
  resolve: (source: string, file: string) => { found: boolean };
}

describe('the lint rules that guard the architecture', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // ignore: false lints test/lint-fixtures, which `npm run lint` leaves out.
    eslint = new ESLint({ cwd: repoRoot, ignore: false });
  });

  const rulesBroken = (results: ESLint.LintResult[]) =>
    results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));

  it.each(violations)('fails when $name', async ({ file, code, rule }) => {
    // A fixture importing a file that is gone would break no rule: each names a file that is there.
    const target = path.resolve(path.dirname(path.join(repoRoot, file)), code.match(/'([^']+)'/)![1]!);
    expect(
      ['.ts', '.tsx'].some((ext) => existsSync(`${target}${ext}`)),
      `${code} names no file`,
    ).toBe(true);
    const results = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    expect(rulesBroken(results)).toContain(rule);
  });

  it.each(wrongDirections)(
    'fails on $fixture, an import the wrong way',
    async ({ fixture, placedAt, refusal }) => {
      const code = readFileSync(path.join(repoRoot, 'test/lint-fixtures/wrong-direction', fixture), 'utf8');
      const filePath = path.join(repoRoot, placedAt);
      // The zone sees only an import its resolver finds (a package's `exports` included): it must find this one.
      const config = (await eslint.calculateConfigForFile(filePath)) as {
        settings: { 'import-x/resolver-next': Resolver[] };
      };
      const source = code.match(/from '([^']+)'/)![1]!;
      const found = config.settings['import-x/resolver-next'].some((r) => r.resolve(source, filePath).found);
      expect(found, `${source} resolves from ${placedAt}`).toBe(true);

      const results = await eslint.lintText(code, { filePath });
      const refusals = results
        .flatMap((result) => result.messages)
        .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
        .map((message) => message.message);
      expect(refusals.join('\n')).toContain(refusal);
    },
  );

  it('fails on an import cycle', async () => {
    const results = await eslint.lintFiles([path.join(repoRoot, 'test/lint-fixtures/cycle-a.ts')]);
    expect(rulesBroken(results)).toContain('repository/no-cycle');
  });

  it('fails on an import cycle of types only', async () => {
    const results = await eslint.lintFiles([path.join(repoRoot, 'test/lint-fixtures/type-cycle-a.ts')]);
    expect(rulesBroken(results)).toContain('repository/no-cycle');
  });

  it('fails on a file name that is not kebab-case', async () => {
    const results = await eslint.lintFiles([path.join(repoRoot, 'test/lint-fixtures/BadName.ts')]);
    expect(rulesBroken(results)).toContain('repository/kebab-case-file-names');
  });

  describe('units a reader can hold', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `  total += ${i};`).join('\n');
    const functionOf = (count: number) =>
      `export function long(total: number) {\n${lines(count - 3)}\n  return total;\n}\n`;
    const sizeRules = async (file: string, code: string) =>
      rulesBroken(await eslint.lintText(code, { filePath: path.join(repoRoot, file) })).filter(
        (rule) => rule === 'repository/function-size' || rule === 'max-lines',
      );

    it('fails on a function of 81 lines, and passes one of 80', async () => {
      expect(await sizeRules('svc-game/src/domain/fixture.ts', functionOf(81))).toEqual([
        'repository/function-size',
      ]);
      expect(await sizeRules('svc-game/src/domain/fixture.ts', functionOf(80))).toEqual([]);
    });

    it('fails on a test case of 81 lines, but not on a describe() callback that lists cases', async () => {
      const testCase = `import { it } from 'vitest';\nit('adds up', () => {\n  let total = 0;\n${lines(78)}\n});\n`;
      expect(await sizeRules('svc-game/test/fixture.test.ts', testCase)).toEqual([
        'repository/function-size',
      ]);
      const cases = Array.from(
        { length: 30 },
        (_, i) => `  it('case ${i}', () => {\n    expect(${i}).toBe(${i});\n  });`,
      );
      const grouping = `import { describe, expect, it } from 'vitest';\ndescribe('cases', () => {\n${cases.join('\n')}\n});\n`;
      expect(await sizeRules('svc-game/test/fixture.test.ts', grouping)).toEqual([]);
    });

    it('fails on a file of 401 lines, except the scenario catalogue and generated files', async () => {
      const long = `${Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join('\n')}\n`;
      expect(await sizeRules('svc-game/src/domain/fixture.ts', long)).toEqual(['max-lines']);
      expect(await sizeRules('packages/rules/src/scenarios/catalogue.ts', long)).toEqual([]);
      expect(await sizeRules('shell/src/lib/fixture.generated.ts', long)).toEqual([]);
    });
  });

  it('passes the same kinds of import where they are allowed', async () => {
    const allowed = [
      {
        file: 'mf-council/src/features/simulations/fixture.ts',
        code: "export * from '../../components/phase-steps';",
      },
      { file: 'svc-game/src/entry-points/fixture.ts', code: "export * from '../domain/engine/company';" },
      { file: 'e2e/fixture.ts', code: "export { formatCents } from '@ai-council/rules';" },
      // A service's tests start another whole, through its composition entry.
      {
        file: 'svc-council/test/support/fixture.ts',
        code: "export { createGameService } from 'svc-game/service';",
      },
      // Down the package layers, and a use case over a room, a repository or another use case.
      { file: 'packages/queries/src/fixture.ts', code: "export * from '@ai-council/contracts';" },
      { file: 'packages/ui/src/fixture.ts', code: "export { formatCents } from '@ai-council/rules';" },
      { file: 'svc-council/src/domain/use-cases/fixture.ts', code: "export * from '../board/agents';" },
      { file: 'svc-council/src/domain/use-cases/fixture.ts', code: "export { listAgents } from './agents';" },
      {
        file: 'svc-game/src/domain/use-cases/fixture.ts',
        code: "export * from '../../data-access/games.repository';",
      },
    ];
    for (const { file, code } of allowed) {
      const results = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
      const boundaryRules = rulesBroken(results).filter(
        (rule) => rule.startsWith('import-x/') || rule === 'repository/no-cycle',
      );
      expect(boundaryRules, `${file}: ${code}`).toEqual([]);
    }
  });
});
