import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // One server for every journey: started once, with a fresh database seeded with the demo world.
    globalSetup: ['./support/globalSetup.ts'],
    // Journeys share the server and its demo accounts: one file at a time, in order.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: a page answering a click takes longer than that on
    // a machine busy with the other workspaces' tests (a journey waits for what it checks).
    expect: { poll: { timeout: 15_000 } },
  },
});
