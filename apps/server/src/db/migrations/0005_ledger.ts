/**
 * The gold-coin ledger: every movement of coins, translation characters or free gifts is a
 * transaction of entries that sum to zero per asset (a user's wallet against the house or another
 * user). The balance columns of users are the running sums, updated in the same database
 * transaction with a never-negative check; idempotency keys remember a paying call's first answer.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    /** What happened: recharge, vip, translationPackage, translation, gift, redPacket, ... */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The user who caused it. */
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('ledger_transactions.id'))
    /** The wallet: a user's, or null for the house (Heartline itself). */
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    /** goldCoin, character, vipCharacter or freeGift. */
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    /** The bill type (BillTypeCode) of a user's gold-coin entry; null otherwise. */
    .addColumn('bill_type', 'smallint')
    /** What the bill shows, as a message key and parameters (localized when read). */
    .addColumn('project', 'jsonb')
    .addColumn('balance_after', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_entries_user')
    .on('ledger_entries')
    .columns(['user_id', 'asset', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    /** The operation and a hash of its parameters: the same key with others answers 409. */
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'ledger_entries', 'ledger_transactions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
