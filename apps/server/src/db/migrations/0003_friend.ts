/**
 * At most one pending friend request per direction: two quick taps on "add friend" must not
 * leave two requests waiting (the second answers 1502).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index friend_requests_one_pending on friend_requests (from_id, to_id) where state = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists friend_requests_one_pending`.execute(db);
}
