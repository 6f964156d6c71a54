/**
 * Last seen (issue 19). users.last_seen_at is when the member's last chat connection closed
 * everywhere (the gateway writes it when the shared presence says the member went offline).
 * It is not last_active_at: that one is touched by every API call and decides the "online"
 * of lists for ONLINE_MINUTES after it, so writing a disconnect there would show a member who
 * just left as online for minutes; and a member may use the API without chat (or chat without
 * calling the API), so the two times answer different questions. users.hide_last_seen is the
 * member's privacy choice to hide it (and, in return, not to see others').
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('hide_last_seen', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('last_seen_at')
    .dropColumn('hide_last_seen')
    .execute();
}
