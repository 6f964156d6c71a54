import { defineConfig } from 'vitest/config';
import { common, isolatedFiles } from './vitest.config.ts';

/**
 * The server's tests on Debian's PostgreSQL (scripts/test-postgres.sh, the last step of
 * `npm test`): those whose behaviour depends on the database server rather than on the SQL, which
 * embedded PGlite (one connection, the same PostgreSQL parser and planner) already runs in the
 * first pass with every other test. What differs on a real server is connections in parallel:
 * row locks and their waits, transactions interleaving, a pool shared by processes, the
 * migrations and dumps of a real cluster.
 */
/** The files of this pass, why each is here. */
const files = [
  // Every operation's queries once, through the contract (the Pact provider), and the
  // valid-input fuzz over every operation.
  'test/pact/provider.test.ts',
  'test/fuzz/validInput.test.ts',
  // The ledger: one effect per key under concurrent and replayed calls, wallets equal to
  // their ledgers.
  'test/ledger.test.ts',
  'test/pay.test.ts',
  'test/payConcurrency.test.ts',
  'test/wallet.test.ts',
  'test/model/economy.test.ts',
  // The chat writer: batched transactions, order, delivery logs, unread counts.
  'test/chatStore.test.ts',
  'test/chatGateway.conformance.test.ts',
  'test/chatFaults.test.ts',
  'test/messageConversations.test.ts',
  'test/conversationKeeping.test.ts',
  'test/model/unreadCounts.test.ts',
  // Several processes on one database: two apps in this process, then three real ones.
  'test/sharedChat.test.ts',
  'test/cluster.test.ts',
  // The migrated schema seeded with the demo world, backups of a real cluster, lockouts
  // counted across connections.
  'test/seed.test.ts',
  'test/backup.test.ts',
  'test/security/loginLockout.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'postgres',
          include: files.filter((file) => !isolatedFiles.includes(file)),
          isolate: false,
        },
      },
      {
        test: {
          ...common,
          name: 'postgres-isolated',
          include: files.filter((file) => isolatedFiles.includes(file)),
        },
      },
    ],
  },
});
