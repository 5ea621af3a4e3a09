import { defineConfig } from 'vitest/config';

// One runner for the whole repo: node suites (services, packages, gateway),
// web suites (React components in happy-dom) and the browser suites (e2e),
// which start the whole system as `npm start` does and drive Debian's Chromium.
// Two workers: the machines this runs on have two cores.
export default defineConfig({
  test: {
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'svc-*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'embedded/test/**/*.test.ts',
            'distributed/test/**/*.test.ts',
            'bench/test/**/*.test.ts',
            // Checks of the repository as a whole (README, workspaces).
            'test/**/*.test.ts',
            // The web apps' consumer pacts call their fetchers from Node.
            'shell/test/**/*.test.ts',
            'mf-*/test/**/*.pact.test.ts',
          ],
          // MongoDB for the store suites when a container engine answers (else MONGO_URL or the embedded store).
          globalSetup: ['packages/service-kit/test/mongo.global-setup.ts'],
          testTimeout: 20_000,
          // A suite's system starts in a hook: under `npm start`'s topology, three worker threads each load
          // their service's modules (seconds each on a busy two-core machine).
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['shell/src/**/*.test.tsx', 'mf-*/src/**/*.test.tsx', 'packages/ui/src/**/*.test.tsx'],
          // Radix's happy-dom stubs, and after each test: unmount, toasts, analytics, clock, fetch and spies.
          setupFiles: ['packages/ui/src/testing/web-test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // Builds the web apps once, before any browser suite starts a system.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
