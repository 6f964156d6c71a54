/**
 * Mute and pin (issue 19): how an owner keeps a conversation, on every device. `pinned_at` orders
 * the pinned conversations under customer service (the earliest first; at most three, which the
 * setting's transaction checks); `muted` keeps its messages from sounding or being pushed.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_conversations')
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('muted', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_conversations')
    .dropColumn('pinned_at')
    .dropColumn('muted')
    .execute();
}
