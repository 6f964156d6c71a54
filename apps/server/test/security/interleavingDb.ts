/**
 * An in-memory database whose every query answers only after the event loop has turned once, as
 * a database across a network does. Embedded PGlite answers within the same turn, so parallel
 * requests would otherwise run one after another and a read-then-write race could never show.
 */
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { openMemoryDatabase } from '../support/testApp.ts';

const yieldAfterEachQuery: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => {
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  },
};

export async function openInterleavingDatabase(): Promise<Db> {
  const db = await openMemoryDatabase();
  return db.withPlugin(yieldAfterEachQuery);
}
