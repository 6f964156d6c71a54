import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Node by default; the Easemob tests switch to jsdom with a `// @vitest-environment jsdom`
    // comment, because the SDK's UMD wrapper reads `self`.
    environment: 'node',
    // Property tests replay a fixed seed (scripts/propertySeed.mjs).
    setupFiles: ['../../scripts/propertySeed.mjs'],
    testTimeout: 15_000,
  },
});
