import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The migrated schema, made once and copied for each test's database.
    globalSetup: ['test/support/databaseTemplate.ts'],
    // Property tests replay a fixed seed (scripts/propertySeed.mjs).
    setupFiles: ['../../scripts/propertySeed.mjs'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own in-memory database; two at a time fit a 2-core machine.
    maxWorkers: 2,
  },
});
