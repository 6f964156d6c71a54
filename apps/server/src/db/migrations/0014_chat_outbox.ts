/**
 * Chat messages the server owes an external chat service (Easemob): a red packet's or a gift's
 * message is queued here in the transaction that pays it, so that a payment never lacks its
 * message, and a sender (providers/chat/easemob/outboxSender.ts) sends it through the service's
 * REST API. One row a payment; a row is leased while a process sends it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('from_im', 'text', (c) => c.notNull())
    .addColumn('to_im', 'text', (c) => c.notNull())
    .addColumn('ext', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leased_until', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('provider_msg_id', 'text')
    .addUniqueConstraint('chat_outbox_payment', ['kind', 'record_id'])
    .execute();
  // The sender looks for what is still owed.
  await sql`create index chat_outbox_unsent on chat_outbox (id) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_outbox').ifExists().execute();
}
