import { defineConfig } from 'vitest/config';

// One runner for the whole repo: node suites (services, packages, gateway),
// web suites (React components in happy-dom) and the browser suite (e2e),
// which starts the whole system once and drives Debian's Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'svc-*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'bench/test/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          pool: 'forks',
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['shell/src/**/*.test.tsx', 'mf-*/src/**/*.test.tsx', 'packages/ui/src/**/*.test.tsx'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 400_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
