import { defineConfig } from 'vitest/config';

/** What every pass of the server's tests shares (this file's and vitest.postgres.config.ts's). */
export const common = {
  // The migrated schema, made once and copied for each test's database.
  globalSetup: ['test/support/databaseTemplate.ts'],
  // Property tests replay a fixed seed (scripts/propertySeed.mjs).
  setupFiles: ['../../scripts/propertySeed.mjs'],
  // Guards against a hang, not speed checks: the longest tests (a restore from the command
  // line, the chat through constant faults) take about 20 s on a quiet machine.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/**
 * Files that replace a module of the app (vi.mock): the replacement reaches only a module graph
 * of their own, so they run isolated. Every other file shares its worker's modules with the files
 * before it (isolate: false): importing the app, compiling the contract's validators and starting
 * PGlite once per worker instead of once per file halves the suite's time (664 s to 308 s on two
 * cores). What a module keeps is keyed by what owns it (a WeakMap per storage or config), never
 * per process, so files sharing a worker share nothing else.
 */
export const isolatedFiles = [
  'test/security/accountProbing.test.ts',
  'test/security/loginLockout.test.ts',
];

/** The Pact provider verification, its own step: it reads the pact the SDK's tests write. */
export const pactFiles = ['test/pact/provider.test.ts'];

export default defineConfig({
  test: {
    // Each file opens its own in-memory database; two at a time fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...isolatedFiles, ...pactFiles],
          isolate: false,
        },
      },
      { test: { ...common, name: 'isolated', include: isolatedFiles } },
      { test: { ...common, name: 'pact', include: pactFiles } },
    ],
  },
});
