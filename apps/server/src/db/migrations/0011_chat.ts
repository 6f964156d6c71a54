/**
 * The chat store (see src/db/schema/chat.ts): messages addressed by IM accounts, the running order
 * of each pair of accounts, and each owner's conversation rows, which the store keeps in step.
 * No foreign keys to users: customer-service accounts are no user rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_channels')
    .addColumn('pair', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('from_im', 'text', (c) => c.notNull())
    .addColumn('to_im', 'text', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('client_msg_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('txt', 'img', 'custom')`))
    .addColumn('custom_type', 'text')
    .addColumn('msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ext', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('recalled_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addColumn('burn_read_at', 'timestamptz')
    .addCheckConstraint('chat_messages_two_sides', sql`from_im <> to_im`)
    .addCheckConstraint(
      'chat_messages_custom_kind',
      sql`(type = 'custom') = (custom_type is not null)`,
    )
    .execute();
  // A resent client id is stored once.
  await db.schema
    .createIndex('chat_messages_client_id')
    .on('chat_messages')
    .columns(['from_im', 'client_msg_id'])
    .unique()
    .execute();
  // The pair's order, and history by cursor, newest first.
  await db.schema
    .createIndex('chat_messages_pair_seq')
    .on('chat_messages')
    .columns(['pair', 'seq'])
    .unique()
    .execute();
  // Marking a conversation read touches only the messages still unread.
  await sql`create index chat_messages_unread on chat_messages (to_im, from_im)
    where read_at is null`.execute(db);

  await db.schema
    .createTable('chat_conversations')
    .addColumn('owner_im', 'text', (c) => c.notNull())
    .addColumn('peer_im', 'text', (c) => c.notNull())
    .addColumn('unread_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`unread_count >= 0`),
    )
    .addColumn('last_message_id', 'bigint', (c) =>
      c.references('chat_messages.id').onDelete('set null'),
    )
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cleared_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_conversations_pk', ['owner_im', 'peer_im'])
    .execute();
  // The session list: an owner's conversations, the most recent first.
  await sql`create index chat_conversations_list
    on chat_conversations (owner_im, last_message_at desc) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_conversations', 'chat_messages', 'chat_channels']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
