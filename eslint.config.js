import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { isExternalModule, moduleVisitor, resolve } from 'eslint-plugin-import-x/utils';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const webApps = ['shell', 'mf-dashboard', 'mf-council', 'mf-finance', 'mf-analytics'];
const services = ['svc-game', 'svc-council', 'svc-analytics'];

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// Import boundaries (CONVENTIONS.md): in a web app, a feature never imports
// another feature (shared code goes to the app's lib/ or to packages/); in a
// service, domain code never imports an entry point. Zones are read from the
// tree, so a new feature is covered without editing this file.
const featureZones = webApps.flatMap((app) =>
  folders(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared part to lib/ or packages/.',
  })),
);
const domainZones = services.flatMap((service) => [
  {
    target: `./${service}/src/domain`,
    from: `./${service}/src/entry-points`,
    message: 'Domain code does not import entry points: pass what it needs in.',
  },
  {
    target: `./${service}/src/data-access`,
    from: `./${service}/src/entry-points`,
    message: 'Data access does not import entry points: the entry points call it, not the other way round.',
  },
  {
    target: `./${service}/src/data-access`,
    from: `./${service}/src/domain/use-cases`,
    message: 'Data access does not import a use case: the use cases call it, not the other way round.',
  },
  // The rooms of the domain (every folder and file beside use-cases/) do no I/O: the use cases tell the stories
  // over them, so a room never reaches up into one.
  {
    target: [`./${service}/src/domain/*.ts`, `./${service}/src/domain/!(use-cases)/**`],
    from: `./${service}/src/domain/use-cases`,
    message: 'A room of the domain does not import a use case: pass what it needs in, or move the rule down.',
  },
]);
// In a web app, shared layers (components, lib, hooks) sit under the features and never reach up into one.
const sharedLayerZones = webApps.flatMap((app) =>
  ['components', 'lib', 'hooks'].map((layer) => ({
    target: `./${app}/src/${layer}`,
    from: `./${app}/src/features`,
    message: 'Shared code does not import a feature: move what both need down to lib/ or packages/.',
  })),
);
// Deployables never import each other: a web app talks to another through federation, a service to another
// through the bus or HTTP, and the gateway to the services through HTTP. Only the composition roots
// (embedded, distributed, e2e, bench) put them together.
const deployables = [...webApps, ...services, 'gateway'];
// A service's tests may start another service whole, through its composition entry (src/service.ts), as the
// running system does (svc-council's tests beside the real svc-game); its source may not.
const deployableZones = deployables.flatMap((unit) => {
  const others = deployables.filter((other) => other !== unit).map((other) => `./${other}`);
  const message = 'A deployable does not import another: share through packages/, events or HTTP.';
  return [
    { target: `./${unit}`, from: others, except: ['./src/service.ts'], message },
    { target: `./${unit}/src`, from: others, message },
  ];
});
// Packages are shared by the apps, so they never depend on one.
const packageZones = [
  {
    target: './packages',
    from: [...deployables, 'embedded', 'distributed', 'e2e', 'bench'].map((unit) => `./${unit}`),
    message: 'packages/ does not import an app or a service: move the shared part into the package.',
  },
];
// Packages stack in layers: rules at the bottom, contracts on it, and the leaves (queries, ui, reader,
// service-kit, web-build) beside each other on top. A package imports only the layers below it; an app puts
// the leaves together.
const packageLayers = [['rules'], ['contracts'], ['queries', 'ui', 'reader', 'service-kit', 'web-build']];
const packageLayerZones = packageLayers.flatMap((layer, level) =>
  layer.map((name) => ({
    target: `./packages/${name}/src`,
    from: packageLayers
      .slice(level)
      .flat()
      .filter((other) => other !== name)
      .map((other) => `./packages/${other}`),
    message: 'A package imports only the layers below it (rules, then contracts): move the shared part down.',
  })),
);
const boundaryZones = [
  ...featureZones,
  ...domainZones,
  ...sharedLayerZones,
  ...deployableZones,
  ...packageZones,
  ...packageLayerZones,
];

// File names are kebab-case (CONVENTIONS.md), so a path reads the same on every file system.
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const repositoryRules = {
  rules: {
    // max-lines-per-function, except a test's describe() callback: that is a list of cases (a table), not a unit
    // of logic. Each case (an it() callback) and every other function is held to the limit.
    'function-size': {
      meta: { type: 'suggestion', schema: [{ type: 'object', properties: { max: { type: 'integer' } } }] },
      create(context) {
        const max = context.options[0]?.max ?? 80;
        const groupsCases = (call) => {
          const callee = call.callee.type === 'CallExpression' ? call.callee.callee : call.callee;
          // describe(), describe.each(...)(), and a suite's `register` (describe or describe.skip, passed in).
          return /^(describe|register)(\b|[A-Z])/.test(context.sourceCode.getText(callee));
        };
        // A function that registers a suite of cases (describeBusContract, describeAchievementFlow) is one too.
        const registersCases = (node) => /^describe[A-Z]/.test(node.id?.name ?? '');
        const check = (node) => {
          const lines = node.loc.end.line - node.loc.start.line + 1;
          if (lines <= max || registersCases(node)) return;
          const parent = node.parent;
          if (parent?.type === 'CallExpression' && parent.arguments.includes(node) && groupsCases(parent))
            return;
          context.report({
            node,
            message: `This function has ${lines} lines (at most ${max}): split it into steps with names.`,
          });
        };
        return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
      },
    },
    // import-x/no-cycle skips type-only imports, so a cycle of types passes it; a cycle of types is still two
    // modules that cannot be read or moved apart. This one follows every import, types included, within the
    // workspace (a workspace's imports by package name are its dependencies, layered by the zones above).
    'no-cycle': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const filename = context.physicalFilename;
        if (filename === '<text>') return {};
        const external = (name, modulePath) => isExternalModule(name, modulePath, context);
        // A module already followed from this file leads back to it or was reported: no need to follow it twice.
        const followed = new Set();
        const routeBack = (start) => {
          const queue = [{ module: start, route: [] }];
          while (queue.length > 0) {
            const { module, route } = queue.shift();
            for (const [path, { resolve: next, declarations }] of module?.getImports() ?? []) {
              const inside = [...declarations].filter(({ source }) => !external(source.value, path));
              if (inside.length === 0 || followed.has(path)) continue;
              if (path === filename) {
                // The modules still queued were not followed: another import of this file may reach them.
                for (const waiting of queue) followed.delete(waiting.path);
                return route;
              }
              followed.add(path);
              queue.push({ module: next(), path, route: [...route, inside[0].source] });
            }
          }
          return null;
        };
        const visitor = moduleVisitor(
          (source, importer) => {
            if (external(source.value, resolve(source.value, context))) return;
            const imported = ModuleInfo.get(source.value, context);
            if (imported == null || imported.path === filename || followed.has(imported.path)) return;
            followed.add(imported.path);
            const route = routeBack(imported);
            if (route == null) return;
            const via = route.map((step) => `${step.value}:${step.loc.start.line}`).join('=>');
            context.report({
              node: importer,
              message: via
                ? `Import cycle (type-only imports count) via "${via}".`
                : 'Import cycle (type-only imports count).',
            });
          },
          { commonjs: false },
        );
        return { ...visitor, 'Program:exit': () => followed.clear() };
      },
    },
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program(node) {
            const base = context.filename.split(/[\\/]/).pop() ?? '';
            if (!kebabCase.test(base)) {
              context.report({
                node,
                message: `File name '${base}' is not kebab-case (for example 'quarter-report.ts').`,
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  // test/lint-fixtures holds known violations, linted on purpose by test/lint.boundaries.test.ts.
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/.data/**', 'test/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Accessibility of the JSX itself (issue 14, WCAG 2.2 AA); the browser tests run axe-core on the rendered pages.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling log or region (chat, council discussion, ScrollRegion) must take focus to scroll by keyboard (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log', 'region'] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX, repository: repositoryRules },
    settings: {
      // The workspaces name their entry points in package.json `exports`, which only this resolver reads: the
      // legacy node resolver found nothing behind '@ai-council/queries', so no zone saw an import by package name.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // repository/no-cycle parses the files it follows: with TypeScript's parser, or it sees no imports in them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'repository/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'repository/kebab-case-file-names': 'error',
    },
  },
  // Units a reader can hold (issue 24): no function over 80 lines, no file over 400. Left out, as tables or
  // generated: the scenario catalogue, generated files, test fixtures.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['packages/rules/src/scenarios/catalogue.ts', '**/*.generated.ts', '**/fixtures/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'repository/function-size': ['error', { max: 80 }],
    },
  },
  // The shell's generated page types import the remotes' exposed pages as types only, so a page renamed in a
  // remote fails the shell's typecheck (npm run remote-types -w shell writes it).
  {
    files: ['shell/src/lib/remote-pages.generated.ts'],
    rules: { 'import-x/no-restricted-paths': 'off', 'import-x/no-relative-packages': 'off' },
  },
  // Contracts and rules run in the browser as well as in Node; the rules depend on nothing at all.
  {
    files: ['packages/contracts/src/**/*.ts'],
    // The test helpers (samples, Pact) run in Node only.
    ignores: ['packages/contracts/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'contracts run in the browser too: no Node built-ins.' }],
        },
      ],
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message: 'packages/rules is pure and has no dependencies: relative imports only.',
            },
          ],
        },
      ],
    },
  },
);
