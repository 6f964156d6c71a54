/**
 * Whether each server message sent through Easemob came back (issue 31). The post-send callback
 * stores what Easemob delivered, the server's own REST messages included, but only when the
 * post-send rule's message source includes REST (a console setting): without it, red packets,
 * gifts and greetings are sent yet never reach the conversation list, silently.
 * chat_outbox.echo_checked_at is when a sent message was looked for in the store (found or not,
 * it is looked for once; outboxEchoes.ts logs the missing ones). Messages sent before this
 * migration count as checked: only what is sent from now on is reported.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_outbox').addColumn('echo_checked_at', 'timestamptz').execute();
  await sql`update chat_outbox set echo_checked_at = sent_at where sent_at is not null`.execute(db);
  // What the check reads: sent, not yet looked for (a few rows, whatever the outbox's age).
  await db.schema
    .createIndex('chat_outbox_echo_unchecked')
    .on('chat_outbox')
    .column('sent_at')
    .where(sql.ref('echo_checked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_outbox_echo_unchecked').ifExists().execute();
  await db.schema.alterTable('chat_outbox').dropColumn('echo_checked_at').execute();
}
