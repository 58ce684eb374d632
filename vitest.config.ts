import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'eslint-rules/*.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
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
