/**
 * Photo verification (issue 18): a member asks for a gesture, sends a selfie making it, and an
 * operator approves (users.verified_at, the badge) or refuses it. One row per attempt; a member
 * has at most one row waiting for review or holding a live gesture at a time (the partial unique
 * index), so two submits at once cannot both be queued. users.match_verified_only is the member's
 * choice to be matched only with verified members.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('match_verified_only', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('photo_verifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('gesture', 'text', (c) => c.notNull())
    // 'asked' (a gesture given, no selfie yet), 'pending', 'approved', 'refused', 'expired'.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('gesture_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('selfie_url', 'text')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verification_requests_open')
    .on('photo_verifications')
    .column('user_id')
    .unique()
    .where(sql<boolean>`state in ('asked', 'pending')`)
    .execute();
  await db.schema
    .createIndex('verification_requests_queue')
    .on('photo_verifications')
    .columns(['state', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('verification_requests_user')
    .on('photo_verifications')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_verifications').ifExists().execute();
  await db.schema
    .alterTable('users')
    .dropColumn('verified_at')
    .dropColumn('match_verified_only')
    .execute();
}
