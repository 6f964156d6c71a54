/**
 * Photo permission (decisions.md "Money"): a user of gender 1 who paid to see another user's
 * album photos. One row per pair, written by the payment (part 2); /user/info and /album/list
 * read it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_permissions')
    .addColumn('payer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('photo_permissions_pk', ['payer_id', 'owner_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_permissions').ifExists().execute();
}
