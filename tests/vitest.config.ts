import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // One server for every journey: started once, with a fresh database seeded with the demo world.
    globalSetup: ['./support/globalSetup.ts'],
    // Journeys share the server and its demo accounts: one file at a time, in order.
    fileParallelism: false,
    // Guards against a hang, not speed checks: a journey of three members and an operator at
    // 375 px takes 30 to 60 s on a quiet machine, and ran into a 60 s guard beside other suites.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll gives up after 1 s by default: a page answering a click takes longer than that on
    // a machine busy with the other workspaces' tests (a journey waits for what it checks).
    expect: { poll: { timeout: 15_000 } },
  },
});
