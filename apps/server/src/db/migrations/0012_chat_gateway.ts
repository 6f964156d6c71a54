/**
 * What the local chat gateway keeps besides the chat store: each account's log of pushes (the
 * messages, recalls and receipts sent to it, numbered 1, 2, 3... per account, so a reconnecting
 * device asks for what follows the last one it handled), the device session allowed to resume
 * (a second login ends the first), and the messages an owner deleted from their own side.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_event_heads')
    .addColumn('owner_im', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('chat_events')
    .addColumn('owner_im', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('message', 'recall', 'read', 'delivered')`),
    )
    .addColumn('message_id', 'bigint', (c) => c.references('chat_messages.id').onDelete('cascade'))
    .addColumn('data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_events_pk', ['owner_im', 'seq'])
    .execute();
  // Pruning old events: they are appended in time order, which a BRIN index summarizes cheaply.
  await sql`create index chat_events_created on chat_events using brin (created_at)`.execute(db);

  await db.schema
    .createTable('chat_device_sessions')
    .addColumn('im_account', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_hidden_messages')
    .addColumn('owner_im', 'text', (c) => c.notNull())
    .addColumn('message_id', 'bigint', (c) =>
      c.notNull().references('chat_messages.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('chat_hidden_messages_pk', ['owner_im', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_hidden_messages',
    'chat_device_sessions',
    'chat_events',
    'chat_event_heads',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
