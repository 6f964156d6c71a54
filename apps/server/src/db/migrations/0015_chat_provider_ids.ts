/**
 * On Easemob a chat message is known to the apps by Easemob's id, which the post-send callback
 * stores as the message's client id: a party of the message (sender or recipient) finds it by
 * that id alone (domains/chat/messageIds.ts), which the (from_im, client_msg_id) index cannot
 * serve for the recipient.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_messages_client_msg_id')
    .on('chat_messages')
    .column('client_msg_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_client_msg_id').ifExists().execute();
}
