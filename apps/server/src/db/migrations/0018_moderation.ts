/**
 * Moderation (issue 18): the operator role (granted from the command line, scripts/operator.ts),
 * suspensions and bans on users, the state of a complaint (handled, and by which action), and the
 * audit log of every moderation action. The open queue reads complaints not handled, oldest
 * first.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('suspended_until', 'timestamptz')
    .addColumn('banned_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('complaints')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('action', 'text')
    .execute();
  await db.schema
    .createIndex('complaints_open')
    .on('complaints')
    .columns(['handled_at', 'created_at'])
    .execute();
  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('complaint_id', 'integer', (c) => c.references('complaints.id'))
    .addColumn('target_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('dynamic_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('moderation_actions_target')
    .on('moderation_actions')
    .column('target_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moderation_actions').ifExists().execute();
  await db.schema.dropIndex('complaints_open').ifExists().execute();
  await db.schema.alterTable('complaints').dropColumn('handled_at').dropColumn('action').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('role')
    .dropColumn('suspended_until')
    .dropColumn('banned_at')
    .execute();
}
