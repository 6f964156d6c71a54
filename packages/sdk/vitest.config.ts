import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Pact mock servers run one at a time per file; files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
