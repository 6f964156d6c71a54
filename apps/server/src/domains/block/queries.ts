/** The block domain's SQL: who blocked whom, and the blocked list. Filters are in db/blocks.ts. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../http/paging.ts';

/** Records the block; false when the blocker had blocked the user already. */
export async function insertBlock(
  db: Db,
  blockerId: number,
  blockedId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('blocker_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** The active users the blocker blocked. */
const blockedBy = (db: Db, blockerId: number) =>
  db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .where('blocks.blocker_id', '=', blockerId)
    .where('users.cancelled_at', 'is', null);

export function countBlocked(db: Db, blockerId: number) {
  return blockedBy(db, blockerId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of them, newest block first. */
export function listBlockedPage(db: Db, blockerId: number, page: PageRequest) {
  return blockedBy(db, blockerId)
    .selectAll('users')
    .select('blocks.created_at as blockTime')
    .orderBy('blocks.created_at', 'desc')
    .orderBy('blocks.blocked_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}
