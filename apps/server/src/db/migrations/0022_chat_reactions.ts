/**
 * Reactions (issue 19): the emoji the two members of a conversation gave a message, kept on the
 * message itself (openapi ChatMessage.reactions: [{emoji, by}], one per member), so history
 * carries them with no join; a change is logged for both members as a `reaction` push.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('reactions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`alter table chat_events drop constraint chat_events_kind_check`.execute(db);
  await sql`alter table chat_events add constraint chat_events_kind_check
    check (kind in ('message', 'recall', 'read', 'delivered', 'reaction'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from chat_events where kind = 'reaction'`.execute(db);
  await sql`alter table chat_events drop constraint chat_events_kind_check`.execute(db);
  await sql`alter table chat_events add constraint chat_events_kind_check
    check (kind in ('message', 'recall', 'read', 'delivered'))`.execute(db);
  await db.schema.alterTable('chat_messages').dropColumn('reactions').execute();
}
