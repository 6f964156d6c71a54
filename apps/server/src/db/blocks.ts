/**
 * Blocks as every domain reads them (issue 18). A block hides two users from each other in every
 * list, feed and search, so the domains' queries filter with `noBlockBetween`, and the actions
 * between two users ask `blockBetween`; this sits below the domains, like `users.cancelled_at`.
 * Blocking and unblocking, and the blocked list, are the block domain's (domains/block).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './database.ts';

/**
 * True when neither the viewer nor the user in `userColumn` (a column of the outer query, such
 * as 'users.id') has blocked the other. Both directions are index lookups on the primary key.
 */
export function noBlockBetween(viewerId: number, userColumn: string): Expression<SqlBool> {
  const other = sql.ref(userColumn);
  return sql<SqlBool>`not exists (select 1 from blocks where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${other}) or (blocks.blocker_id = ${other} and blocks.blocked_id = ${viewerId}))`;
}

/** Whether the viewer blocked the other user (`mine`), and the other the viewer (`theirs`). */
export interface BlockState {
  mine: boolean;
  theirs: boolean;
}

export async function blockBetween(db: Db, viewerId: number, otherId: number): Promise<BlockState> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', viewerId)]),
      ]),
    )
    .execute();
  return {
    mine: rows.some((r) => r.blocker_id === viewerId),
    theirs: rows.some((r) => r.blocker_id === otherId),
  };
}

/** The key `blocksAmong` answers for one user blocking another. */
export const blockKey = (blockerId: number, blockedId: number) => `${blockerId}>${blockedId}`;

/**
 * The blocks among these pairs of users, either way, in one statement (the chat's batches ask
 * for all their messages at once): a set of `blockKey(blocker, blocked)`.
 */
export async function blocksAmong(
  db: Db,
  pairs: ReadonlyArray<readonly [number, number]>,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const ids = [...new Set(pairs.flat())];
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where('blocker_id', 'in', ids)
    .where('blocked_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => blockKey(r.blocker_id, r.blocked_id)));
}
