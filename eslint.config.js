import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
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
const domainZones = services.map((service) => ({
  target: `./${service}/src/domain`,
  from: `./${service}/src/entry-points`,
  message: 'Domain code does not import entry points: pass what it needs in.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/.data/**'] },
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
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...domainZones] }] },
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
