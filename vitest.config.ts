import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'eslint-rules/*.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'node', exclude: [...configDefaults.exclude, 'frontend/**'] } },
      // The frontend's component tests: browser-like environment, React transform, no database.
      './frontend/vitest.config.ts',
    ],
  },
});
