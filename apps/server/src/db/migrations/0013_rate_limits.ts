/**
 * Per-key counters of the request limits (src/http/rateLimits.ts) and of failed chat logins:
 * kept in the database so that every server process counts against the same number. A row
 * counts the hits of one key (an operation and a client address, for example) in a fixed window
 * that ends at `reset_at`; an expired row starts over at the next hit and is pruned now and then.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Pruning deletes the expired rows.
  await db.schema
    .createIndex('rate_limit_hits_reset_at')
    .on('rate_limit_hits')
    .column('reset_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
}
