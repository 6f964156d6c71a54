/**
 * The tables of translation: see src/db/schema/translation.ts. A received chat message is paid
 * once per caller and target language, which a unique index on those records guarantees even
 * when two requests race.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('translate_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** message, chatMessage, dynamic or comment. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('source_text', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('from_language', 'text')
    .addColumn('to_language', 'text', (c) => c.notNull())
    .addColumn('characters', 'integer', (c) => c.notNull().check(sql`characters > 0`))
    .addColumn('vip_character', 'integer', (c) => c.notNull())
    .addColumn('character', 'integer', (c) => c.notNull())
    .addColumn('gold_coin', 'integer', (c) => c.notNull())
    .addColumn('ledger_transaction_id', 'integer', (c) =>
      c.notNull().references('ledger_transactions.id'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('translate_records_target')
    .on('translate_records')
    .columns(['user_id', 'kind', 'target_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('translate_records_chat_message_once')
    .unique()
    .on('translate_records')
    .columns(['user_id', 'target_id', 'to_language'])
    .where(sql.ref('kind'), '=', 'chatMessage')
    .execute();

  await db.schema
    .createTable('translation_cache')
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('from_language', 'text', (c) => c.notNull())
    .addColumn('to_language', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('translation_cache_pk', [
      'text_hash',
      'from_language',
      'to_language',
      'service',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['translation_cache', 'translate_records']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
