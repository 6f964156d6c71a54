/**
 * The chat outbox carries text messages too: customer service's greeting to a new member
 * (domains/chat/serverMessages.ts) is a text, where the payments' messages are custom ones. A
 * row with a `msg` is sent as a text message; one without, as a custom message of its kind.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_outbox').addColumn('msg', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_outbox').dropColumn('msg').execute();
}
