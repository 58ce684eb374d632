import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'eslint-rules/*.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    // Generous: a timeout only ends a test that has already failed, and a busy machine slows the passing ones.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too soon for a browser or projection on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // Two test files at a time even on two cores (the default would be one): the browser and server tests
    // spend most of their time waiting on a browser, a server or a projection, not on the CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          exclude: [...configDefaults.exclude, 'frontend/**'],
          // Test files share a worker's loaded modules instead of importing them afresh: none of them
          // mocks or stubs a module or global, and each brings its own database, app and browser context.
          isolate: false,
        },
      },
      // The frontend's component tests: browser-like environment, React transform, no database.
      './frontend/vitest.config.ts',
    ],
  },
});
