import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: restarts, SIGKILLs, poison events and backups against private Postgres and
 * Redis servers that each test starts for itself. One file at a time: the machine's cores are few.
 */
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
